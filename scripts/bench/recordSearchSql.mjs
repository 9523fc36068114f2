// Records the SQL SkyHire's own search code sends for each pilot search, so the Express baseline
// and the raw-SQL ceiling (searchBaseline.mjs) run exactly the same statements. Run as
//   node --import tsx scripts/bench/recordSearchSql.mjs <DATABASE_URL> <query string>...
// It prints JSON: { [query string]: [{ text, values }] } (every statement of one request, in order).
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { searchPilots } from "../../apps/server/src/features/pilots/search.ts";
import { pilotSearchQuerySchema } from "../../packages/shared/src/index.ts";

const pg = createRequire(resolve("apps/server/package.json"))("pg");
const [databaseUrl, ...queryStrings] = process.argv.slice(2);
const handle = await openDatabase({ dataDir: "memory://", databaseUrl });

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

const recorded = {};
for (const queryString of queryStrings) {
  const parsed = pilotSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
  recording = [];
  await searchPilots(handle.db, parsed, new Date());
  recorded[queryString] = recording;
  recording = null;
}
await handle.close();
process.stdout.write(JSON.stringify(recorded));
