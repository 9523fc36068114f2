import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Spec section 2: open menus close when the location changes, after a 100 ms delay. */
export const MENU_CLOSE_DELAY_MS = 100;

export function useCloseOnNavigate(open: boolean, close: () => void): void {
  const [location] = useLocation();
  const previous = useRef(location);
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (!open) return;
    const timer = window.setTimeout(() => closeRef.current(), MENU_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location, open]);
}
