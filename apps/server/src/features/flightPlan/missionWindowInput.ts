import {
  JOB_DATE_IN_PAST_MESSAGE,
  MISSION_DATE_AFTER_DEADLINE_MESSAGE,
  jobSiteDate,
  siteDateOf,
  siteTimeZone,
  type JobPostRequest,
} from "@skyhire/shared";
import { HttpError } from "../../plugins/errors";

/**
 * 400 when the stated mission window cannot be flown: its day is already over at the site, or
 * it falls after the job's deadline. Both are site calendar days (the window's zone).
 */
export function refuseUnplannableWindow(
  input: Pick<JobPostRequest, "missionWindow" | "deadline">,
  place: { lat: number; lng: number },
  now: Date,
): void {
  const window = input.missionWindow;
  if (!window) return;
  const zone = siteTimeZone(place.lat, place.lng);
  const path = "body.missionWindow.date";
  if (window.date < siteDateOf(now, zone)) {
    throw new HttpError(400, JOB_DATE_IN_PAST_MESSAGE, [
      { path, message: JOB_DATE_IN_PAST_MESSAGE },
    ]);
  }
  if (input.deadline && window.date > jobSiteDate(new Date(input.deadline), zone)) {
    throw new HttpError(400, MISSION_DATE_AFTER_DEADLINE_MESSAGE, [
      { path, message: MISSION_DATE_AFTER_DEADLINE_MESSAGE },
    ]);
  }
}
