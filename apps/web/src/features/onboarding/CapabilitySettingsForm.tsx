import {
  CheckIcon,
  MinusIcon,
  PlaneTakeoffIcon,
  Building2Icon,
  type LucideIcon,
} from "lucide-react";
import { useId, useState } from "react";
import { LinkButton } from "@/components/page/LinkButton";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { hasClientProfile, hasPilotProfile } from "@/features/auth/profile";
import type { AuthSession } from "@/features/auth/types";
import { toast } from "@/features/toast/toastStore";
import { useSaveCapabilities } from "./useOnboarding";

type CapabilityKey = "canFly" | "canHire";

const ROWS: {
  key: CapabilityKey;
  icon: LucideIcon;
  label: string;
  text: string;
  profileHref: string;
  createLabel: string;
  editLabel: string;
}[] = [
  {
    key: "canFly",
    icon: PlaneTakeoffIcon,
    label: "Fly missions",
    text: "Find jobs, apply and fly as a pilot.",
    profileHref: "/register/pilot",
    createLabel: "Create your pilot profile",
    editLabel: "Edit pilot profile",
  },
  {
    key: "canHire",
    icon: Building2Icon,
    label: "Hire pilots",
    text: "Post jobs and hire pilots as a client.",
    profileHref: "/register/client",
    createLabel: "Create your client profile",
    editLabel: "Edit client profile",
  },
];

function StatusPill({ on }: { on: boolean }) {
  return (
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
      {on ? "Yes" : "No"}
    </span>
  );
}

/** Fly / hire switches saved with PUT /api/me/capabilities; at least one stays on. */
export function CapabilitySettingsForm({ session }: { session: AuthSession }) {
  const { user } = session;
  const saved = { canFly: Boolean(user.canFly), canHire: Boolean(user.canHire) };
  const [draft, setDraft] = useState(saved);
  const save = useSaveCapabilities();
  const ids = { canFly: useId(), canHire: useId() };
  const changed = draft.canFly !== saved.canFly || draft.canHire !== saved.canHire;
  const hasProfile = { canFly: hasPilotProfile(session), canHire: hasClientProfile(session) };

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, {
          onSuccess: () =>
            toast({ title: "Capabilities updated", description: "Your account has been updated." }),
        });
      }}
    >
      <Card>
        <CardContent className="divide-y p-0">
          {ROWS.map((row) => {
            const on = draft[row.key];
            const other: CapabilityKey = row.key === "canFly" ? "canHire" : "canFly";
            // The last capability that is on cannot be switched off.
            const locked = on && !draft[other];
            const Icon = row.icon;
            return (
              <div key={row.key} className="space-y-3 p-5 sm:p-6">
                <div className="flex items-start justify-between gap-4">
                  <div className="flex gap-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <div>
                      <label htmlFor={ids[row.key]} className="font-semibold">
                        {row.label}
                      </label>
                      <p className="text-sm text-muted-foreground">{row.text}</p>
                      {locked && (
                        <p className="mt-1 text-xs text-muted-foreground">
                          Keep at least one on: your account needs to fly or hire.
                        </p>
                      )}
                    </div>
                  </div>
                  <Switch
                    id={ids[row.key]}
                    checked={on}
                    disabled={locked || save.isPending}
                    onCheckedChange={(checked) => setDraft({ ...draft, [row.key]: checked })}
                  />
                </div>
                {on && (
                  <div className="pl-14">
                    {hasProfile[row.key] ? (
                      <LinkButton href={row.profileHref} variant="link" className="h-auto p-0">
                        {row.editLabel}
                      </LinkButton>
                    ) : (
                      <LinkButton href={row.profileHref} variant="outline" size="sm">
                        {row.createLabel}
                      </LinkButton>
                    )}
                  </div>
                )}
              </div>
            );
          })}
        </CardContent>
      </Card>

      <p className="rounded-lg border border-brand-sky/30 bg-brand-sky-soft/60 px-4 py-3 text-sm">
        Turning a capability off only hides it. It never deletes your pilot or client profile, jobs
        or messages: switch it back on and everything is still there.
      </p>

      {save.isError && <Alert>{save.error.message}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {changed && (
          <Button type="button" variant="ghost" onClick={() => setDraft(saved)}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="flare" disabled={!changed || save.isPending}>
          {save.isPending ? "Saving..." : "Save changes"}
        </Button>
      </div>

      <h2 className="pt-2 text-lg font-semibold">Account details</h2>
      <Card>
        <CardContent className="divide-y p-0">
          {[
            { label: "Part 107 certified", on: Boolean(user.isPart107Certified) },
            { label: "Business entity", on: Boolean(user.hasBusinessEntity) },
          ].map(({ label, on }) => (
            <div key={label} className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
              <span className="text-sm font-medium">{label}</span>
              <StatusPill on={on} />
            </div>
          ))}
        </CardContent>
      </Card>
    </form>
  );
}
