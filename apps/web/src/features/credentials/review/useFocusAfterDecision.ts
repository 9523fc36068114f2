import { useEffect, useRef, useState } from "react";

/**
 * A decided card leaves the queue and took the keyboard's focus with it: once the queue has
 * been read again, focus moves to the heading of the card now in its place (or the last one),
 * else to the queue itself, so an operator working with the keyboard keeps their place.
 */
export function useFocusAfterDecision(data: unknown) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [decidedAt, setDecidedAt] = useState<number | null>(null);
  useEffect(() => {
    if (decidedAt === null) return;
    const container = containerRef.current;
    const headings = container?.querySelectorAll<HTMLElement>("article h2[tabindex]") ?? [];
    const next = headings[Math.min(decidedAt, headings.length - 1)] ?? container;
    next?.focus();
    setDecidedAt(null);
  }, [data, decidedAt]);
  return { containerRef, decided: setDecidedAt };
}
