// Job board (GET /api/jobs) at a size: open jobs generated in SQL across the US, searched by
// place with filters under each sort. The demo pilot (seeded at the database's first start)
// signs in once; every request carries its session cookie.
import { pg } from "./benchDatabase.mjs";
import { usPlaces, SEARCH_LOCATIONS, SERVICE_TYPES } from "./pilotSearch.mjs";

const BENCH_CLIENT_EMAIL = "jobs-client@bench.skyhire.test";

/**
 * `count` open jobs posted by one bench client, each at a random US ZIP code centre (density
 * follows ZIP density, higher in cities) moved by up to ~3 miles, with a random service type,
 * a budget of $100-$5,000, posted at a random time over the last 60 days and due in 1-90 days (one in ten
 * without a deadline). Deterministic for a given count (setseed).
 */
export async function seedBenchJobs(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const places = usPlaces();
  try {
    await client.query("begin");
    await client.query(
      `insert into users (id, email, first_name, last_name, user_type)
       values ('00000000-0000-4000-8000-00000000b001'::uuid, $1, 'Bench', 'Client', 'client')`,
      [BENCH_CLIENT_EMAIL],
    );
    await client.query(
      `insert into client_profiles (id, user_id, company_name)
       values ('00000000-0000-4000-8000-00000000b002'::uuid, '00000000-0000-4000-8000-00000000b001'::uuid, 'Bench Co')`,
    );
    await client.query(
      "create temp table bench_job_places (i int primary key, city text, state text, lat float8, lng float8) on commit drop",
    );
    await client.query(
      `insert into bench_job_places
       select * from unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
      [
        places.map((_, i) => i),
        places.map((p) => p.city),
        places.map((p) => p.state),
        places.map((p) => p.latitude),
        places.map((p) => p.longitude),
      ],
    );
    await client.query("select setseed(0.211)");
    await client.query(
      `insert into jobs (client_profile_id, title, description, service_type, location, lat, lng,
         budget_cents, deadline, status, created_at, updated_at)
       select '00000000-0000-4000-8000-00000000b002'::uuid, 'Bench job ' || g, 'Generated for the benchmark.',
              ($2::text[])[1 + (hashint4(g * 31) & 2147483647) % 12],
              p.city || ', ' || p.state,
              p.lat + (random() - 0.5) * 0.08, p.lng + (random() - 0.5) * 0.08,
              (100 + (random() * 4900)::int) * 100,
              case when g % 10 = 0 then null else now() + (1 + random() * 89) * interval '1 day' end,
              'open', created, created
       from generate_series(1, $1::int) g
       -- g in the lateral makes it run per job: uncorrelated, it ran once and gave every job
       -- one posting time (the newest order was then the id's; runs before 2026-11-30 05:00).
       cross join lateral (select now() - random() * interval '60 days' + g * interval '0' as created) c
       join bench_job_places p on p.i = (hashint4(g) & 2147483647) % $3::int`,
      [count, SERVICE_TYPES, places.length],
    );
    await client.query("commit");
    await client.query("vacuum analyze jobs");
    // The rows just written are flushed before anything is measured, so no figure pays for a
    // checkpoint writing a million rows' pages back (docs/benchmarks.md).
    await client.query("checkpoint");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

/** The demo pilot's session cookie ("name=value"). */
export async function signInDemoPilot(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: "pilot@skyhire.test", password: "SkyHire-demo-2026" }),
  });
  if (!response.ok) throw new Error(`demo pilot sign-in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export const JOB_BOARD_SORTS = ["newest", "nearest", "budget"];

/**
 * The board's requests for one sort: the 8 places of the pilot search, each with a service
 * type and a budget range (cycled), 100-mile default radius, first page.
 */
export function jobBoardRequests(sort, cookie) {
  return SEARCH_LOCATIONS.map((location, i) => ({
    method: "GET",
    path:
      `/api/jobs?location=${encodeURIComponent(location)}&serviceType=${SERVICE_TYPES[i % 4]}` +
      `&budget=${["500_1000", "1000_2000", "2000_plus"][i % 3]}&sort=${sort}`,
    headers: { cookie },
  }));
}
