import { execSync } from "node:child_process";
import { isStale } from "./freshness.mjs";

const SHARED_INPUTS = ["packages/shared/src", "packages/shared/package.json", "package-lock.json"];

export const WEB_BUILD = {
  name: "web app",
  output: "apps/web/dist/index.html",
  inputs: [
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    ...SHARED_INPUTS,
  ],
  command: "npm run build -w apps/web",
};

export const SERVER_BUILD = {
  name: "server",
  output: "apps/server/dist/main.js",
  inputs: ["apps/server/src", "apps/server/drizzle", "apps/server/build.mjs", ...SHARED_INPUTS],
  command: "npm run build -w apps/server",
};

/** Builds each part whose output is missing or older than its sources; run from the repo root. */
export function buildWhenStale(builds = [WEB_BUILD, SERVER_BUILD], { force = false } = {}) {
  for (const build of builds) {
    if (!force && !isStale(build.output, build.inputs)) continue;
    console.log(`[skyhire] building the ${build.name}...`);
    execSync(build.command, { stdio: "inherit" });
  }
}
