import { SEED_CLIENTS } from "./catalog/clients";
import { NEARBY_CLIENT } from "./catalog/demoProfiles";
import { addDemoConversations, type DemoJobs } from "./conversations";
import { addDemoCrmNotes } from "./crmNotes";
import { addDemoAccounts, type DemoPeople } from "./demo";
import type { DemoAccountEmail } from "./demoAccounts";
import {
  addClient,
  addJob,
  addNotification,
  pilotsNear,
  type SeedContext,
  type SeededClient,
} from "./marketplace";
import { serviceAreaRows } from "../features/pilots/serviceAreas";
import { addAircraftRegistrations } from "./aircraft";
import { addFlightLogs } from "./flightLogs";
import { addMissionWindows } from "./missionWindows";
import { generatePilots } from "./pilots";
import { createRng } from "./prng";
import { emptySeedRows, type SeedRows } from "./rows";
import { JOB_STATUSES, type JobStatus } from "@skyhire/shared";

export interface GenerateOptions {
  now: Date;
  /** argon2id hashes of the demo password, one per demo account (hashing is async and slow). */
  passwordHashes: Record<DemoAccountEmail, string>;
  seed?: number;
  pilotCount?: number;
}

export const DEFAULT_SEED = 107;
export const DEFAULT_PILOT_COUNT = 320;

/** Builds every demo row in memory; pure apart from the clock passed in `now`. */
export function generateSeedData(options: GenerateOptions): SeedRows {
  const ctx: SeedContext = {
    rows: emptySeedRows(),
    rng: createRng(options.seed ?? DEFAULT_SEED),
    now: options.now,
    pilots: [],
  };
  const usedPart107 = new Set<string>(["4172093", "4388215"]);
  const demo = addDemoAccounts(ctx, options.passwordHashes);
  ctx.pilots = generatePilots(ctx.rows, ctx.rng, {
    count: options.pilotCount ?? DEFAULT_PILOT_COUNT,
    now: options.now,
    usedPart107,
  });

  const nearby = addClient(ctx, NEARBY_CLIENT);
  const clients = SEED_CLIENTS.map((spec) => addClient(ctx, spec));

  const demoJobs = addDemoJobs(ctx, demo, nearby, clients);
  for (const client of clients) addMarketJobs(ctx, client);
  addMarketJobs(ctx, nearby);
  addDemoCrmNotes(ctx, demo, nearby);
  // Last, so the rows above draw the same random numbers as before conversations existed.
  addDemoConversations(ctx, demo, nearby, demoJobs);
  addAircraftRegistrations(ctx.rows, createRng((options.seed ?? DEFAULT_SEED) + 48), options.now);
  addMissionWindows(
    ctx.rows,
    createRng((options.seed ?? DEFAULT_SEED) + 107),
    options.now,
    new Set([demoJobs.townhomesShoot]),
  );
  addFlightLogs(ctx.rows, createRng((options.seed ?? DEFAULT_SEED) + 108), options.now);
  ctx.rows.pilotServiceAreas = ctx.rows.pilotProfiles.flatMap((p) =>
    serviceAreaRows(p.id, p.serviceAreas ?? []),
  );
  return ctx.rows;
}

// Rough mix of a live marketplace: many open and completed jobs, fewer in flight.
const STATUS_WEIGHTS: Record<JobStatus, number> = {
  open: 35,
  assigned: 10,
  in_progress: 10,
  ready_for_review: 8,
  completed: 30,
  cancelled: 7,
  disputed: 2,
};
const STATUS_WEIGHT_LIST = JOB_STATUSES.map((status) => STATUS_WEIGHTS[status]);

function addMarketJobs(ctx: SeedContext, client: SeededClient) {
  const count = ctx.rng.int(4, 7);
  for (let i = 0; i < count; i++) {
    addJob(ctx, { client, status: ctx.rng.pickWeighted(JOB_STATUSES, STATUS_WEIGHT_LIST) });
  }
}

/**
 * A story the demo accounts can click through: the demo client has a job in every status, most
 * flown by the demo pilot, and "both" is on each side of one deal.
 */
