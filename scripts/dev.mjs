// `npm run dev`: the API with reload on :5000 and the Vite dev server on :5173 (which proxies /api and /ws).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

process.chdir(resolve(import.meta.dirname, ".."));
if (existsSync(".env")) process.loadEnvFile(".env");

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];
const stopAll = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
children.forEach((child) => child.on("exit", stopAll));
