// `npm start`: build what is missing or stale, then run the server (migrations and demo seed run at start-up).
import { existsSync } from "node:fs";
import module from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUILD, buildWhenStale } from "./lib/builds.mjs";

process.chdir(resolve(import.meta.dirname, ".."));
if (existsSync(".env")) process.loadEnvFile(".env");
buildWhenStale();
// Node 22.1+ keeps V8's compiled code of the server's modules (in the system's temp folder), so a
// restart skips most of their parsing (0.4-0.6 s of a cold start on Node 24, docs/benchmarks.md).
module.enableCompileCache?.();
await import(pathToFileURL(resolve(SERVER_BUILD.output)).href);
