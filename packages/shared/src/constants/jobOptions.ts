// The options a job offers, kept apart from the zod schemas of schemas/jobs.ts: a screen that
// only shows their labels (a job's page) then loads no schema code (issue 19, section 3).

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
