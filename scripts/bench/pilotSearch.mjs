// Pilot search throughput on PostgreSQL with a large directory (see docs/benchmarks.md).
// Creates a throw-away database on the local server, starts the built server against it, bulk
// inserts generated pilots in SQL, and loads GET /api/pilots/search over loopback for a bounded
// time. Nothing leaves the machine.
import autocannon from "autocannon";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { tsImport } from "tsx/esm/api";
import { startServer, stopServer } from "./serverProcess.mjs";

// pg and zipcodes are dependencies of the server workspace.
const serverRequire = createRequire(resolve("apps/server/package.json"));
const pg = serverRequire("pg");
const zipcodes = serverRequire("zipcodes");

export const BENCH_DATABASE = "skyhire_bench";

export const SERVICE_TYPES = [
  "real_estate",
  "wedding_events",
  "construction",
  "agricultural",
  "film_tv",
  "commercial_inspection",
  "sports_recreation",
  "insurance_claims",
  "marketing_advertising",
  "emergency_services",
  "environmental",
  "mapping_surveying",
];
const FIRST_NAMES = ["James", "Maria", "Aisha", "Daniel", "Priya", "Carlos", "Mei", "Omar"];
const LAST_NAMES = ["Smith", "Garcia", "Nguyen", "Patel", "Okafor", "Chen", "Kim", "Rivera"];

/** Searches cycled through by every connection: a few cities and a ZIP code. */
export const SEARCH_LOCATIONS = [
  "Austin, TX",
  "Denver, CO",
  "Seattle, WA",
  "Miami, FL",
  "Chicago, IL",
  "New York, NY",
  "Los Angeles, CA",
  "78701",
];

/** Server URL -> the same server with another database name. */
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Whether a PostgreSQL server answers at `serverUrl` (the bench is skipped when not). */
export async function postgresAvailable(serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function recreateDatabase(serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await client.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  } finally {
    await client.end();
  }
}

// The 50 states and DC (the ZIP table also has territories and military post offices).
const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);

/** US ZIP code centres with their city: where generated pilots are based. */
export function usPlaces() {
  return Object.values(zipcodes.codes).filter(
    (z) =>
      z.country === "US" &&
      US_STATES.has(z.state) &&
      /^\d{5}$/.test(z.zip) &&
      Number.isFinite(z.latitude) &&
      Number.isFinite(z.longitude),
  );
}

/**
 * Where the app puts a pilot who names "City, ST": the app's own `geocodeCity` (the average of
 * the city's ZIP code centres, which the profile's service areas and base go through), loaded
 * from its TypeScript by tsx.
 */
async function appGeocodeCity() {
  const geocoding = await tsImport(
    "../../apps/server/src/features/pilots/geocoding.ts",
    import.meta.url,
  );
  return geocoding.geocodeCity;
}

/**
 * Replaces every pilot with `count` generated ones, each based in the city of a random US ZIP
 * code (so density follows ZIP density, which is higher in cities), with a home service area
 * of 25-60 miles on that city's centre and, for half of them, a second area of 20-50 miles on
 * the centre of the city nearest a point up to ~55 miles away. Every area sits on a city's
 * centre, as the app geocodes the cities pilots name, so each city's pilots tie on one point.
 * Deterministic for a given count (setseed).
 */
