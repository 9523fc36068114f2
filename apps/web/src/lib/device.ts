/** What kind of device and display the app runs in (for install and push advice). */

/** iPhone, iPad or iPod; iPadOS reports itself as a Mac, and touch gives it away. */
export function isAppleMobile(): boolean {
  const { userAgent, platform, maxTouchPoints } = navigator;
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === "MacIntel" && maxTouchPoints > 1);
}

/** Safari itself on an Apple phone or tablet: the browser whose Share menu adds to the Home Screen. */
export function isIosSafari(): boolean {
  // Chrome, Firefox, Edge and Opera on iOS name themselves; in-app browsers lack "Safari/".
  return (
    isAppleMobile() &&
    /Safari\//.test(navigator.userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS/.test(navigator.userAgent)
  );
}

/** Running as the installed app (from the Home Screen or the app launcher), not in a tab. */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