function addDemoJobs(
  ctx: SeedContext,
  demo: DemoPeople,
  nearby: SeededClient,
  clients: SeededClient[],
): DemoJobs {
  const { pilot, client, bothPilot, bothClient } = demo;
  const [estate, mixedUse, townhomes, lakeLot] = client.properties;
  const austinPilots = pilotsNear(ctx, client.city, 100).filter((p) => p !== pilot);
  const otherAustinPilot = austinPilots[0] ?? pilot;

  // Demo client: one job in every status.
  const estateListing = addJob(ctx, {
    client,
    status: "open",
    serviceType: "real_estate",
    property: estate,
    deadlineInDays: 12,
    applicants: [pilot, ...austinPilots.slice(1, 3)],
    randomApplicants: 0,
  });
  addJob(ctx, {
    client,
    status: "open",
    serviceType: "marketing_advertising",
    property: mixedUse,
    deadlineInDays: null,
    randomApplicants: 1,
  });
  const townhomesShoot = addJob(ctx, {
    client,
    status: "assigned",
    serviceType: "construction",
    property: townhomes,
    pilot,
    deadlineInDays: 5,
  });
  addJob(ctx, {
    client,
    status: "in_progress",
    serviceType: "real_estate",
    property: lakeLot,
    pilot,
    deadlineInDays: 0,
  });
  addJob(ctx, {
    client,
    status: "ready_for_review",
    serviceType: "commercial_inspection",
    property: mixedUse,
    pilot,
    deadlineInDays: -1,
  });
  addJob(ctx, {
    client,
    status: "completed",
    serviceType: "real_estate",
    property: estate,
    pilot,
    rating: 5,
  });
  addJob(ctx, {
    client,
    status: "completed",
    serviceType: "construction",
    property: townhomes,
    pilot,
    rating: 4,
  });
  addJob(ctx, {
    client,
    status: "completed",
    serviceType: "real_estate",
    pilot: otherAustinPilot,
    rating: 5,
  });
  addJob(ctx, {
    client,
    status: "cancelled",
    serviceType: "marketing_advertising",
    property: null,
  });
  addJob(ctx, {
    client,
    status: "disputed",
    serviceType: "construction",
    property: townhomes,
    pilot: otherAustinPilot,
    deadlineInDays: -3,
  });

  // Demo pilot with a second customer: one win, one loss, one open bid.
  addJob(ctx, {
    client: nearby,
    status: "completed",
    serviceType: "commercial_inspection",
    pilot,
    rating: 5,
  });
  addJob(ctx, {
    client: nearby,
    status: "assigned",
    serviceType: "insurance_claims",
    applicants: [pilot],
  });
  addJob(ctx, {
    client: nearby,
    status: "open",
    serviceType: "commercial_inspection",
    applicants: [pilot],
  });

  // "Both": hires for its own rentals and flies for a Denver builder.
  const denverPilots = pilotsNear(ctx, bothClient.city, 100).filter((p) => p !== bothPilot);
  addJob(ctx, {
    client: bothClient,
    status: "open",
    serviceType: "real_estate",
    randomApplicants: 2,
  });
  addJob(ctx, {
    client: bothClient,
    status: "completed",
    serviceType: "real_estate",
    pilot: denverPilots[0],
    rating: 5,
  });
  const builder = clients.find((c) => c.city.city === "Denver");
  let builderSurvey: DemoJobs["builderSurvey"] = null;
  if (builder) {
    const jobId = addJob(ctx, {
      client: builder,
      status: "in_progress",
      serviceType: "mapping_surveying",
      pilot: bothPilot,
    });
    builderSurvey = { jobId, client: builder };
    addJob(ctx, {
      client: builder,
      status: "open",
      serviceType: "construction",
      applicants: [bothPilot],
    });
  }

  const note = (userId: string, n: Parameters<typeof addNotification>[2]) =>
    addNotification(ctx, userId, n);
  note(pilot.userId, {
    kind: "application_accepted",
    title: "You're hired!",
    body: `${client.companyName} accepted your application.`,
    link: "/pilot-dashboard",
    hoursAgo: 30,
    read: true,
  });
  note(pilot.userId, {
    kind: "job_match",
    title: "New job near you",
    body: "A real estate job in Austin, TX matches your services.",
    link: "/pilot-dashboard",
    hoursAgo: 3,
    read: false,
  });
  note(pilot.userId, {
    kind: "job_rated",
    title: "New 5-star rating",
    body: `${client.companyName} rated your work 5 stars.`,
    link: "/pilot-dashboard",
    hoursAgo: 50,
    read: false,
  });
  note(pilot.userId, {
    kind: "payment_released",
    title: "Payment released",
    body: "Escrow for a completed job was released to you.",
    link: "/pilot-dashboard",
    hoursAgo: 120,
    read: true,
  });
  note(client.userId, {
    kind: "application_received",
    title: "New application",
    body: "A pilot applied to your listing shoot.",
    link: "/client-dashboard",
    hoursAgo: 2,
    read: false,
  });
  note(client.userId, {
    kind: "application_received",
    title: "New application",
    body: "Another pilot applied to your listing shoot.",
    link: "/client-dashboard",
    hoursAgo: 6,
    read: false,
  });
  note(client.userId, {
    kind: "deliverables_ready",
    title: "Deliverables ready for review",
    body: "Your roof inspection report is ready.",
    link: "/client-dashboard",
    hoursAgo: 20,
    read: false,
  });
  note(client.userId, {
    kind: "job_completed",
    title: "Job completed",
    body: "Thanks for rating your pilot.",
    link: "/client-dashboard",
    hoursAgo: 200,
    read: true,
  });
  note(bothPilot.userId, {
    kind: "application_received",
    title: "New application",
    body: "Pilots applied to your rental listing job.",
    link: "/client-dashboard",
    hoursAgo: 4,
    read: false,
  });
  note(bothPilot.userId, {
    kind: "mission_reminder",
    title: "Mission due soon",
    body: "Your survey for a Denver builder is due this week.",
    link: "/pilot-dashboard",
    hoursAgo: 10,
    read: false,
  });
  return { townhomesShoot, estateListing, builderSurvey };
}
