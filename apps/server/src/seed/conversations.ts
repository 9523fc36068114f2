import type { DemoPeople } from "./demo";
import type { SeedContext, SeededClient } from "./marketplace";

const HOUR_MS = 3_600_000;

/** The demo jobs the conversations are about (ids from addJob). */
export interface DemoJobs {
  /** The demo client's assigned job, flown by the demo pilot. */
  townhomesShoot: string;
  /** The demo client's open job with applicants. */
  estateListing: string;
  /** The Denver builder's job flown by "both"; null if the catalog lost the builder. */
  builderSurvey: { jobId: string; client: SeededClient } | null;
}

type Side = "client" | "pilot";

interface Line {
  by: Side;
  hoursAgo: number;
  body: string;
}

interface ConversationSpec {
  clientUserId: string;
  pilotUserId: string;
  jobId: string | null;
  /** Nobody wrote before this (the hire, the application); older lines are squeezed after it. */
  notBefore: Date;
  /** Oldest first. */
  lines: Line[];
  /** Who has not read the newest message yet; it must come from the other side. */
  unreadBy: Side | null;
}

function addConversation(ctx: SeedContext, spec: ConversationSpec) {
  const { rows, rng, now } = ctx;
  const oldest = spec.lines[0]?.hoursAgo ?? 0;
  const last = spec.lines.at(-1);
  if (!last || spec.lines.some((l, i) => i > 0 && l.hoursAgo >= spec.lines[i - 1]!.hoursAgo)) {
    throw new Error("seed conversation lines must be non-empty and oldest first");
  }
  if (spec.unreadBy === last.by) throw new Error("nobody has an unread message they wrote");
  // Another seed or clock can date the job later than the script assumes: compress, keep order.
  const availableHours = (now.getTime() - spec.notBefore.getTime()) / HOUR_MS - 0.5;
  const scale = Math.max(0, Math.min(1, availableHours / oldest));

  const conversationId = rng.uuid();
  const sent = spec.lines.map((line) => ({
    id: rng.uuid(),
    senderUserId: line.by === "client" ? spec.clientUserId : spec.pilotUserId,
    body: line.body,
    createdAt: new Date(now.getTime() - Math.round(line.hoursAgo * scale * HOUR_MS)),
  }));
  rows.conversations.push({
    id: conversationId,
    clientUserId: spec.clientUserId,
    pilotUserId: spec.pilotUserId,
    jobId: spec.jobId,
    lastMessageAt: sent.at(-1)!.createdAt,
    createdAt: sent[0]!.createdAt,
  });
  rows.messages.push(...sent.map((m) => ({ ...m, conversationId })));
  const newestId = sent.at(-1)!.id;
  const beforeNewestId = sent.at(-2)?.id ?? null;
  for (const side of ["client", "pilot"] as const) {
    rows.conversationMembers.push({
      conversationId,
      userId: side === "client" ? spec.clientUserId : spec.pilotUserId,
      lastReadMessageId: spec.unreadBy === side ? beforeNewestId : newestId,
    });
  }
}

/** When a job's hired (or applying) pilot's application was last touched. */
function applicationTime(ctx: SeedContext, jobId: string, pilotProfileId: string): Date {
  const application = ctx.rows.applications.find(
    (a) => a.jobId === jobId && a.pilotProfileId === pilotProfileId,
  );
  return application?.updatedAt ?? application?.createdAt ?? ctx.now;
}

/**
 * Conversations the demo accounts can open on /messages: the demo pilot and client planning
 * the townhomes shoot, a returning customer asking the pilot about more work, "both" with the
 * builder it flies for, and an applicant's question on the client's open listing. Each demo
 * account has exactly one conversation whose newest message (from the other side) is unread.
 */
