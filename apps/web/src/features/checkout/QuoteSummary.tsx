import { basisPoints, type CheckoutDto, type PaymentsConfigDto } from "@skyhire/shared";
import { CalendarIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDay } from "@/features/jobs/jobDates";
import { formatMoney } from "./money";

/** "Service fee (5%)" when today's rate explains the fixed fee, else just "Service fee". */
function feeLabel(checkout: CheckoutDto, fees: PaymentsConfigDto["fees"] | undefined): string {
  if (!fees || basisPoints(checkout.priceCents, fees.clientFeeBps) !== checkout.serviceFeeCents) {
    return "Service fee";
  }
  return `Service fee (${fees.clientFeeBps / 100}%)`;
}

/** The quote under review: job, pilot, date, and what the card is charged. */
export function QuoteSummary({
  checkout,
  fees,
}: {
  checkout: CheckoutDto;
  fees?: PaymentsConfigDto["fees"];
}) {
  const day = formatDay(checkout.proposedDate);
  return (
    <Card className="lg:self-start">
      <CardHeader>
        <CardTitle className="text-base">Your booking</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-2">
          <Link
            href={`/jobs/${checkout.jobId}`}
            className="block text-lg font-semibold break-words hover:underline"
          >
            {checkout.jobTitle}
          </Link>
          <p className="flex items-center gap-2 text-sm">
            <UserIcon className="size-4 text-brand-sky" aria-hidden />
            <span>
              Pilot:{" "}
              <Link
                href={`/pilots/${checkout.pilotProfileId}`}
                className="font-medium text-brand-sky hover:underline"
              >
                {checkout.pilotName}
              </Link>
            </span>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <CalendarIcon className="size-4 text-brand-sky" aria-hidden />
            <span>{day ? `Flying on ${day}` : "Date to agree with the pilot"}</span>
          </p>
        </div>
        <dl className="space-y-2 border-t pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Agreed price</dt>
            <dd className="font-medium tabular-nums">{formatMoney(checkout.priceCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{feeLabel(checkout, fees)}</dt>
            <dd className="font-medium tabular-nums">{formatMoney(checkout.serviceFeeCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-display text-xl font-bold tabular-nums">
              {formatMoney(checkout.totalCents)}
            </dd>
          </div>
        </dl>
        <div className="flex gap-3 rounded-xl bg-brand-sky-soft/60 p-4 text-sm">
          <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-brand-sky" aria-hidden />
          <ul className="space-y-1.5">
            <li>
              <span className="font-semibold">Held in escrow.</span> The pilot is paid only when you
              approve the deliverables.
            </li>
            <li>Cancel before the mission starts and you get the full total back.</li>
            <li>After that, if something goes wrong, open a dispute and our team decides.</li>
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
