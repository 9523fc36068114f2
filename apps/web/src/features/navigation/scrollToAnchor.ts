/** Smooth scroll, unless the visitor asked the OS for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduce ? "auto" : "smooth";
}

/** Scrolls to the element with this id; returns false when it is not on the page (yet). */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  return true;
}

/** The id part of "/#about" or "#about". */
export function anchorId(href: string): string {
  return href.slice(href.indexOf("#") + 1);
}
