import {
  allowedApplicationEvents,
  allowedJobEvents,
  type ApplicationStatus,
  type JobStatus,
} from "@skyhire/shared";

export type ApplicantActions = {
  /** Hire this pilot: accepts the application and assigns the job. */
  hire: boolean;
  reject: boolean;
  /** Propose another price or date. */
  counter: boolean;
};

/**
 * What a client may do with one application, straight from the lifecycle table: the
 * application's own events for the client, and hiring only while the job itself may be hired
 * for. Nothing changes applications once the job has left "open".
 */
export function applicantActions(
  job: { status: JobStatus },
  application: { status: ApplicationStatus },
): ApplicantActions {
  const jobOpen = allowedJobEvents(job.status, "client").includes("hire");
  const allowed = new Set(jobOpen ? allowedApplicationEvents(application.status, "client") : []);
  return {
    hire: allowed.has("accept"),
    reject: allowed.has("reject"),
    counter: allowed.has("counter"),
  };
}

export function hasAnyAction(actions: ApplicantActions): boolean {
  return actions.hire || actions.reject || actions.counter;
}
