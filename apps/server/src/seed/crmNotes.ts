import type { DemoPeople } from "./demo";
import type { SeedContext, SeededClient } from "./marketplace";
import { daysFrom } from "./rows";

/** A calendar day `days` from now, as a date column holds it. */
const dayFrom = (now: Date, days: number) => daysFrom(now, days).toISOString().slice(0, 10);

/**
 * The demo pilot's private CRM notes, tags and follow-up days about the two clients they work
 * for, so /pilot/crm opens on a relationship with history rather than an empty notebook.
 */
export function addDemoCrmNotes(ctx: SeedContext, demo: DemoPeople, nearby: SeededClient) {
  const { rows, rng, now } = ctx;
  const pilotProfileId = demo.pilot.profileId;
  const note = (client: SeededClient, body: string, daysAgo: number) => {
    const at = daysFrom(now, -daysAgo);
    rows.pilotClientNotes.push({
      id: rng.uuid(),
      pilotProfileId,
      clientProfileId: client.profileId,
      body,
      createdAt: at,
      updatedAt: at,
    });
  };
  note(
    demo.client,
    "Prefers golden-hour exteriors and twilight shots for listings over $1M. Send proofs within 24 hours.",
    40,
  );
  note(
    demo.client,
    "Gate code for the townhomes site changes monthly: ask the site lead the day before.",
    9,
  );
  note(nearby, "Roof reports go to their insurance adjuster too: PDF plus raw thermal images.", 20);
  rows.pilotClientDetails.push(
    {
      pilotProfileId,
      clientProfileId: demo.client.profileId,
      tags: ["Repeat client", "Real estate"],
      followUpOn: dayFrom(now, 5),
      updatedAt: daysFrom(now, -9),
    },
    {
      pilotProfileId,
      clientProfileId: nearby.profileId,
      tags: ["Inspections"],
      followUpOn: null,
      updatedAt: daysFrom(now, -20),
    },
  );
}
