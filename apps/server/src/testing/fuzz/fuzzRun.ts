import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { sessionCookieName } from "../../features/auth/sessionCookie";
import { sameOriginHeaders } from "../testApp";
import { databaseFingerprint, type RowChange } from "./changeLog";
import { createIdPool } from "./idPool";
import { applyMutations, mutationsArbitrary } from "./mutateRequest";
import { operationsOf, type FuzzOperation, type OpenApiDocument } from "./operations";
import { describeRequest, toInject, type FuzzRequest } from "./request";
import type { SchemaContext } from "./schemaArbitrary";
import { validRequestArbitrary } from "./validRequest";
import type { ActorName, FuzzWorld } from "./world";

export interface FuzzFinding {
  /** Run it again: the seed and this index name the request. */
  index: number;
  operation: string;
  problem: string;
  request: string;
  actor: ActorName;
  mutations: string[];
}

export interface FuzzSummary {
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  findings: FuzzFinding[];
  fingerprintChecks: number;
  /** Milliseconds spent on each operation's requests, for keeping the run fast. */
  millisByOperation: Record<string, number>;
  /** Operations no request got a 2xx or 3xx from: the run only saw their refusals. */
  neverAccepted: string[];
}

/**
 * Tables a refused request may still write, and why. Anything else a 4xx answer leaves behind
 * is a finding: a refusal must not change the marketplace.
 */
const BOOKKEEPING_ON_REFUSAL: Record<string, string> = {
  "UPDATE sessions":
    "a signed-in request refreshes its session's last use (idle expiry), refused or not",
  "INSERT rate_limit_buckets":
    "a refused sign-in, password check or message send still counts against its limit",
  "UPDATE rate_limit_buckets":
    "a refused sign-in, password check or message send still counts against its limit",
  "DELETE rate_limit_buckets": "expired limit windows are swept when a limit is checked",
  "INSERT idempotency_keys":
    "a money route keeps its final refusal for replays of the same Idempotency-Key",
  "UPDATE idempotency_keys":
    "a money route keeps its final refusal for replays of the same Idempotency-Key",
};

// Every so many requests the whole database is hashed before and after as a second witness.
const FINGERPRINT_EVERY = 200;

function seedFor(seed: number, operation: string): number {
  let hash = seed >>> 0;
  for (const char of operation) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash | 0;
}

function problemOf(response: LightMyRequestResponse, changes: RowChange[]): string | null {
  if (response.statusCode >= 500) {
    const message = (() => {
      try {
        return (JSON.parse(response.body) as { message?: string }).message ?? response.body;
      } catch {
        return response.body.slice(0, 200);
      }
    })();
    return `answered ${response.statusCode}: ${message}`;
  }
  if (response.statusCode < 400) return null;
  const unexpected = changes.filter((c) => !(`${c.op} ${c.table}` in BOOKKEEPING_ON_REFUSAL));
  if (unexpected.length === 0) return null;
  const list = unexpected.map((c) => `${c.op} ${c.table} ×${c.rows}`).join(", ");
  return `answered ${response.statusCode} but changed the database: ${list}`;
}

export async function runFuzz(
  world: FuzzWorld,
  document: OpenApiDocument,
  options: { seed: number; total: number; only?: string | undefined },
): Promise<FuzzSummary> {
  const operations = operationsOf(document).filter(
    (o) => !options.only || o.name.includes(options.only),
  );
  const uuidsFor = createIdPool(world.idsByTable);
  const context: SchemaContext = {
    components: document.components?.schemas ?? {},
    uuidsFor: (hint) => uuidsFor(hint),
    now: world.now(),
  };
  const db = world.t.database.db;
  const sessions = new Map<ActorName, string>();
  const summary: FuzzSummary = {
    requests: 0,
    operations: operations.length,
    byStatus: {},
    findings: [],
    fingerprintChecks: 0,
    millisByOperation: {},
    neverAccepted: [],
  };
  let accepted = false;

  async function send(operation: FuzzOperation, request: FuzzRequest, index: number) {
    const options = toInject(operation.method, operation.path, request);
    const cookieName = sessionCookieName(world.t.config);
    if (request.actor !== "anonymous") {
      let token = sessions.get(request.actor);
      if (!token) {
        token = await world.sessionOf(request.actor);
        sessions.set(request.actor, token);
        world.changes.take();
      }
      options.cookies = { [cookieName]: token };
    }
    options.headers = { ...sameOriginHeaders(world.t.config), ...options.headers };
    options.remoteAddress = `198.18.${(index >> 8) & 255}.${index & 255}`;
    const witness = index % FINGERPRINT_EVERY === 0 ? await databaseFingerprint(db) : null;
    const response = await world.t.app.inject(options);
    world.tick();
    const changes = world.changes.take();
    if (changes.some((c) => c.table === "sessions" && c.op === "DELETE")) sessions.clear();
    if (response.statusCode < 400 && changes.some((c) => c.table === "users")) {
      await world.restoreActors();
      world.changes.take();
    }
    summary.requests += 1;
    const status = String(response.statusCode);
    summary.byStatus[status] = (summary.byStatus[status] ?? 0) + 1;
    if (response.statusCode < 400) accepted = true;
    const serverError = world.takeServerError();
    let problem = problemOf(response, changes);
    if (problem && response.statusCode >= 500 && serverError) {
      problem += ` (${serverError.stack?.split("\n").slice(0, 4).join(" | ")})`;
    }
    if (!problem && witness !== null && response.statusCode >= 400 && changes.length === 0) {
      summary.fingerprintChecks += 1;
      if ((await databaseFingerprint(db)) !== witness) {
        problem = `answered ${status} and the database fingerprint changed`;
      }
    }
    if (problem) {
      summary.findings.push({
        index,
        operation: operation.name,
        problem,
        request: describeRequest(options),
        actor: request.actor,
        mutations: request.mutations,
      });
    }
  }

  const base = Math.floor(options.total / operations.length);
  const extra = options.total % operations.length;
  let index = 0;
  for (const [position, operation] of operations.entries()) {
    const count = base + (position < extra ? 1 : 0);
    const cases = fc.sample(
      fc.tuple(validRequestArbitrary(operation, context, uuidsFor), mutationsArbitrary()),
      { seed: seedFor(options.seed, operation.name), numRuns: count },
    );
    const started = performance.now();
    accepted = false;
    for (const [valid, mutations] of cases) {
      await send(operation, applyMutations(valid, mutations), index);
      index += 1;
    }
    summary.millisByOperation[operation.name] = Math.round(performance.now() - started);
    if (!accepted) summary.neverAccepted.push(operation.name);
  }
  return summary;
}
