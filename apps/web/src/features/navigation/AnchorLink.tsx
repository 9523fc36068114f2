import type { ComponentProps, MouseEvent } from "react";
import { Link, useLocation } from "wouter";
import { anchorId, scrollToId } from "./scrollToAnchor";

/**
 * A link to "/#section". On the landing page it scrolls smoothly; elsewhere it routes to / and
 * the landing page scrolls to the hash once it has rendered.
 */
export function AnchorLink({
  href,
  onClick,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { href: string }) {
  const [location] = useLocation();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || location !== "/") return;
    if (scrollToId(anchorId(href))) {
      event.preventDefault();
      window.history.replaceState(window.history.state, "", href);
    }
  }

  return <Link href={href} onClick={handleClick} {...props} />;
}
