import type { JobDetail } from "@skyhire/shared";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { deliveryLists, partyOf } from "@/features/delivery/party";
import { deliveryUrl, jobDisputesUrl, jobFilesUrl } from "@/features/delivery/deliveryQueries";
import { EQUIPMENT_KEY } from "@/features/equipment/equipmentQueries";
import { jobFlightLogKey } from "@/features/flightLogs/flightLogQueries";
import { authorizationsKey } from "@/features/flightPlan/flightPlanQueries";
import { flightConditionsKey } from "@/features/flightConditions/useFlightConditions";
import { reschedulesKey } from "@/features/reschedule/rescheduleQueries";
import { lazyNamed } from "@/lib/lazyNamed";

// The delivery, flight planning and conditions parts are most of a job page's code (uploads,
// sun and airspace rules, weather): their files download once the job is on screen, not before
// its first paint (docs/benchmarks.md, issue 19 section 3). Their data does not wait for their
// code: usePrefetchJobParts asks for it with the job.
export const JobDeliverySection = lazyNamed(
  () => import("@/features/delivery/JobDeliverySection"),
  "JobDeliverySection",
);
export const FlightPlanCard = lazyNamed(
  () => import("@/features/flightPlan/FlightPlanCard"),
  "FlightPlanCard",
);
export const RescheduleCard = lazyNamed(
  () => import("@/features/reschedule/RescheduleCard"),
  "RescheduleCard",
);
export const AirspaceAuthorizationsCard = lazyNamed(
  () => import("@/features/flightPlan/AirspaceAuthorizationsCard"),
  "AirspaceAuthorizationsCard",
);
export const FlightConditionsPanel = lazyNamed(
  () => import("@/features/flightConditions/FlightConditionsPanel"),
  "FlightConditionsPanel",
);

// What only one side of a job uses (the client's management, the pilot's application form)
// loads when that side renders it: a client's page no longer waits for the pilot's form code.
// These parts read the job only, so there is no data to ask for ahead of them.
export const ClientPanel = lazyNamed(() => import("./ClientPanel"), "ClientPanel");
export const PilotPanel = lazyNamed(() => import("./PilotPanel"), "PilotPanel");

/** Which of the lazy parts a viewer sees on a job's page. */
export function jobPartsShown(job: JobDetail) {
  const party = partyOf(job);
  return {
    hired: party === "pilot",
    /** Proposed new dates and airspace authorizations need a hired pilot. */
    withPilot: party !== null && Boolean(job.pilotProfileId),
    conditions: party !== null,
  };
}

/** The queries of the parts a viewer sees, as the parts themselves key them. */
export function jobPartQueryKeys(job: JobDetail): QueryKey[] {
  const shown = jobPartsShown(job);
  const lists = deliveryLists(job);
  const party = partyOf(job);
  const keys: (QueryKey | false)[] = [
    shown.withPilot && reschedulesKey(job.id),
    shown.withPilot && authorizationsKey(job.id),
    shown.conditions && flightConditionsKey(job.id),
    lists.delivery && [deliveryUrl(job.id)],
    lists.delivery && [jobFilesUrl(job.id, "deliverable")],
    lists.disputes && [jobDisputesUrl(job.id)],
    lists.evidence && [jobFilesUrl(job.id, "dispute_evidence")],
    lists.flightLog && party !== null && jobFlightLogKey(job.id, party),
    // The pilot's fleet: the flight log's "Log a flight" needs a drone in it.
    lists.flightLog && party === "pilot" && EQUIPMENT_KEY,
  ];
  return keys.filter((key): key is QueryKey => key !== false);
}

/**
 * Asks for the lazy parts' data as soon as the job is known, so it arrives (and is saved for
 * offline use) as early as when the parts were part of the page, not after their code.
 */
export function usePrefetchJobParts(job: JobDetail) {
  const queryClient = useQueryClient();
  const keys = JSON.stringify(jobPartQueryKeys(job));
  useEffect(() => {
    for (const queryKey of JSON.parse(keys) as QueryKey[]) {
      void queryClient.prefetchQuery({ queryKey });
    }
  }, [queryClient, keys]);
}
