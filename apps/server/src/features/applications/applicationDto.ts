import type { ApplicationDto } from "@skyhire/shared";
import type { Application } from "../../db/schema";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const COUNTER_STATUSES = ["pending", "accepted", "declined"] as const;
type CounterStatus = (typeof COUNTER_STATUSES)[number];

function counterStatus(value: string | null): CounterStatus | null {
  return COUNTER_STATUSES.find((s) => s === value) ?? null;
}

/** An application as the API answers it; the client's comparison adds `pilot`, the pilot's list `job`. */
export function toApplicationDto(
  row: Application,
  extras: Pick<ApplicationDto, "pilot" | "job"> = {},
): ApplicationDto {
  const status = counterStatus(row.counterStatus);
  return {
    id: row.id,
    jobId: row.jobId,
    pilotProfileId: row.pilotProfileId,
    status: row.status,
    quote: row.quoteCents ?? 0,
    proposedDate: iso(row.proposedDate),
    message: row.message,
    counter:
      status && row.counterAt
        ? {
            quote: row.counterQuoteCents,
            proposedDate: iso(row.counterProposedDate),
            message: row.counterMessage,
            status,
            at: row.counterAt.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...extras,
  };
}
