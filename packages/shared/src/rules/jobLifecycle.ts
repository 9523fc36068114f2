import type { ApplicationStatus, JobStatus } from "../constants/statuses";

/**
 * Who acts on a job: its client, its pilot (the hired one, or the applicant for application
 * events), the server on its own (timers, side effects of another change), or an operator.
 */
export const ACTORS = ["client", "pilot", "system", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export interface Transition<S extends string, E extends string> {
  from: S;
  event: E;
  to: S;
  actors: readonly Actor[];
}

export const JOB_EVENTS = [
  "hire",
  "cancel",
  "start",
  "deliver",
  "approve",
  "request_changes",
  "dispute",
  "resolve_with_payout",
  "resolve_with_refund",
] as const;
export type JobEvent = (typeof JOB_EVENTS)[number];

/**
 * Every allowed job status change, once. The server refuses anything not in this table and the
 * web app shows only the actions it allows. Issue 5 uses hire and cancel; escrow (issue 6) adds
 * payment at hire and the rest, which is why the whole flow is written here already.
 */
export const JOB_TRANSITIONS: readonly Transition<JobStatus, JobEvent>[] = [
  { from: "open", event: "hire", to: "assigned", actors: ["client"] },
  { from: "open", event: "cancel", to: "cancelled", actors: ["client"] },
  // Before the mission starts the client may still cancel (issue 6: full refund).
  { from: "assigned", event: "cancel", to: "cancelled", actors: ["client"] },
  { from: "assigned", event: "start", to: "in_progress", actors: ["pilot"] },
  { from: "in_progress", event: "deliver", to: "ready_for_review", actors: ["pilot"] },
  // system: delivery approved automatically when the client does not answer in time.
  { from: "ready_for_review", event: "approve", to: "completed", actors: ["client", "system"] },
  { from: "ready_for_review", event: "request_changes", to: "in_progress", actors: ["client"] },
  { from: "in_progress", event: "dispute", to: "disputed", actors: ["client", "pilot"] },
  { from: "ready_for_review", event: "dispute", to: "disputed", actors: ["client", "pilot"] },
  // An operator splits the escrow; any payout to the pilot completes the job, none cancels it.
  { from: "disputed", event: "resolve_with_payout", to: "completed", actors: ["admin"] },
  { from: "disputed", event: "resolve_with_refund", to: "cancelled", actors: ["admin"] },
];

export const APPLICATION_EVENTS = [
  "edit",
  "withdraw",
  "counter",
  "accept_counter",
  "decline_counter",
  "accept",
  "reject",
] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

/**
 * Every allowed application change. Counter-offers keep an application pending: the client
 * proposes a price or date, the pilot takes it (the quote becomes the counter) or declines it
 * (the quote stays). "system" rejects the other pending applications when one is accepted, and
 * all of them when the job is cancelled.
 */
export const APPLICATION_TRANSITIONS: readonly Transition<ApplicationStatus, ApplicationEvent>[] = [
  { from: "pending", event: "edit", to: "pending", actors: ["pilot"] },
  { from: "pending", event: "withdraw", to: "withdrawn", actors: ["pilot"] },
  { from: "pending", event: "counter", to: "pending", actors: ["client"] },
  { from: "pending", event: "accept_counter", to: "pending", actors: ["pilot"] },
  { from: "pending", event: "decline_counter", to: "pending", actors: ["pilot"] },
  { from: "pending", event: "accept", to: "accepted", actors: ["client"] },
  { from: "pending", event: "reject", to: "rejected", actors: ["client", "system"] },
];

function find<S extends string, E extends string>(
  table: readonly Transition<S, E>[],
  from: S,
  event: E,
  actor: Actor,
): S | null {
  const row = table.find((t) => t.from === from && t.event === event && t.actors.includes(actor));
  return row ? row.to : null;
}

/** The status a job moves to, or null when `actor` may not do `event` from `from`. */
export function nextJobStatus(from: JobStatus, event: JobEvent, actor: Actor): JobStatus | null {
  return find(JOB_TRANSITIONS, from, event, actor);
}

/** The status an application moves to, or null when the change is not allowed. */
export function nextApplicationStatus(
  from: ApplicationStatus,
  event: ApplicationEvent,
  actor: Actor,
): ApplicationStatus | null {
  return find(APPLICATION_TRANSITIONS, from, event, actor);
}

/** Job events `actor` may trigger now: what the web app offers as buttons. */
export function allowedJobEvents(from: JobStatus, actor: Actor): JobEvent[] {
  return JOB_TRANSITIONS.filter((t) => t.from === from && t.actors.includes(actor)).map(
    (t) => t.event,
  );
}

export function allowedApplicationEvents(
  from: ApplicationStatus,
  actor: Actor,
): ApplicationEvent[] {
  return APPLICATION_TRANSITIONS.filter((t) => t.from === from && t.actors.includes(actor)).map(
    (t) => t.event,
  );
}

/** The statuses a job event can start from (for conditional updates: WHERE status IN ...). */
export function jobEventSources(event: JobEvent): JobStatus[] {
  return JOB_TRANSITIONS.filter((t) => t.event === event).map((t) => t.from);
}

/** 409 message when a change is not allowed in the current status. */
export function transitionRefusedMessage(
  what: "job" | "application",
  status: string,
  event: string,
): string {
  return `This ${what} is ${status.replace(/_/g, " ")}: it can't be ${EVENT_PAST[event] ?? event} now.`;
}

const EVENT_PAST: Record<string, string> = {
  hire: "hired for",
  cancel: "cancelled",
  start: "started",
  deliver: "delivered",
  approve: "approved",
  request_changes: "sent back for changes",
  dispute: "disputed",
  resolve_with_payout: "resolved",
  resolve_with_refund: "resolved",
  edit: "edited",
  withdraw: "withdrawn",
  counter: "countered",
  accept_counter: "answered",
  decline_counter: "answered",
  accept: "accepted",
  reject: "rejected",
};
