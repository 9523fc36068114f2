/**
 * The first stop of the Tab key on every screen: jumps past the navigation to `<main id="main">`
 * (which takes focus with tabIndex -1, so the next Tab continues inside the content).
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
