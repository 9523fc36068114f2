import { sql, type SQL } from "drizzle-orm";
import {
  CLIENT_SEARCH_DEFAULT_PAGE_SIZE,
  CLIENT_SEARCH_DEFAULT_RADIUS_MILES,
  unknownLocationMessage,
  type ClientSearchQuery,
  type ClientSearchResponse,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { containsPattern } from "../../db/textSearch";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import type { Origin } from "../jobs/geo";
import { geocode } from "../pilots/geocoding";
import { clientSummarySql, toClientSummary, type ClientSummaryRow } from "./clientSummary";

function originOf(text: string): Origin & { city: string } {
  const place = geocode(text);
  if (!place) {
    const message = unknownLocationMessage(text);
    throw new HttpError(400, message, [{ path: "querystring.location", message }]);
  }
  return {
    label: place.zip ? place.label : `${place.city}, ${place.state}`,
    city: `${place.city}, ${place.state}`,
    lat: place.lat,
    lng: place.lng,
  };
}

/**
 * Clients who hire on the marketplace: they can hire and have posted at least one job. The
 * caller's own client profile (a dual account) is left out.
 */
export function hiringClientsWhere(user: User): SQL {
  return sql`u.can_hire and s.jobs_posted > 0 and cp.user_id <> ${user.id}`;
}

function orderBy(sort: ClientSearchQuery["sort"], origin: Origin | null): SQL {
  const tie = sql`cp.id`;
  if (sort === "nearest" && origin) return sql`d.miles asc nulls last, s.open_jobs desc, ${tie}`;
  if (sort === "newest") return sql`u.created_at desc, ${tie}`;
  if (sort === "name")
    return sql`lower(coalesce(nullif(cp.company_name, ''), u.first_name)) asc, ${tie}`;
  return sql`s.open_jobs desc, s.jobs_posted desc, ${tie}`;
}

/**
 * GET /api/clients: search by words (company, contact's first name, industry), industry,
 * service type of their jobs, and place ('City, ST' or ZIP: clients with a job within the
 * radius or based in that city), a page at a time with the total.
 */
export async function searchClients(
  db: Database,
  user: User,
  query: ClientSearchQuery,
  now: Date,
): Promise<ClientSearchResponse> {
  const origin = query.location ? originOf(query.location) : null;
  const radius = query.radius ?? CLIENT_SEARCH_DEFAULT_RADIUS_MILES;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? CLIENT_SEARCH_DEFAULT_PAGE_SIZE;

  const conditions: SQL[] = [hiringClientsWhere(user)];
  if (query.q) {
    const pattern = containsPattern(query.q.trim());
    conditions.push(sql`(cp.company_name ilike ${pattern} or cp.industry ilike ${pattern}
      or u.first_name ilike ${pattern})`);
  }
  if (query.industry) conditions.push(sql`lower(cp.industry) = lower(${query.industry.trim()})`);
  if (query.serviceType) {
    conditions.push(sql`exists (select 1 from jobs sj
      where sj.client_profile_id = cp.id and sj.service_type = ${query.serviceType})`);
  }
  if (origin) {
    conditions.push(sql`(d.miles <= ${radius}::double precision
      or lower(trim(cp.location)) = lower(${origin.city}))`);
  }

  const where = sql.join(conditions, sql` and `);
  const result = await db.execute<ClientSummaryRow>(sql`
    ${clientSummarySql(now, origin, { withTotal: true })}
    where ${where}
    order by ${orderBy(query.sort, origin)}
    limit ${pageSize} offset ${(page - 1) * pageSize}
  `);
  let total = Number(result.rows[0]?.total ?? 0);
  // Past the last page the window count has no row to ride on; count separately.
  if (result.rows.length === 0 && page > 1) {
    const counted = await db.execute<{ n: string | number }>(
      sql`select count(*) as n from (${clientSummarySql(now, origin)} where ${where}) found`,
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }

  const industries = await db.execute<{ industry: string }>(sql`
    select distinct trim(cp.industry) as industry from client_profiles cp
    join users u on u.id = cp.user_id
    where u.can_hire and coalesce(trim(cp.industry), '') <> ''
      and exists (select 1 from jobs j where j.client_profile_id = cp.id)
    order by 1
  `);

  return {
    items: result.rows.map(toClientSummary),
    total,
    page,
    pageSize,
    origin: origin?.label ?? null,
    industries: industries.rows.map((r) => r.industry),
  };
}
