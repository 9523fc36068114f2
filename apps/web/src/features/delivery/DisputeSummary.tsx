import type { DisputeDto } from "@skyhire/shared";
import { ScaleIcon } from "lucide-react";
import { formatDateTime, formatMoney } from "@/features/checkout/money";

/** Who opened a dispute, as the viewer reads it. */
function openedBy(dispute: DisputeDto, viewer: "client" | "pilot"): string {
  if (dispute.openedBy === viewer) return "You";
  return dispute.openedBy === "client" ? "The client" : "The pilot";
}

/** What the operator decided, in the words of each side. */
export function resolutionText(dispute: DisputeDto): string {
  const payout = dispute.payoutOfPriceCents ?? 0;
  if (payout === 0) return "The client was refunded in full; the pilot was not paid.";
  return `The pilot was awarded ${formatMoney(payout)} of the agreed price (less commission); the rest of the payment was refunded to the client.`;
}

/** An open dispute: who opened it and why, and what happens now. */
export function OpenDisputeBanner({
  dispute,
  viewer,
}: {
  dispute: DisputeDto;
  viewer: "client" | "pilot";
}) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-destructive/40 bg-destructive/8 px-4 py-3 text-sm"
    >
      <ScaleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">This job is in dispute</p>
        <p className="text-muted-foreground">
          {openedBy(dispute, viewer)} opened it {formatDateTime(dispute.createdAt)}. The payment
          stays in escrow while our team reviews the job, its files and both sides&apos; evidence,
          then decides how it is split. Both of you are told.
        </p>
        <blockquote className="border-l-2 border-destructive/40 pl-3 break-words whitespace-pre-line">
          {dispute.reason}
        </blockquote>
      </div>
    </div>
  );
}

/** A resolved dispute's outcome, shown on the completed or cancelled job. */
export function ResolvedDisputeNote({ dispute }: { dispute: DisputeDto }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border bg-muted/50 px-4 py-3 text-sm">
      <ScaleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">Dispute resolved {formatDateTime(dispute.resolvedAt)}</p>
        <p>{resolutionText(dispute)}</p>
        {dispute.resolutionNote && (
          <p className="break-words whitespace-pre-line text-muted-foreground">
            “{dispute.resolutionNote}”
          </p>
        )}
      </div>
    </div>
  );
}
