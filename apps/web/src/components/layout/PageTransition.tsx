import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";

/**
 * Re-mounts its content per location so each route fades and scales in (CSS `animate-page-in`;
 * the global reduced-motion rule turns it off). New routes start at the top unless a hash is set.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const [location] = useLocation();

  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [location]);

  return (
    <div key={location} className="animate-page-in">
      {children}
    </div>
  );
}
