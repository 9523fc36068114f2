import { INSTALLED_KEY, PROMPT_SHOWN_KEY } from "./installRules";
import { readFlag, setFlag } from "./installStorage";

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
/** When the offer came (ms since the epoch): the card's 10 s count from then, not from render. */
let offeredAt = 0;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  offeredAt = Date.now();
  listeners.forEach((listener) => listener());
}

/** The browser's install offer this page holds, if any (for useSyncExternalStore). */
export const installOffer = {
  get: (): BeforeInstallPromptEvent | null => offer,
  offeredAt: (): number => offeredAt,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An offer can be used once: prompt() a second time throws. */
  clear: () => setOffer(null),
};

/**
 * Starts listening at start-up (main.tsx): Chromium may offer installation before the app has
 * rendered. The browser's own mini-infobar is held back only when the card will take its place
 * (never shown before); otherwise the browser keeps its own ways to install.
 */
export function listenForInstallOffers(target: Window = window): () => void {
  const offered = (event: Event) => {
    if (readFlag(PROMPT_SHOWN_KEY) || readFlag(INSTALLED_KEY)) return;
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  };
  const installed = () => {
    setFlag(INSTALLED_KEY);
    setOffer(null);
  };
  target.addEventListener("beforeinstallprompt", offered);
  target.addEventListener("appinstalled", installed);
  return () => {
    target.removeEventListener("beforeinstallprompt", offered);
    target.removeEventListener("appinstalled", installed);
  };
}
