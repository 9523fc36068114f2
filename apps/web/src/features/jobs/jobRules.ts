/**
 * The job rules of spec section 9 live in @skyhire/shared (rules/dashboard) so the server and
 * the web app share them; these names are kept for the screens that import them from here.
 */
export {
  averageJobRating as averageRating,
  completedTotalCents,
  formatCents,
  isActiveMission,
  isActiveProject,
  isPendingReview,
  JOB_STATUS_LABELS as STATUS_LABELS,
  jobStatusLabel as statusLabel,
} from "@skyhire/shared";
