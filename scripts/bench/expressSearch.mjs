// The Express 5 + pg baseline of the pilot location search (issue 17, target 1): never shipped,
// started by searchBaseline.mjs as its own process, as the built server is. It answers
// GET /api/pilots/search with the very statements SkyHire sent for the same query string
// (recorded by recordSql.mjs: same SQL, same parameters), through a pg pool of SkyHire's
// size, with no cache and no validation beyond parsing the query string.
//   DATABASE_URL=... PORT=... STATEMENTS=recorded.json POOL_SIZE=4 node scripts/bench/expressSearch.mjs
import express from "express";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";

const pg = createRequire(resolve("apps/server/package.json"))("pg");
const statements = JSON.parse(readFileSync(process.env.STATEMENTS, "utf8"));
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE),
});

const app = express();
app.get("/api/pilots/search", async (req, res) => {
  const queryString = req.originalUrl.slice(req.originalUrl.indexOf("?") + 1);
  const recorded = statements[queryString];
  if (!recorded || typeof req.query.location !== "string") {
    res.status(400).json({ message: "unknown search" });
    return;
  }
  try {
    const [search, ...rest] = recorded;
    const { rows } = await pool.query(search.text, search.values);
    for (const statement of rest) await pool.query(statement.text, statement.values);
    res.json({ pilots: rows.filter((row) => row.id !== null), total: Number(rows[0]?.total ?? 0) });
  } catch (error) {
    res.status(500).json({ message: String(error) });
  }
});
app.get("/api/health", (_req, res) => res.json({ status: "ok" }));
app.listen(Number(process.env.PORT), "127.0.0.1");
