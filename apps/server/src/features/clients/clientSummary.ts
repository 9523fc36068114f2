import { sql, type SQL } from "drizzle-orm";
import { REVIEW_WINDOW_DAYS, type ClientSummary } from "@skyhire/shared";
import { METERS_PER_MILE } from "../../db/schema";
import { roundMiles } from "../jobs/jobDto";
import type { Origin } from "../jobs/geo";
import { displayName } from "../pilots/search";

const DAY_MS = 24 * 60 * 60 * 1000;
const METERS = sql.raw(String(METERS_PER_MILE));

/** A row of `clientSummarySql`. */
export type ClientSummaryRow = {
  id: string;
  company_name: string | null;
  location: string | null;
  industry: string | null;
  first_name: string;
  last_name: string;
  member_since: Date | string;
  jobs_posted: string | number;
  open_jobs: string | number;
  hires: string | number;
  rating: string | number | null;
  review_count: string | number;
  miles: string | number | null;
  total?: string | number;
};

/**
 * The select list and joins of a client as pilots see them, aliased `cp`: counts of the jobs
 * they posted (open ones only while their deadline has not passed, as on the board), hires,
 * the average of pilots' visible reviews of them, and with an origin the miles to their nearest
 * job; `withTotal` adds the count of every matching row. Only `where`, order and paging are
 * left to the caller.
 */
export function clientSummarySql(
  now: Date,
  origin: Origin | null,
  { withTotal = false }: { withTotal?: boolean } = {},
): SQL {
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const miles = origin
    ? sql`(select min(earth_distance(
          ll_to_earth(${origin.lat}::double precision, ${origin.lng}::double precision),
          ll_to_earth(j.lat, j.lng)) / ${METERS})
        from jobs j where j.client_profile_id = cp.id and j.lat is not null and j.lng is not null)`
    : sql`null::double precision`;
  return sql`
    select cp.id, cp.company_name, cp.location, cp.industry, u.first_name, u.last_name,
      u.created_at as member_since, s.jobs_posted, s.open_jobs, s.hires,
      r.rating, r.review_count, d.miles${withTotal ? sql`, count(*) over () as total` : sql``}
    from client_profiles cp
    join users u on u.id = cp.user_id
    cross join lateral (
      select count(*) as jobs_posted,
        count(*) filter (where j.status = 'open'
          and (j.deadline is null or j.deadline >= ${now.toISOString()}::timestamptz)) as open_jobs,
        count(*) filter (where j.pilot_profile_id is not null) as hires
      from jobs j where j.client_profile_id = cp.id
    ) s
    -- Pilots' reviews of the client, once visible (both sides reviewed or the window ended).
    cross join lateral (
      select avg(rv.rating)::float8 as rating, count(*) as review_count
      from reviews rv join jobs j on j.id = rv.job_id
      where rv.reviewee_user_id = cp.user_id and rv.reviewer_role = 'pilot'
        and (exists (select 1 from reviews other
              where other.job_id = rv.job_id and other.reviewer_role <> rv.reviewer_role)
          or j.completed_at <= ${windowStart.toISOString()}::timestamptz)
    ) r
    cross join lateral (select ${miles} as miles) d
  `;
}

/** "Austin, TX" → city and state; anything else keeps its text as the city. */
function cityAndState(location: string | null): { city: string | null; state: string | null } {
  if (!location) return { city: null, state: null };
  const match = /^(.+?),\s*([A-Za-z]{2})\b/.exec(location.trim());
  return match
    ? { city: match[1]!.trim(), state: match[2]!.toUpperCase() }
    : { city: location.trim(), state: null };
}

/** Never an email, phone or address: the contact's first name and initial, the city. */
export function toClientSummary(row: ClientSummaryRow): ClientSummary {
  const rating = row.rating === null ? null : Number(row.rating);
  return {
    id: row.id,
    companyName: row.company_name,
    contactName: displayName(row.first_name, row.last_name),
    industry: row.industry,
    ...cityAndState(row.location),
    memberSince: new Date(row.member_since).toISOString(),
    jobsPosted: Number(row.jobs_posted),
    openJobs: Number(row.open_jobs),
    hires: Number(row.hires),
    rating: rating === null ? null : Math.round(rating * 10) / 10,
    reviewCount: Number(row.review_count),
    distanceMiles: roundMiles(row.miles),
  };
}
