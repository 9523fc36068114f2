import type { DeliveryState } from "@skyhire/shared";
import { MessageSquareWarningIcon } from "lucide-react";
import { formatDateTime } from "@/features/checkout/money";

/** The client's latest change request, if the delivery being prepared answers one. */
export function latestChangeRequest(delivery: DeliveryState) {
  const last = delivery.changeRequests.at(-1);
  return last && last.round < delivery.round ? last : null;
}

/** What the client asked to change, at the top of the pilot's next delivery. */
export function ChangeRequestNotice({
  delivery,
  audience,
}: {
  delivery: DeliveryState;
  audience: "pilot" | "client";
}) {
  const request = latestChangeRequest(delivery);
  if (!request) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-brand-orange/40 bg-brand-orange/10 px-4 py-3 text-sm"
    >
      <MessageSquareWarningIcon
        className="mt-0.5 size-4 shrink-0 text-brand-orange-ink"
        aria-hidden
      />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          {audience === "pilot"
            ? `The client asked for changes to delivery ${request.round}`
            : `You asked for changes to delivery ${request.round}`}
        </p>
        <p className="break-words whitespace-pre-line">{request.reason}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(request.at)}</p>
      </div>
    </div>
  );
}
