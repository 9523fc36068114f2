import {
  allowedApplicationEvents,
  allowedJobEvents,
  type ApplicationEvent,
  type ApplicationStatus,
  type JobEvent,
  type JobStatus,
} from "@skyhire/shared";

/**
 * Which buttons a job page offers. The lifecycle table of @skyhire/shared decides what is
 * allowed; this file only narrows it to the events this release has endpoints for, so no button
 * leads nowhere (start, deliver, approve... arrive with escrow).
 */
const JOB_EVENTS_WITH_ENDPOINTS: ReadonlySet<JobEvent> = new Set(["cancel"]);
const APPLICATION_EVENTS_WITH_ENDPOINTS: ReadonlySet<ApplicationEvent> = new Set([
  "edit",
  "withdraw",
  "accept_counter",
  "decline_counter",
]);

type JobLike = { status: JobStatus };
type ApplicationLike = {
  status: ApplicationStatus;
  counter?: { status: "pending" | "accepted" | "declined" } | null;
};

export type PilotActions = {
  /** Apply: an open job the pilot has not applied to yet (one application per job). */
  apply: boolean;
  edit: boolean;
  withdraw: boolean;
  /** Answer the client's counter-offer (accept or decline). */
  answerCounter: boolean;
};

export function pilotActions(job: JobLike, application: ApplicationLike | null): PilotActions {
  if (!application) {
    return { apply: job.status === "open", edit: false, withdraw: false, answerCounter: false };
  }
  const allowed = new Set(
    allowedApplicationEvents(application.status, "pilot").filter((e) =>
      APPLICATION_EVENTS_WITH_ENDPOINTS.has(e),
    ),
  );
  // Applications only change while their job is open; afterwards the page just reports them.
  const open = job.status === "open";
  const counterPending = application.counter?.status === "pending";
  return {
    apply: false,
    edit: open && allowed.has("edit"),
    withdraw: open && allowed.has("withdraw"),
    answerCounter:
      open && counterPending && allowed.has("accept_counter") && allowed.has("decline_counter"),
  };
}

export type ClientActions = {
  /** Edit the job (PATCH, while open). */
  edit: boolean;
  cancel: boolean;
};

export function clientActions(job: JobLike): ClientActions {
  const allowed = allowedJobEvents(job.status, "client").filter((e) =>
    JOB_EVENTS_WITH_ENDPOINTS.has(e),
  );
  return { edit: job.status === "open", cancel: allowed.includes("cancel") };
}
