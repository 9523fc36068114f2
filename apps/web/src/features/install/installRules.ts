/**
 * When the install card may show (spec section 2 "Install card", section 4 "Install prompt"):
 * pure, so the rules are tested without a browser.
 */

/** Spec section 9: the card appears 10 s after the browser offers installation. */
export const INSTALL_PROMPT_DELAY_MS = 10_000;

/** localStorage keys (spec section 3): the card was shown and answered; the app was installed. */
export const PROMPT_SHOWN_KEY = "pwa-prompt-shown";
export const INSTALLED_KEY = "pwa-installed";

/** "prompt": the browser's own install dialog is at hand; "ios": Safari's three steps. */
export type InstallVariant = "prompt" | "ios";

export type InstallSituation = {
  /** The browser offered installation (a held `beforeinstallprompt` event). */
  offered: boolean;
  /** The card was shown and answered before (Install, Later or close). */
  promptShown: boolean;
  /** `appinstalled` fired, or the install dialog was accepted, in this browser. */
  installed: boolean;
  /** Running as the installed app already. */
  standalone: boolean;
  /** Safari on iPhone or iPad, which never offers installation but can add to the Home Screen. */
  iosSafari: boolean;
};

/** Which card to show, if any. */
export function installVariant(situation: InstallSituation): InstallVariant | null {
  if (situation.promptShown || situation.installed || situation.standalone) return null;
  if (situation.offered) return "prompt";
  if (situation.iosSafari) return "ios";
  return null;
}
