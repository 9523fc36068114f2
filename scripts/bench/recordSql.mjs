// Records the SQL SkyHire's own code sends for each request, so the Express baseline and the
// raw-SQL ceilings (searchBaseline.mjs) run exactly the same statements. Run as
//   node --import tsx scripts/bench/recordSql.mjs search <DATABASE_URL> <query string>...
//   node --import tsx scripts/bench/recordSql.mjs board <DATABASE_URL> <cookie> <query string>...
// It prints JSON: { [query string]: [{ text, values }] } (every statement of one request, in
// order). A board request's session is looked up as the server's auth hook does, with the
// instance's memory of sessions: recorded after a first run, as under load, it is remembered
// and its lookup is not among the statements.
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { SESSION_COOKIE_NAME } from "../../apps/server/src/features/auth/sessionCookie.ts";
import { SessionMemory } from "../../apps/server/src/features/auth/sessionMemory.ts";
import { findSessionByToken } from "../../apps/server/src/features/auth/sessions.ts";
import { jobBoard } from "../../apps/server/src/features/jobs/board.ts";
import { searchPilots } from "../../apps/server/src/features/pilots/search.ts";
import { jobBoardQuerySchema, pilotSearchQuerySchema } from "../../packages/shared/src/index.ts";

const pg = createRequire(resolve("apps/server/package.json"))("pg");
const [kind, databaseUrl, ...rest] = process.argv.slice(2);
const handle = await openDatabase({ dataDir: "memory://", databaseUrl });
// As a server's: it hears every change (nothing changes while recording).
const sessionMemory = new SessionMemory(60_000);
sessionMemory.listening();

let recording = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  if (recording && typeof config === "object" && config.text) {
    recording.push({
      text: config.text,
      values: config.values ?? (Array.isArray(values) ? values : []),
    });
  } else if (recording && typeof config === "string") {
    recording.push({ text: config, values: Array.isArray(values) ? values : [] });
  }
  return query.call(this, config, values, callback);
};

const fromQueryString = (queryString) => Object.fromEntries(new URLSearchParams(queryString));

/** What one request of each kind runs, given its query string. */
const REQUESTS = {
  search: {
    queryStrings: rest,
    run: (queryString) =>
      searchPilots(
        handle.db,
        pilotSearchQuerySchema.parse(fromQueryString(queryString)),
        new Date(),
      ),
  },
  board: {
    queryStrings: rest.slice(1),
    run: async (queryString) => {
      // The bench's server is plain HTTP: its session cookie has the plain name.
      const token = new URLSearchParams(rest[0].replaceAll("; ", "&")).get(SESSION_COOKIE_NAME);
      const auth = await findSessionByToken(handle.db, token, new Date(), sessionMemory);
      if (!auth) throw new Error("the cookie's session is not signed in");
      const query = jobBoardQuerySchema.parse(fromQueryString(queryString));
      await jobBoard(handle.db, auth.user, query, { anyDistance: false, now: new Date() });
    },
  },
};
const request = REQUESTS[kind];
if (!request) throw new Error(`usage: recordSql.mjs ${Object.keys(REQUESTS).join("|")} ...`);

const recorded = {};
for (const queryString of request.queryStrings) {
  // Once unrecorded first: what a request runs once the server has seen it before (the
  // nearest-first search remembers a place's tie, rememberedTies.ts, and the search by rating
  // or price a crowded place, nearbyRanking.ts), as under load.
  await request.run(queryString);
  recording = [];
  await request.run(queryString);
  // Reads only: a session's periodic touch (an update) is not what each request runs.
  recorded[queryString] = recording.filter((s) => /^\s*(select|with)\b/i.test(s.text));
  recording = null;
}
await handle.close();
process.stdout.write(JSON.stringify(recorded));