export function addDemoConversations(
  ctx: SeedContext,
  demo: DemoPeople,
  nearby: SeededClient,
  jobs: DemoJobs,
) {
  const { pilot, client, bothPilot } = demo;

  addConversation(ctx, {
    clientUserId: client.userId,
    pilotUserId: pilot.userId,
    jobId: jobs.townhomesShoot,
    notBefore: applicationTime(ctx, jobs.townhomesShoot, pilot.profileId),
    unreadBy: "client",
    lines: [
      {
        by: "client",
        hoursAgo: 118,
        body: "Hi Alex, glad you're on the Mueller townhomes flights again. The builder wants this month's set before the phase 2 framing inspection, so any day before the deadline works. Any preference on timing?",
      },
      {
        by: "pilot",
        hoursAgo: 116,
        body: "Thanks Jordan! Mornings are best there: the low sun lights the street-facing elevations and the wind is calmest before 10. I'd aim for 8:30 a couple of days before the deadline. Same north gate on Aldrich St?",
      },
      {
        by: "client",
        hoursAgo: 97,
        body: "Yes, north gate. The site lead this month is Dana Ortiz, (512) 555-0172. She'll text you the gate code the day before; it changed again.",
      },
      {
        by: "pilot",
        hoursAgo: 95,
        body: "Perfect. Plan: the same four corner obliques as last month so the series lines up, a full orthomosaic of phase 2 and a top-down of the amenity center footings. LAANC for 200 ft is already approved.",
      },
      {
        by: "client",
        hoursAgo: 50,
        body: "Great. Marketing also asked for a short video pass along the street front for the pre-sale page. Can you add that?",
      },
      {
        by: "pilot",
        hoursAgo: 47,
        body: "Sure, I'll add a 60-second street-front pass while I'm up, no extra charge. I'll fly it after the stills so the crews have cleared the sidewalk.",
      },
      {
        by: "client",
        hoursAgo: 26,
        body: "Thank you! Please keep the framing crews out of the close-ups: the builder is picky about hard hats in marketing shots.",
      },
      {
        by: "pilot",
        hoursAgo: 3,
        body: "Will do. Dana sent the gate code and the forecast looks calm, so I'm set for the morning flight. Proofs within 24 hours as usual.",
      },
    ],
  });

  // General (no job): a past customer writing from the pilot's profile about new work.
  addConversation(ctx, {
    clientUserId: nearby.userId,
    pilotUserId: pilot.userId,
    jobId: null,
    notBefore: new Date(ctx.now.getTime() - 30 * 24 * HOUR_MS),
    unreadBy: "pilot",
    lines: [
      {
        by: "client",
        hoursAgo: 70,
        body: "Hi Alex, the Pearl District warehouse report went over well with our insurance adjuster. We have three more flat-roof warehouses on the north side of San Antonio that need thermal scans before summer. Do you still come down here regularly?",
      },
      {
        by: "pilot",
        hoursAgo: 67,
        body: "Hi Luis, glad it helped! Yes, I'm in San Antonio a couple of times a month. Thermal works best just after sunset on a clear day, while wet insulation still holds the heat. Roughly how big are the roofs?",
      },
      {
        by: "client",
        hoursAgo: 45,
        body: "About 40,000, 65,000 and 90,000 sq ft, all single-ply membrane. Same deliverables as last time: the PDF plus the raw thermal images for the adjuster.",
      },
      {
        by: "pilot",
        hoursAgo: 44,
        body: "That's one evening for all three if the weather holds. Post it as a job with the addresses and any roof plans you have, and I'll send a quote the same day.",
      },
      {
        by: "client",
        hoursAgo: 5,
        body: "Will do. I'm pulling the addresses and roof plans together now, so expect the job posting by the end of the week.",
      },
    ],
  });

  if (jobs.builderSurvey) {
    const { jobId, client: builder } = jobs.builderSurvey;
    addConversation(ctx, {
      clientUserId: builder.userId,
      pilotUserId: bothPilot.userId,
      jobId,
      notBefore: applicationTime(ctx, jobId, bothPilot.profileId),
      unreadBy: "pilot",
      lines: [
        {
          by: "client",
          hoursAgo: 52,
          body: "Hi Taylor, the crews reshaped the gravel and road base piles at the yard yesterday. Can you still fly before the deadline?",
        },
        {
          by: "pilot",
          hoursAgo: 50,
          body: "Hi Marcus, yes. I'll set the base station on the same control point as last month so the volumes compare cleanly. When do the loaders stop for lunch?",
        },
        {
          by: "client",
          hoursAgo: 31,
          body: "They break from 12 to 1, and the yard gate opens at 6.",
        },
        {
          by: "pilot",
          hoursAgo: 30,
          body: "Then I'll fly over the lunch break. Expect the volume report and the point cloud within two days.",
        },
        {
          by: "client",
          hoursAgo: 2,
          body: "Thanks. Could you flag any pile that changed more than 10% since the last survey? Our accountant asks every month.",
        },
      ],
    });
  }

  // Another applicant's question on the client's open listing, answered (nothing unread).
  const rival = ctx.rows.applications
    .filter((a) => a.jobId === jobs.estateListing && a.pilotProfileId !== pilot.profileId)
    .map((a) => ctx.pilots.find((p) => p.profileId === a.pilotProfileId))
    .find((p) => p !== undefined);
  if (rival) {
    addConversation(ctx, {
      clientUserId: client.userId,
      pilotUserId: rival.userId,
      jobId: jobs.estateListing,
      notBefore: applicationTime(ctx, jobs.estateListing, rival.profileId),
      unreadBy: null,
      lines: [
        {
          by: "pilot",
          hoursAgo: 150,
          body: "Hi Jordan, I applied to the Barton Creek estate tour. Would you like twilight exteriors as well as the daytime set? They tend to help listings in that price range.",
        },
        {
          by: "client",
          hoursAgo: 141,
          body: `Hi ${rival.firstName}, yes, we'd want both. We'll share the gate code and the homeowner's schedule with whoever we hire.`,
        },
      ],
    });
  }

  // Inserted in this order, so seq follows time across conversations too.
  ctx.rows.messages.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}
