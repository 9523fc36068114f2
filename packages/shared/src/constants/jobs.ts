// A job's options, limits and answers, kept apart from the zod schemas of schemas/jobs.ts: a
// screen that only shows a label or a limit (a job's page, the job board) then loads no schema
// code (issue 19, section 3).

/** What a client may ask to receive. */
export const JOB_DELIVERABLES = [
  { value: "photos", label: "Photos" },
  { value: "video", label: "Video" },
  { value: "mapping_3d", label: "3D model / mapping" },
  { value: "report", label: "Inspection report" },
] as const;
export const JOB_DELIVERABLE_VALUES = JOB_DELIVERABLES.map((d) => d.value) as [
  (typeof JOB_DELIVERABLES)[number]["value"],
  ...(typeof JOB_DELIVERABLES)[number]["value"][],
];

/** What a pilot must hold or bring; `insurance` comes with a minimum cover amount. */
export const JOB_REQUIREMENTS = [
  { value: "night_waiver", label: "Night operations (Part 107 night training or waiver)" },
  { value: "airspace_authorization", label: "Controlled airspace authorization (LAANC)" },
  { value: "insurance", label: "Liability insurance" },
  { value: "thermal_camera", label: "Thermal camera" },
  { value: "rtk_gps", label: "RTK GPS for survey-grade accuracy" },
] as const;
export const JOB_REQUIREMENT_VALUES = JOB_REQUIREMENTS.map((r) => r.value) as [
  (typeof JOB_REQUIREMENTS)[number]["value"],
  ...(typeof JOB_REQUIREMENTS)[number]["value"][],
];

/** Budget limits in cents: a real mission costs something, and typos of 10x get caught. */
export const JOB_BUDGET_MIN_CENTS = 50_00;
export const JOB_BUDGET_MAX_CENTS = 1_000_000_00;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MIN = 20;
export const JOB_DESCRIPTION_MAX = 5000;
export const APPLICATION_MESSAGE_MIN = 10;
export const APPLICATION_MESSAGE_MAX = 2000;
export const JOB_BOARD_DEFAULT_PAGE_SIZE = 20;
export const JOB_BOARD_MAX_PAGE_SIZE = 50;
export const JOB_BOARD_DEFAULT_RADIUS_MILES = 100;
/**
 * Around a place the board counts open jobs up to this many past the start of the page it
 * answers (in steps of this size); past that, `total` is the count reached and
 * `totalIsEstimate` is true ("100+ open jobs"). Counting a city's thousands of jobs cost more
 * than finding the page (docs/benchmarks.md).
 */
export const JOB_BOARD_COUNT_LIMIT = 100;
export const JOB_BOARD_SORTS = ["newest", "nearest", "budget"] as const;

export const JOB_NOT_FOUND_MESSAGE = "Job not found";
export const APPLICATION_NOT_FOUND_MESSAGE = "Application not found";
export const PROPERTY_NOT_FOUND_MESSAGE = "Property not found";
export const ALREADY_APPLIED_MESSAGE = "You have already applied to this job.";
