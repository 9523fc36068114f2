// `npm start`: build what is missing or stale, then run the server (migrations and demo seed run at start-up).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUILD, buildWhenStale } from "./lib/builds.mjs";

process.chdir(resolve(import.meta.dirname, ".."));
if (existsSync(".env")) process.loadEnvFile(".env");
buildWhenStale();
await import(pathToFileURL(resolve(SERVER_BUILD.output)).href);
