import type { ComponentProps } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { AnchorLink } from "./AnchorLink";
import { isAnchorHref } from "./filterNavItems";

type NavLinkProps = Omit<ComponentProps<"a">, "href" | "className"> & {
  href: string;
  className?: string;
  activeClassName?: string;
};

/** Routes normally, scrolls for /#anchors, and marks the current page for assistive tech. */
export function NavLink({ href, className, activeClassName, ...props }: NavLinkProps) {
  if (isAnchorHref(href)) return <AnchorLink href={href} className={className} {...props} />;
  return (
    <Link
      href={href}
      className={(active: boolean) => cn(className, active && activeClassName)}
      {...props}
    />
  );
}
