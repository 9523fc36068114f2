import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ERRORS } from "@tus/utils";
import { listenOnChannel, type ChannelListener } from "../../db/channelListener";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { DatabaseUploadLocker, UPLOAD_RELEASE_CHANNEL } from "./uploadLocker";

const FAST = { leaseMs: 1_500, acquireTimeoutMs: 1_000, retryMs: 20 };

/**
 * Two lockers on one database stand for two app instances: each hears release requests on its
 * own LISTEN, as the plugin wires it, and only ever cancels the requests it holds itself.
 */
describe.each(testDatabases())("the resumable uploads' lock across instances (%s)", (kind) => {
  let t: TestApp;
  const listeners: ChannelListener[] = [];
  let instanceA: DatabaseUploadLocker;
  let instanceB: DatabaseUploadLocker;

  async function instance(): Promise<DatabaseUploadLocker> {
    const locker = new DatabaseUploadLocker(t.database.db, FAST);
    listeners.push(
      await listenOnChannel(
        t.database,
        UPLOAD_RELEASE_CHANNEL,
        { onPayload: (id) => id && locker.releaseRequested(id) },
        t.app.log,
      ),
    );
    return locker;
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    instanceA = await instance();
    instanceB = await instance();
    // Once listenOnChannel has answered, the LISTEN is in place on PostgreSQL too (PGlite's
    // listen() is awaited): an instance misses no release from its first moment.
    if (kind === "postgres") {
      const listening = await t.database.db.execute(sql`select pid from pg_stat_activity
        where datname = current_database() and query = ${`LISTEN ${UPLOAD_RELEASE_CHANNEL}`}`);
      expect(listening.rows).toHaveLength(2);
    }
  });
  afterAll(async () => {
    await Promise.all(listeners.map((l) => l.close()));
    await t.close();
  });

  const never = () => new AbortController().signal;
  const holders = async (uploadId: string) =>
    (
      await t.database.db.execute<{ holder: string }>(
        sql`select holder from upload_locks where upload_id = ${uploadId}`,
      )
    ).rows.length;

  it("asks the other instance's stale request to let go, then takes the upload", async () => {
    const order: string[] = [];
    const onA = instanceA.newLock("upload-1");
    await onA.lock(never(), async () => {
      // What tus does with requestRelease: end the stale request, which unlocks.
      order.push("A asked to release");
      await onA.unlock();
    });
    await instanceB.newLock("upload-1").lock(never(), () => undefined);
    order.push("B holds it");
    expect(order).toEqual(["A asked to release", "B holds it"]);
    expect(await holders("upload-1")).toBe(1);
  });

  it("refuses a second writer while the holder keeps its request (tus: lock timeout)", async () => {
    await instanceA.newLock("upload-2").lock(never(), () => undefined);
    await expect(instanceB.newLock("upload-2").lock(never(), () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
  });

  it("keeps renewing a held lock, so only a dead instance's lock expires", async () => {
    const held = instanceA.newLock("upload-3");
    await held.lock(never(), () => undefined);
    await new Promise((resolve) => setTimeout(resolve, FAST.leaseMs + 300));
    await expect(instanceB.newLock("upload-3").lock(never(), () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await held.unlock();
    await instanceB.newLock("upload-3").lock(never(), () => undefined);
  });

  it("takes over the lock of an instance that died (no renewal past the lease)", async () => {
    await t.database.db.execute(sql`insert into upload_locks (upload_id, holder, expires_at)
      values ('upload-4', 'crashed-instance', now() - interval '1 second')`);
    await instanceB.newLock("upload-4").lock(never(), () => undefined);
    expect(await holders("upload-4")).toBe(1);
  });

  it("lets a late unlock of a taken-over lock leave the new holder's row alone", async () => {
    await t.database.db.execute(sql`insert into upload_locks (upload_id, holder, expires_at)
      values ('upload-5', 'crashed-instance', now() - interval '1 second')`);
    const late = instanceA.newLock("upload-5");
    await instanceB.newLock("upload-5").lock(never(), () => undefined);
    await late.unlock();
    expect(await holders("upload-5")).toBe(1);
  });

  it("stops waiting when the request that waits is aborted", async () => {
    await instanceA.newLock("upload-6").lock(never(), () => undefined);
    const stop = new AbortController();
    const waiting = instanceB.newLock("upload-6").lock(stop.signal, () => undefined);
    stop.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });
});
