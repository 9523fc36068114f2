import type { INSTALLED_KEY, PROMPT_SHOWN_KEY } from "./installRules";

type FlagKey = typeof PROMPT_SHOWN_KEY | typeof INSTALLED_KEY;

/** Whether a flag is set; storage that cannot be read (private modes) counts as unset. */
export function readFlag(key: FlagKey): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Sets a flag; a full or blocked storage only means the card may be offered again. */
export function setFlag(key: FlagKey): void {
  try {
    window.localStorage.setItem(key, "true");
  } catch {
    // Nothing else to do: the flag is a courtesy, not state the app depends on.
  }
}
