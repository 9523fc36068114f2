import {
  AlertTriangleIcon,
  CheckCircle2Icon,
  ClockIcon,
  XCircleIcon,
  type LucideIcon,
} from "lucide-react";
import type { CredentialState } from "@skyhire/shared";
import { cn } from "@/lib/utils";
import { credentialStateLabel } from "./credentialFormat";

const LOOKS: Record<CredentialState, { icon: LucideIcon; className: string }> = {
  pending_review: { icon: ClockIcon, className: "bg-muted text-foreground" },
  verified: { icon: CheckCircle2Icon, className: "bg-success/12 text-success" },
  expiring: { icon: AlertTriangleIcon, className: "bg-brand-orange/15 text-foreground" },
  rejected: { icon: XCircleIcon, className: "bg-destructive/10 text-destructive" },
  expired: { icon: XCircleIcon, className: "bg-destructive/10 text-destructive" },
};

/** A credential's state as a pill: pending review, verified, expiring, rejected, expired. */
export function CredentialStatePill({
  state,
  className,
}: {
  state: CredentialState;
  className?: string;
}) {
  const { icon: Icon, className: look } = LOOKS[state];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        look,
        className,
      )}
      data-state={state}
    >
      <Icon className="size-3.5" aria-hidden />
      {credentialStateLabel(state)}
    </span>
  );
}
