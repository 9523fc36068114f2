import { useEffect, useRef } from "react";

/** Room for the sticky nav bar above the results when scrolling to them. */
const NAV_OFFSET_PX = 88;

/**
 * A new page starts at the top of the results, not wherever the pager was: returns the ref of
 * the element the results start at. Scrolls only when that top has gone out of view.
 */
export function useScrollToResultsOnNewPage(page: number) {
  const resultsRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current !== page && resultsRef.current) {
      const { top } = resultsRef.current.getBoundingClientRect();
      if (top < 0) {
        window.scrollTo({ top: top + window.scrollY - NAV_OFFSET_PX, behavior: "smooth" });
      }
    }
    previousPage.current = page;
  }, [page]);
  return resultsRef;
}
