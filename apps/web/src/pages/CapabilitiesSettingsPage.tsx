import { CheckIcon, MinusIcon } from "lucide-react";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { Card, CardContent } from "@/components/ui/card";
import type { User } from "@/features/auth/types";
import { useAuth } from "@/features/auth/useAuth";

const CAPABILITIES: { key: keyof User; label: string; text: string }[] = [
  { key: "canFly", label: "Fly missions", text: "Find jobs, apply and fly as a pilot." },
  { key: "canHire", label: "Hire pilots", text: "Post jobs and hire pilots as a client." },
  {
    key: "isPart107Certified",
    label: "Part 107 certified",
    text: "Holds an FAA Part 107 remote pilot certificate.",
  },
  {
    key: "hasBusinessEntity",
    label: "Business entity",
    text: "Works through a registered business.",
  },
];

/** /settings/capabilities: what this account can do. */
export default function CapabilitiesSettingsPage() {
  const { user } = useAuth();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Settings"
        title="Capabilities"
        description="One account can fly, hire, or both. These are the capabilities on your account."
      />
      <Card>
        <CardContent className="divide-y p-0">
          {CAPABILITIES.map(({ key, label, text }) => {
            const on = Boolean(user?.[key]);
            return (
              <div key={key} className="flex items-center justify-between gap-4 p-5">
                <div>
                  <p className="font-semibold">{label}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
                <span
                  className={
                    on
                      ? "inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-1 text-xs font-semibold text-success"
                      : "inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground"
                  }
                >
                  {on ? (
                    <CheckIcon className="size-3" aria-hidden />
                  ) : (
                    <MinusIcon className="size-3" aria-hidden />
                  )}
                  {on ? "On" : "Off"}
                </span>
              </div>
            );
          })}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