export async function seedBenchPilots(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query("begin");
    await client.query("delete from users where email like '%@bench.skyhire.test'");
    await client.query(
      `create temp table bench_places (i int primary key, city text, state text, lat float8,
         lng float8, city_lat float8, city_lng float8) on commit drop`,
    );
    const places = usPlaces();
    const geocodeCity = await appGeocodeCity();
    const centres = places.map((p) => geocodeCity(p.city, p.state));
    await client.query(
      `insert into bench_places
       select *
       from unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::float8[],
         $7::float8[]) as t(i, city, state, lat, lng, city_lat, city_lng)`,
      [
        places.map((_, i) => i),
        places.map((p) => p.city),
        places.map((p) => p.state),
        places.map((p) => p.latitude),
        places.map((p) => p.longitude),
        centres.map((c) => c.lat),
        centres.map((c) => c.lng),
      ],
    );
    // For the second areas' nearest ZIP code.
    await client.query("create index on bench_places using gist (point(lng, lat))");
    await client.query("select setseed(0.107)");
    await client.query(
      `insert into users (id, email, first_name, last_name, user_type, can_fly, is_part107_certified)
       select md5('bench-user-' || g)::uuid, 'pilot-' || g || '@bench.skyhire.test',
              ($2::text[])[1 + g % 8], ($3::text[])[1 + (g / 8) % 8], 'pilot', true, true
       from generate_series(1, $1::int) g`,
      [count, FIRST_NAMES, LAST_NAMES],
    );
    await client.query(
      `insert into pilot_profiles (id, user_id, part107_number, business_name, bio, job_categories,
         base_city, base_state, base_lat, base_lng, hourly_rate_min_cents, hourly_rate_max_cents,
         flight_hours, is_available, rating_avg, review_count, years_experience, insured,
         background_checked)
       select md5('bench-pilot-' || g)::uuid, md5('bench-user-' || g)::uuid,
              (1000000 + g)::text, 'Bench Aerial ' || g, 'Generated for the benchmark.',
              array(select ($2::text[])[1 + (g * 7 + k * 5) % 12]
                    from generate_series(0, g % 3) k),
              p.city, p.state, p.city_lat, p.city_lng,
              rate * 100, (rate + 25 + (g % 6) * 25) * 100,
              50 + g % 2000, random() < 0.85, round((4 + random())::numeric, 1),
              (random() * 180)::int, 1 + g % 12, random() < 0.8, random() < 0.7
       from generate_series(1, $1::int) g
       cross join lateral (select 75 + (g % 36) * 5 as rate) r
       join bench_places p on p.i = (hashint4(g) & 2147483647) % $3::int`,
      [count, SERVICE_TYPES, places.length],
    );
    await client.query(
      `insert into pilot_service_areas (pilot_profile_id, position, label, city, state, lat, lng, radius_miles)
       select id, 0, base_city || ', ' || base_state, base_city, base_state, base_lat, base_lng,
              25 + (random() * 35)::int
       from pilot_profiles where business_name like 'Bench Aerial %'
       union all
       select s.id, 1, n.city || ', ' || n.state, n.city, n.state, n.city_lat, n.city_lng,
              20 + (random() * 30)::int
       from (
         select id, base_lat + (random() - 0.5) * 1.6 as lat, base_lng + (random() - 0.5) * 1.6 as lng
         from pilot_profiles where business_name like 'Bench Aerial %' and random() < 0.5
       ) s
       cross join lateral (
         select city, state, city_lat, city_lng from bench_places
         order by point(lng, lat) <-> point(s.lng, s.lat) limit 1
       ) n`,
    );
    await client.query("commit");
    // Vacuum too: index-only scans need the visibility map of the freshly written pages.
    await client.query("vacuum analyze users, pilot_profiles, pilot_service_areas");
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

function searchRequests(extraQuery = "") {
  return SEARCH_LOCATIONS.map((location) => ({
    method: "GET",
    path: `/api/pilots/search?location=${encodeURIComponent(location)}${extraQuery}`,
  }));
}

async function load(url, name, requests, duration) {
  // The 1-minute load average before the run: other work on the machine skews the figures.
  const before = loadavg()[0].toFixed(1);
  const result = await autocannon({ url, connections: 50, duration, requests });
  const line =
    `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx} ` +
    `(load average before: ${before})`;
  console.log(line);
  return result;
}

/** One warm request per scenario, so the first measured second is not the cold one. */
async function warmUp(url, requests) {
  const totals = [];
  for (const r of requests) {
    const res = await fetch(`${url}${r.path}`);
    if (!res.ok) throw new Error(`${r.path} answered ${res.status}: ${await res.text()}`);
    const body = await res.json();
    // "100+" when the search stopped counting there (totalIsEstimate).
    const total = `${body.total}${body.totalIsEstimate ? "+" : ""}`;
    totals.push(`${decodeURIComponent(r.path.replace("/api/pilots/search?", ""))} ${total}`);
  }
  return totals;
}

const LANDING = [{ method: "GET", path: "/api/pilots/search?anonymized=true&limit=6" }];

/**
 * 1,000 ZIP codes spread over the country (every n-th of the sorted list): big cities, suburbs
 * and rural places with only a few pilots in reach, where the search reads everything in reach.
 */
function spreadRequests() {
  const zips = usPlaces()
    .map((z) => z.zip)
    .sort();
  const step = Math.floor(zips.length / 1000);
  return Array.from({ length: 1000 }, (_, i) => ({
    method: "GET",
    path: `/api/pilots/search?location=${zips[i * step]}`,
  }));
}
const FILTERED = searchRequests("&category=real_estate&budget=200_500&sort=rating");

/** Load runs for one directory size against one server (cached or not). */
async function measure(url, { pilots, cached, duration, filtered }) {
  const nearby = searchRequests();
  const totals = await warmUp(url, [...nearby, ...FILTERED, ...LANDING]);
  if (!cached) console.log(`matching pilots (total): ${totals.join("; ")}`);
  const label = `${pilots.toLocaleString("en-US")} pilots, ${cached ? "10 s answer cache" : "no cache"}`;
  await load(
    url,
    `${label}: search by location (8 places), 50 conn, ${duration} s`,
    nearby,
    duration,
  );
  await load(url, `${label}: by location (1,000 ZIP codes), 50 conn, 10 s`, spreadRequests(), 10);
  if (filtered) {
    await load(url, `${label}: location + category + budget, 50 conn, 10 s`, FILTERED, 10);
  }
  await load(
    url,
    `${label}: landing preview (no location, anonymized, 6), 50 conn, 10 s`,
    LANDING,
    10,
  );
}

/** A built server on the bench database; cacheSeconds 0 makes every request query PostgreSQL. */
function benchServer(databaseUrl, cacheSeconds) {
  return startServer({
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: "false",
      NODE_ENV: "production",
      PILOT_SEARCH_CACHE_SECONDS: String(cacheSeconds),
    },
  });
}

/**
 * The whole pilot search bench: 100,000 pilots, then 1,000, on a fresh `skyhire_bench`
 * database of the PostgreSQL server at `serverUrl`; dropped at the end.
 */
export async function runPilotSearchBench(serverUrl, { sizes = [100_000, 1_000] } = {}) {
  await recreateDatabase(serverUrl);
  const databaseUrl = withDatabase(serverUrl, BENCH_DATABASE);
  try {
    // The first start migrates the empty database; demo seeding stays off.
    await stopServer(await benchServer(databaseUrl, 0));
    for (const size of sizes) {
      const ms = await seedBenchPilots(databaseUrl, size);
      console.log(`inserted ${size.toLocaleString("en-US")} pilots in ${(ms / 1000).toFixed(1)} s`);
      const big = size >= 100_000;
      for (const cached of [false, true]) {
        const server = await benchServer(databaseUrl, cached ? 10 : 0);
        try {
          await measure(server.url, {
            pilots: size,
            cached,
            duration: big ? 15 : 10,
            filtered: big && !cached,
          });
        } finally {
          await stopServer(server);
        }
      }
    }
  } finally {
    await dropDatabase(serverUrl);
  }
}
