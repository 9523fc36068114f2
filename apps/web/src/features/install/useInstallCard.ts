import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { isIosSafari, isStandalone } from "@/lib/device";
import { installOffer } from "./installOffer";
import {
  INSTALL_PROMPT_DELAY_MS,
  INSTALLED_KEY,
  installVariant,
  PROMPT_SHOWN_KEY,
  type InstallVariant,
} from "./installRules";
import { readFlag, setFlag } from "./installStorage";

export type InstallCardState = {
  /** A card will show once its delay has passed (its code can load meanwhile). */
  coming: boolean;
  /** The card to show now, or null. */
  variant: InstallVariant | null;
  /** Opens the browser's install dialog; the answer is recorded. */
  install(): Promise<void>;
  /** Later or close: never shown again. */
  dismiss(): void;
};

/** The install card's timing and answers (spec section 4 "Install prompt"). */
export function useInstallCard(): InstallCardState {
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.get, () => null);
  const [due, setDue] = useState<InstallVariant | null>(null);
  const [coming, setComing] = useState(false);

  useEffect(() => {
    const variant = installVariant({
      offered: offer !== null,
      promptShown: readFlag(PROMPT_SHOWN_KEY),
      installed: readFlag(INSTALLED_KEY),
      standalone: isStandalone(),
      iosSafari: isIosSafari(),
    });
    if (!variant) return;
    // Counted from the offer (Chromium's), or from now (Safari's card, which has no offer).
    const since = variant === "prompt" ? installOffer.offeredAt() : Date.now();
    const delay = Math.max(0, since + INSTALL_PROMPT_DELAY_MS - Date.now());
    const timer = window.setTimeout(() => setDue(variant), delay);
    // A timer too, so no state is set during the effect itself.
    const soon = window.setTimeout(() => setComing(true), 0);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(soon);
    };
  }, [offer]);

  const dismiss = useCallback(() => {
    setFlag(PROMPT_SHOWN_KEY);
    setDue(null);
  }, []);

  const install = useCallback(async () => {
    const event = installOffer.get();
    dismiss();
    if (!event) return;
    installOffer.clear();
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === "accepted") setFlag(INSTALLED_KEY);
    } catch (error) {
      console.warn("The install dialog could not open", error);
    }
  }, [dismiss]);

  // An offer withdrawn (installed meanwhile, or used) takes its card with it.
  const variant = due === "prompt" && offer === null ? null : due;
  return { coming, variant, install, dismiss };
}
