import { and, count, eq, inArray } from "drizzle-orm";
import type { CrmClient, CrmClientList, CrmClientsQuery, CrmSort } from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  clientProfiles,
  pilotClientDetails,
  pilotClientNotes,
  users,
  type User,
} from "../../db/schema";
import { findPilotProfile } from "../jobs/access";
import { displayName } from "../pilots/search";
import { relationJobs, type RelationJob } from "./relationJobs";

export interface CrmPilot {
  profileId: string;
  userId: string;
}

/** The caller as a pilot, or null before they have a pilot profile (an empty CRM). */
export async function crmPilotOf(db: Database, user: User): Promise<CrmPilot | null> {
  const profile = await findPilotProfile(db, user.id);
  return profile ? { profileId: profile.id, userId: user.id } : null;
}

/** The client rows of a CRM: who they are plus the pilot's own tags, follow-up and notes. */
export interface ClientFacts {
  clientProfileId: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  location: string | null;
  industry: string | null;
  memberSince: Date;
  tags: string[];
  followUpOn: string | null;
  noteCount: number;
}

export async function clientFacts(
  db: Database,
  pilot: CrmPilot,
  clientProfileIds: string[],
): Promise<Map<string, ClientFacts>> {
  if (clientProfileIds.length === 0) return new Map();
  const [people, details, notes] = await Promise.all([
    db
      .select({
        clientProfileId: clientProfiles.id,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: clientProfiles.companyName,
        location: clientProfiles.location,
        industry: clientProfiles.industry,
        memberSince: users.createdAt,
      })
      .from(clientProfiles)
      .innerJoin(users, eq(users.id, clientProfiles.userId))
      .where(inArray(clientProfiles.id, clientProfileIds)),
    db
      .select()
      .from(pilotClientDetails)
      .where(
        and(
          eq(pilotClientDetails.pilotProfileId, pilot.profileId),
          inArray(pilotClientDetails.clientProfileId, clientProfileIds),
        ),
      ),
    db
      .select({ clientProfileId: pilotClientNotes.clientProfileId, n: count() })
      .from(pilotClientNotes)
      .where(
        and(
          eq(pilotClientNotes.pilotProfileId, pilot.profileId),
          inArray(pilotClientNotes.clientProfileId, clientProfileIds),
        ),
      )
      .groupBy(pilotClientNotes.clientProfileId),
  ]);
  const detailOf = new Map(details.map((d) => [d.clientProfileId, d]));
  const notesOf = new Map(notes.map((n) => [n.clientProfileId, n.n]));
  return new Map(
    people.map((p) => [
      p.clientProfileId,
      {
        ...p,
        tags: detailOf.get(p.clientProfileId)?.tags ?? [],
        followUpOn: detailOf.get(p.clientProfileId)?.followUpOn ?? null,
        noteCount: notesOf.get(p.clientProfileId) ?? 0,
      },
    ]),
  );
}

/** One CRM row from the client's facts and the jobs between them (newest activity first). */
export function toCrmClient(facts: ClientFacts, jobs: RelationJob[]): CrmClient {
  const hiredEver = jobs.some((j) => j.hired);
  const counts = { total: jobs.length, active: 0, completed: 0, pending: 0, closed: 0 };
  for (const job of jobs) counts[job.bucket] += 1;
  const ratings = jobs.flatMap((j) => (j.rating === null ? [] : [j.rating]));
  const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : null;
  return {
    clientProfileId: facts.clientProfileId,
    // A client's full name is shared with the pilots they hire; before that, as in public.
    contactName: hiredEver
      ? `${facts.firstName} ${facts.lastName}`.trim()
      : displayName(facts.firstName, facts.lastName),
    companyName: facts.companyName,
    location: facts.location,
    industry: facts.industry,
    status: counts.active > 0 ? "active" : hiredEver ? "past" : "prospect",
    jobs: counts,
    earnedCents: jobs.reduce((sum, j) => sum + j.earnedCents, 0),
    lastContactAt: jobs.reduce(
      (latest, j) => (j.lastActivityAt > latest ? j.lastActivityAt : latest),
      jobs[0]?.lastActivityAt ?? facts.memberSince.toISOString(),
    ),
    rating: average === null ? null : Math.round(average * 10) / 10,
    ratingCount: ratings.length,
    tags: facts.tags,
    followUpOn: facts.followUpOn,
    noteCount: facts.noteCount,
  };
}

const nameOf = (c: CrmClient) => (c.companyName ?? c.contactName).toLocaleLowerCase();
const byRecent = (a: CrmClient, b: CrmClient) => b.lastContactAt.localeCompare(a.lastContactAt);

const SORTS: Record<CrmSort, (a: CrmClient, b: CrmClient) => number> = {
  recent: byRecent,
  earned: (a, b) => b.earnedCents - a.earnedCents || byRecent(a, b),
  jobs: (a, b) => b.jobs.total - a.jobs.total || byRecent(a, b),
  name: (a, b) => nameOf(a).localeCompare(nameOf(b)),
  // Clients with a follow-up day first, soonest first; the rest by latest contact.
  follow_up: (a, b) =>
    a.followUpOn && b.followUpOn
      ? a.followUpOn.localeCompare(b.followUpOn)
      : a.followUpOn
        ? -1
        : b.followUpOn
          ? 1
          : byRecent(a, b),
};

function matches(client: CrmClient, words: string | undefined): boolean {
  if (!words) return true;
  const needle = words.toLocaleLowerCase();
  return [client.contactName, client.companyName ?? ""].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** Every client the pilot has a relation with, grouped from the jobs between them. */
export async function allCrmClients(db: Database, pilot: CrmPilot): Promise<CrmClient[]> {
  const jobs = await relationJobs(db, pilot);
  const byClient = new Map<string, RelationJob[]>();
  for (const job of jobs) {
    const list = byClient.get(job.clientProfileId) ?? [];
    list.push(job);
    byClient.set(job.clientProfileId, list);
  }
  const facts = await clientFacts(db, pilot, [...byClient.keys()]);
  return [...byClient.entries()].flatMap(([id, list]) => {
    const f = facts.get(id);
    return f ? [toCrmClient(f, list)] : [];
  });
}

/** GET /api/crm/clients: filtered and sorted; the stats count every relationship. */
export async function listCrmClients(
  db: Database,
  user: User,
  query: CrmClientsQuery,
): Promise<CrmClientList> {
  const pilot = await crmPilotOf(db, user);
  const all = pilot ? await allCrmClients(db, pilot) : [];
  const items = all
    .filter((c) => (query.status ? c.status === query.status : true))
    .filter((c) => matches(c, query.q?.trim()))
    .sort(SORTS[query.sort ?? "recent"]);
  return {
    items,
    stats: {
      clients: all.length,
      activeClients: all.filter((c) => c.status === "active").length,
      prospects: all.filter((c) => c.status === "prospect").length,
      activeJobs: all.reduce((sum, c) => sum + c.jobs.active, 0),
      earnedCents: all.reduce((sum, c) => sum + c.earnedCents, 0),
    },
  };
}
