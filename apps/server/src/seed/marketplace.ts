import type { ApplicationStatus, JobStatus } from "@skyhire/shared";
import { cityLabel, findCity, milesBetween, type City } from "./catalog/cities";
import type { SeedClient } from "./catalog/clients";
import { JOB_TEMPLATES } from "./catalog/jobTemplates";
import type { ServiceTypeValue } from "./catalog/serviceTypeValues";
import { jitter, type SeededPilot } from "./pilots";
import type { Rng } from "./prng";
import { daysFrom, dollarsToCents, type SeedRows } from "./rows";

export interface SeededProperty {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export interface SeededClient {
  userId: string;
  profileId: string;
  companyName: string;
  city: City;
  services: readonly ServiceTypeValue[];
  properties: SeededProperty[];
}

/** Shared state of one seed run. */
export interface SeedContext {
  rows: SeedRows;
  rng: Rng;
  now: Date;
  pilots: SeededPilot[];
}

export function addClient(
  ctx: SeedContext,
  spec: SeedClient,
  account: {
    userId?: string;
    email?: string;
    passwordHash?: string | null;
    createUser?: boolean;
  } = {},
): SeededClient {
  const { rows, rng, now } = ctx;
  const city = findCity(spec.city);
  const userId = account.userId ?? rng.uuid();
  const profileId = rng.uuid();
  const createdAt = daysFrom(now, -rng.int(60, 400));
  if (account.createUser !== false) {
    const domain = spec.companyName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/-$/, "");
    rows.users.push({
      id: userId,
      email: account.email ?? `${spec.firstName}.${spec.lastName}@${domain}.test`.toLowerCase(),
      passwordHash: account.passwordHash ?? null,
      firstName: spec.firstName,
      lastName: spec.lastName,
      userType: "client",
      canFly: false,
      canHire: true,
      isPart107Certified: false,
      hasBusinessEntity: true,
      createdAt,
      updatedAt: createdAt,
    });
  }
  rows.clientProfiles.push({
    id: profileId,
    userId,
    companyName: spec.companyName,
    location: cityLabel(city),
    industry: spec.industry,
    phone: spec.phone,
    createdAt,
    updatedAt: createdAt,
  });
  const properties = spec.properties.map((p) => {
    const property: SeededProperty = {
      id: rng.uuid(),
      name: p.name,
      lat: jitter(rng, city.lat, 0.1),
      lng: jitter(rng, city.lng, 0.1),
    };
    rows.properties.push({
      ...property,
      clientProfileId: profileId,
      address: p.address,
      propertyType: p.propertyType,
      notes: null,
      createdAt,
      updatedAt: createdAt,
    });
    return property;
  });
  return {
    userId,
    profileId,
    companyName: spec.companyName,
    city,
    services: spec.services,
    properties,
  };
}

export function pilotsNear(ctx: SeedContext, city: City, miles = 150): SeededPilot[] {
  const near = ctx.pilots.filter((p) => milesBetween(p.city, city) <= miles);
  return near.length > 0 ? near : ctx.pilots;
}

export interface JobSpec {
  client: SeededClient;
  status: JobStatus;
  serviceType?: ServiceTypeValue;
  /** The hired pilot; picked near the client when the status needs one and none is given. */
  pilot?: SeededPilot;
  /** null: no property; undefined: maybe one of the client's. */
  property?: SeededProperty | null;
  rating?: number | null;
  /** Days from now; null means no deadline. */
  deadlineInDays?: number | null;
  /** Pending applicants on open jobs, rejected ones on hired jobs (besides random ones). */
  applicants?: SeededPilot[];
  randomApplicants?: number;
}

/** Created and deadline offsets (days from now) that make sense for each status. */
function timeline(rng: Rng, status: JobStatus): { created: number; deadline: number | null } {
  switch (status) {
    case "open":
      return { created: -rng.int(1, 10), deadline: rng.chance(0.2) ? null : rng.int(7, 45) };
    case "assigned":
      return { created: -rng.int(5, 20), deadline: rng.int(2, 14) };
    case "in_progress":
      return { created: -rng.int(7, 25), deadline: rng.int(0, 7) };
    case "ready_for_review":
      return { created: -rng.int(10, 30), deadline: rng.int(-3, 2) };
    case "completed": {
      const created = -rng.int(30, 200);
      return { created, deadline: created + rng.int(7, 21) };
    }
    case "cancelled":
      return { created: -rng.int(20, 60), deadline: rng.chance(0.5) ? null : -rng.int(1, 10) };
    case "disputed":
      return { created: -rng.int(15, 40), deadline: -rng.int(1, 10) };
  }
}

