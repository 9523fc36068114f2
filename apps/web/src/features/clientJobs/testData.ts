import { NO_APPLICANT_CREDENTIALS, type ApplicationDto, type JobDto } from "@skyhire/shared";

/** Rows as the API answers them, for the client-side screens' tests. */
export function jobRow(overrides: Partial<JobDto> = {}): JobDto {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Aerial photos of a lakeside home",
    description: "Twenty photos of the house and the lake front.",
    serviceType: "real_estate",
    location: "Austin, TX",
    lat: 30.27,
    lng: -97.74,
    budget: 450_00,
    dateFrom: null,
    deadline: "2026-12-10T23:59:59.000Z",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    status: "open",
    rating: null,
    deliverables: ["photos"],
    requirements: [],
    insuranceMinimum: null,
    propertyId: null,
    clientProfileId: "00000000-0000-4000-8000-0000000000c1",
    pilotProfileId: null,
    pendingApplications: 0,
    siteTimeZone: "America/Chicago",
    missionWindow: null,
    airspaceClass: null,
    plannedFlight: null,
    ...overrides,
  };
}

export function applicationRow(
  n: number,
  overrides: Partial<ApplicationDto> = {},
  pilot: Partial<NonNullable<ApplicationDto["pilot"]>> = {},
): ApplicationDto {
  const pilotProfileId = `00000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`;
  return {
    id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, "0")}`,
    jobId: "00000000-0000-4000-8000-000000000001",
    pilotProfileId,
    status: "pending",
    quote: 400_00,
    proposedDate: "2026-12-05T23:59:59.000Z",
    message: "I fly real estate around Austin every week.",
    counter: null,
    createdAt: `2026-11-0${n}T10:00:00.000Z`,
    updatedAt: `2026-11-0${n}T10:00:00.000Z`,
    pilot: {
      pilotProfileId,
      name: `Pilot ${n}`,
      businessName: null,
      profileImageUrl: null,
      rating: 4.5,
      reviewCount: 8,
      flightHours: 320,
      completedJobs: 12,
      part107Verified: true,
      credentials: NO_APPLICANT_CREDENTIALS,
      distanceMiles: 12,
      ...pilot,
    },
    ...overrides,
  };
}
