import { PRODUCT_NAME } from "@skyhire/shared";
import { BadgeCheckIcon, LockKeyholeIcon, ZapIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { DroneMark } from "@/components/layout/BrandLogo";

const POINTS = [
  { icon: BadgeCheckIcon, text: "FAA Part 107 certified pilots" },
  { icon: LockKeyholeIcon, text: "Payment held in escrow until you approve the deliverables" },
  { icon: ZapIcon, text: "Post a job in about a minute" },
];

type AuthLayoutProps = { title: string; subtitle: string; children: ReactNode };

/** Split screen for the account pages: a brand panel on wide screens and the form card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_28rem] lg:items-center lg:px-8 lg:py-16">
      <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to p-10 text-white lg:block">
        <div aria-hidden className="bg-flight-grid absolute inset-0 text-sky-200 opacity-60" />
        <div
          aria-hidden
          className="absolute -top-24 -right-24 size-72 rounded-full bg-sky-400/25 blur-3xl"
        />
        <div className="relative space-y-8">
          <DroneMark className="size-12" />
          <p className="font-display text-3xl leading-tight font-bold">
            Aerial work, handled by certified pros.
          </p>
          <ul className="space-y-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sky-100">
                <Icon className="mt-0.5 size-5 shrink-0 text-orange-400" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-sky-200/70">{PRODUCT_NAME} · drone services marketplace</p>
        </div>
      </aside>

      <Card className="w-full p-6 sm:p-8">
        <div className="mb-6 space-y-1.5 text-center">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="text-sm text-muted-foreground">{subtitle}</p>
        </div>
        {children}
      </Card>
    </div>
  );
}
