import type { APIRequestContext, Browser, BrowserContext } from "../../support/test";
import { DEMO, DEMO_PASSWORD } from "../../support/accounts";

/** The seeded demo accounts of README, one per role the sweep takes. */
export const ROLES = {
  client: DEMO.client,
  pilot: DEMO.pilot,
  dual: DEMO.both,
  operator: "ops@skyhire.test",
} as const;
export type Role = keyof typeof ROLES;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const states = new Map<Role, Promise<StorageState>>();

function origin() {
  return `http://127.0.0.1:${process.env.E2E_PORT}`;
}

/** One sign-in per role and worker; every test of that role starts from its cookies. */
export function storageStateFor(browser: Browser, role: Role): Promise<StorageState> {
  let state = states.get(role);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL: origin() });
      const response = await context.request.post("/api/auth/login", {
        data: { email: ROLES[role], password: DEMO_PASSWORD },
        headers: { Origin: origin() },
      });
      if (!response.ok()) throw new Error(`Sign-in as ${role}: ${response.status()}`);
      const result = await context.storageState();
      await context.close();
      return result;
    })();
    states.set(role, state);
  }
  return state;
}

export async function signedInContext(browser: Browser, role: Role) {
  return browser.newContext({
    baseURL: origin(),
    storageState: await storageStateFor(browser, role),
  });
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

type Job = { id: string; status: string };
/** The job with the most on its page: a running one before an assigned or an open one. */
function richestJob(jobs: Job[]): string | undefined {
  const rank = ["in_progress", "ready_for_review", "assigned", "open"];
  for (const status of rank) {
    const found = jobs.find((job) => job.status === status);
    if (found) return found.id;
  }
  return jobs[0]?.id;
}

/** Ids that are the same for every role: a pilot's profile and a client's page (seen by a pilot). */
let shared: Promise<Record<string, string>> | undefined;
function sharedSamples(browser: Browser): Promise<Record<string, string>> {
  shared ??= (async () => {
    const context = await signedInContext(browser, "pilot");
    const pilots = await json<{ pilots: { id: string }[] }>(context.request, "/api/pilots/search");
    const clients = await json<{ items: { id: string }[] }>(context.request, "/api/clients");
    await context.close();
    return { "/pilots/:id": pilots.pilots[0]!.id, "/clients/:id": clients.items[0]!.id };
  })();
  return shared;
}

/** A real id for each path parameter of the route table, from the role's own data. */
export async function parameterSamples(
  browser: Browser,
  request: APIRequestContext,
  role: Role | "signedOut",
): Promise<Record<string, string>> {
  const samples = { ...(await sharedSamples(browser)) };
  if (role === "signedOut") return samples;
  if (role === "operator") {
    const disputes = await json<{
      items: { id: string; jobId: string; client: { userId: string } }[];
    }>(request, "/api/admin/disputes");
    samples["/admin/disputes/:id"] = disputes.items[0]!.id;
    // A client with jobs, money and a dispute: the fullest account page.
    samples["/admin/users/:id"] = disputes.items[0]!.client.userId;
    samples["/jobs/:id"] = samples["/upload/:jobId"] = disputes.items[0]!.jobId;
    return samples;
  }
  const jobs = await json<Job[]>(
    request,
    role === "pilot" ? "/api/jobs/pilot" : "/api/jobs/client",
  );
  const jobId = richestJob(jobs)!;
  samples["/jobs/:id"] = samples["/upload/:jobId"] = samples["/admin/disputes/:id"] = jobId;
  return samples;
}

/** The address to visit for a route pattern; a pattern with no sample fails loudly. */
export function concretePath(pattern: string, samples: Record<string, string>): string {
  if (!pattern.includes(":")) return pattern;
  const id = samples[pattern];
  if (!id) throw new Error(`The sweep has no sample id for ${pattern}: add one in sessions.ts`);
  return pattern.replace(/:[A-Za-z]+/, id);
}
