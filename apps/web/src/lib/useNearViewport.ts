import { useEffect, useRef, useState } from "react";

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Browsers
 * without IntersectionObserver (and tests) get true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = "400px") {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return { ref, near };
}
