/**
 * Writes the OpenAPI document to a file, for the linter (`npm run lint:openapi`) and for
 * generating clients: `node --import tsx apps/server/src/openapi/exportDocument.ts <file>`.
 * The app is built on an in-memory PGlite database exactly as the API tests build it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { buildTestApp } from "../testing/testApp";

const target = process.argv[2];
if (!target) {
  console.error("Usage: exportDocument.ts <output.json>");
  process.exit(2);
}
const t = await buildTestApp("pglite");
await t.app.ready();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(t.app.swagger(), null, 2)}\n`);
await t.close();
console.log(`OpenAPI document written to ${target}`);
