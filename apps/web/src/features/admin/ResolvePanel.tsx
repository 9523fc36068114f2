import {
  RESOLUTION_NOTE_MAX,
  resolveDisputeRequestSchema,
  type AdminDisputeDetail,
} from "@skyhire/shared";
import { useId, useState } from "react";
import { FieldMessages, FormField, describedBy } from "@/components/forms/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { isUnsettled } from "@/features/checkout/idempotencyKey";
import { centsToInput, formatMoney } from "@/features/checkout/money";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { toast } from "@/features/toast/toastStore";
import { useResolveDispute } from "./adminQueries";
import { previewSplit, sliderStep, type CheckoutMoney } from "./splitPreview";

function SplitRow({ label, cents, hint }: { label: string; cents: number; hint: string }) {
  return (
    // Only dt and dd inside the group, so a screen reader reads "label, amount, hint" as a pair.
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 py-2">
      <dt className="font-medium">{label}</dt>
      <dd className="text-right font-semibold tabular-nums">{formatMoney(cents)}</dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

/**
 * The operator's decision: how much of the agreed price the pilot gets, with the exact split
 * (splitEscrow, as the server computes it) before confirming, and a note both parties read.
 */
export function ResolvePanel({
  detail,
  money,
}: {
  detail: AdminDisputeDetail;
  money: CheckoutMoney;
}) {
  const sliderId = useId();
  const noteId = useId();
  const [amount, setAmount] = useState(centsToInput(Math.round(money.priceCents / 2)));
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const resolve = useResolveDispute(detail.dispute.id, {
    onSuccess: () =>
      toast({ title: "Dispute resolved", description: "Both parties have been told." }),
  });
  const preview = previewSplit(money, amount);
  const step = sliderStep(money.priceCents);

  const setCents = (cents: number) => setAmount(centsToInput(cents));
  const review = () => {
    const parsed = resolveDisputeRequestSchema.safeParse({
      payoutOfPriceCents: preview.ok ? preview.payoutOfPriceCents : -1,
      note,
    });
    const noteIssue = parsed.success
      ? undefined
      : parsed.error.issues.find((i) => i.path[0] === "note")?.message;
    setNoteError(noteIssue);
    if (preview.ok && !noteIssue) {
      resolve.reset();
      setConfirming(true);
    }
  };

  const failure = resolve.error
    ? isUnsettled(resolve.error)
      ? `${resolve.error.message} Confirm again to retry: the escrow is split only once.`
      : resolve.error.message
    : null;

  return (
    <Card className="border-brand-orange/40">
      <CardHeader>
        <CardTitle className="text-base">Resolve</CardTitle>
        <CardDescription>
          Award the pilot part of the agreed price ({formatMoney(money.priceCents)}). The client
          gets the rest back with the matching share of the service fee. Any payout completes the
          job; nothing to the pilot cancels it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={sliderId}>Payout to the pilot</Label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={money.priceCents}
            step={step}
            value={preview.ok ? preview.payoutOfPriceCents : 0}
            onChange={(event) => setCents(Number(event.target.value))}
            className="w-full accent-[var(--brand-orange)]"
            aria-valuetext={preview.ok ? formatMoney(preview.payoutOfPriceCents) : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setCents(0)}>
              Full refund
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setCents(Math.round(money.priceCents / 2))}
            >
              Half
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setCents(money.priceCents)}
            >
              Pay the pilot in full
            </Button>
          </div>
        </div>
        <FormField
          label="Amount of the price to the pilot (US dollars)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={preview.ok ? undefined : preview.message}
        />
        {preview.ok && (
          <dl className="divide-y rounded-xl border bg-muted/30 px-4 text-sm" aria-live="polite">
            <SplitRow
              label="Refund to the client"
              cents={preview.split.refund}
              hint="Back to their card, service fee share included"
            />
            <SplitRow
              label="Pilot receives"
              cents={preview.split.pilotNet}
              hint="To their available balance, after commission"
            />
            <SplitRow
              label="SkyHire keeps"
              cents={preview.split.platform}
              hint="Fee and commission on the part paid out"
            />
          </dl>
        )}
        <div className="space-y-2">
          <Label htmlFor={noteId}>Decision note</Label>
          <Textarea
            id={noteId}
            rows={4}
            maxLength={RESOLUTION_NOTE_MAX}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              if (noteError) setNoteError(undefined);
            }}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={describedBy(noteId, true, noteError)}
          />
          <FieldMessages
            inputId={noteId}
            hint="Both parties read it: what you found and why this split."
            error={noteError}
          />
        </div>
        <Button variant="flare" onClick={review}>
          Review and resolve
        </Button>
      </CardContent>
      {preview.ok && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Resolve this dispute?"
          description={`${formatMoney(preview.split.refund)} goes back to the client, ${formatMoney(preview.split.pilotNet)} to the pilot and ${formatMoney(preview.split.platform)} stays with SkyHire. The job is ${preview.payoutOfPriceCents > 0 ? "completed" : "cancelled"} and both parties are told. This can't be undone.`}
          confirmLabel="Resolve and move the money"
          pendingLabel="Resolving..."
          confirmVariant="flare"
          isPending={resolve.isPending}
          error={failure}
          onConfirm={() =>
            resolve.mutate(
              { payoutOfPriceCents: preview.payoutOfPriceCents, note: note.trim() },
              { onSuccess: () => setConfirming(false) },
            )
          }
        />
      )}
    </Card>
  );
}
