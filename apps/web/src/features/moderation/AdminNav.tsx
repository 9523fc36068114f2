import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";

const SECTIONS = [
  { href: "/admin", label: "Disputes" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/credentials", label: "Credentials" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/ledger", label: "Ledger" },
  { href: "/admin/background-jobs", label: "Background jobs" },
] as const;

/** The operator area's sections, on every operator screen; the current one is marked. */
export function AdminNav() {
  const [location] = useLocation();
  const current = (href: string) =>
    href === "/admin"
      ? location === "/admin" || location.startsWith("/admin/disputes")
      : location === href || location.startsWith(`${href}/`);
  return (
    <nav aria-label="Operator area" className="mb-6 overflow-x-auto">
      <ul className="flex w-max gap-1 rounded-lg border bg-card p-1">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={current(section.href) ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent",
                current(section.href) && "bg-secondary text-secondary-foreground",
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