export function addJob(ctx: SeedContext, spec: JobSpec): string {
  const { rows, rng, now } = ctx;
  const { client, status } = spec;
  const serviceType = spec.serviceType ?? rng.pick(client.services);
  const template = JOB_TEMPLATES[serviceType];
  const property =
    spec.property !== undefined
      ? spec.property
      : client.properties.length > 0 && rng.chance(0.7)
        ? rng.pick(client.properties)
        : null;
  const site = property?.name ?? cityLabel(client.city);
  const times = timeline(rng, status);
  const deadlineDays = spec.deadlineInDays !== undefined ? spec.deadlineInDays : times.deadline;
  const createdAt = daysFrom(now, times.created);
  const budgetDollars = Math.round(rng.int(template.budget.min, template.budget.max) / 25) * 25;
  const needsPilot = status !== "open" && status !== "cancelled";
  const near = pilotsNear(ctx, client.city);
  const pilot = needsPilot ? (spec.pilot ?? rng.pick(near)) : undefined;
  const jobId = rng.uuid();
  // Completed jobs finished around their deadline (weeks or months ago); other changes are recent.
  const lastChange =
    status === "open"
      ? createdAt
      : status === "completed" && times.deadline !== null
        ? daysFrom(now, Math.min(times.deadline, -1))
        : daysFrom(now, Math.max(times.created + 2, -1));

  rows.jobs.push({
    id: jobId,
    clientProfileId: client.profileId,
    pilotProfileId: pilot?.profileId ?? null,
    propertyId: property?.id ?? null,
    title: rng.pick(template.titles).replace("{site}", site),
    description: `${template.description}\n\nDeliverables: ${template.deliverableDetails.join("; ")}.`,
    serviceType,
    location: cityLabel(client.city),
    lat: property?.lat ?? jitter(rng, client.city.lat),
    lng: property?.lng ?? jitter(rng, client.city.lng),
    budgetCents: dollarsToCents(budgetDollars),
    // 17:00 UTC is late morning to noon in every US time zone, so the calendar day is stable.
    deadline: deadlineDays === null ? null : atUsMidday(daysFrom(now, deadlineDays)),
    status,
    rating: status === "completed" ? (spec.rating ?? rng.pickWeighted([5, 4, 3], [6, 3, 1])) : null,
    deliverables: [...template.deliverables],
    createdAt,
    updatedAt: lastChange,
    // The dates the delivery flow keys on: auto-approval counts from the delivery.
    // Two days ago: well inside the 14 days before automatic approval.
    deliveredAt: status === "ready_for_review" ? daysFrom(now, -2) : null,
    completedAt: status === "completed" ? lastChange : null,
  });

  const taken = new Set<string>(pilot ? [pilot.profileId] : []);
  const others = (spec.applicants ?? []).filter((p) => !taken.has(p.profileId));
  others.forEach((p) => taken.add(p.profileId));
  const randomCount = spec.randomApplicants ?? (status === "open" ? rng.int(0, 4) : rng.int(0, 2));
  const random = rng.sample(
    near.filter((p) => !taken.has(p.profileId)),
    randomCount,
  );

  const apply = (applicant: SeededPilot, appStatus: ApplicationStatus) => {
    const appliedAt = new Date(
      Math.min(now.getTime() - 3_600_000, createdAt.getTime() + rng.int(2, 96) * 3_600_000),
    );
    rows.applications.push({
      id: rng.uuid(),
      jobId,
      pilotProfileId: applicant.profileId,
      status: appStatus,
      quoteCents: dollarsToCents(Math.round((budgetDollars * rng.float(0.85, 1.1)) / 5) * 5),
      proposedDate:
        deadlineDays === null ? null : atUsMidday(daysFrom(now, deadlineDays - rng.int(0, 3))),
      message: `Hi, I'm ${applicant.firstName}. I fly ${serviceType.replace(/_/g, " ")} jobs around ${cityLabel(applicant.city)} and can deliver before your deadline.`,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    });
  };

  if (pilot) apply(pilot, "accepted");
  const losing: ApplicationStatus =
    status === "open" ? "pending" : status === "cancelled" ? "withdrawn" : "rejected";
  [...others, ...random].forEach((p) => apply(p, losing));
  return jobId;
}

function atUsMidday(date: Date): Date {
  const d = new Date(date);
  d.setUTCHours(17, 0, 0, 0);
  return d;
}

export function addNotification(
  ctx: SeedContext,
  userId: string,
  n: { kind: string; title: string; body: string; link: string; hoursAgo: number; read: boolean },
) {
  const createdAt = new Date(ctx.now.getTime() - n.hoursAgo * 3_600_000);
  ctx.rows.notifications.push({
    id: ctx.rng.uuid(),
    userId,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    readAt: n.read ? new Date(createdAt.getTime() + 3_600_000) : null,
    createdAt,
  });
}
