import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/utils";
import type { Database } from "../../db/client";

/** Instances ask each other, on this NOTIFY channel, to let go of an upload someone waits for. */
export const UPLOAD_RELEASE_CHANNEL = "skyhire_upload_release";

export interface UploadLockTimings {
  /** How long a lock lives without renewal: a crashed instance's locks free themselves. */
  leaseMs: number;
  /** How long a request waits for a lock before tus answers it with 500 "lock timeout". */
  acquireTimeoutMs: number;
  /** Between two tries to take a held lock. */
  retryMs: number;
}

export const UPLOAD_LOCK_TIMINGS: UploadLockTimings = {
  leaseMs: 30_000,
  acquireTimeoutMs: 30_000,
  retryMs: 100,
};

/**
 * tus's lock over every instance, in PostgreSQL (`upload_locks`). tus-js-client sends one
 * request at a time per upload, but after a cut connection its retry may reach another instance
 * while the first still holds the dead request (a half-open TCP connection can look alive for
 * minutes). The waiting request NOTIFYs `skyhire_upload_release`; the instance that holds the
 * upload hears it and cancels its stale request, as tus's in-process MemoryLocker does within
 * one process. A lock is renewed while held, so only a dead instance's lock expires.
 */
export class DatabaseUploadLocker implements Locker {
  private readonly held = new Map<string, RequestRelease>();

  constructor(
    private readonly db: Database,
    private readonly timings: UploadLockTimings = UPLOAD_LOCK_TIMINGS,
  ) {}

  newLock(uploadId: string): Lock {
    return new DatabaseUploadLock(uploadId, this.db, this.timings, this.held);
  }

  /** A release request from any instance (this one included): cancel our holder, if any. */
  releaseRequested(uploadId: string): void {
    void this.held.get(uploadId)?.();
  }
}

class DatabaseUploadLock implements Lock {
  private readonly holder = randomUUID();
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly uploadId: string,
    private readonly db: Database,
    private readonly timings: UploadLockTimings,
    private readonly held: Map<string, RequestRelease>,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const giveUpAt = Date.now() + this.timings.acquireTimeoutMs;
    let asked = false;
    while (!stopSignal.aborted && Date.now() < giveUpAt) {
      if (await this.tryTake()) {
        this.held.set(this.uploadId, requestRelease);
        this.renewal = setInterval(() => void this.renew(), this.timings.leaseMs / 3);
        this.renewal.unref();
        return;
      }
      if (!asked) {
        // Once per wait: the holder cancels its request and unlocks, which is all we wait for.
        await this.db.execute(sql`select pg_notify(${UPLOAD_RELEASE_CHANNEL}, ${this.uploadId})`);
        asked = true;
      }
      await new Promise((resolve) => setTimeout(resolve, this.timings.retryMs));
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    this.held.delete(this.uploadId);
    await this.db.execute(
      sql`delete from upload_locks where upload_id = ${this.uploadId} and holder = ${this.holder}`,
    );
  }

  /** Takes the lock when nobody holds it or its holder stopped renewing (a dead instance). */
  private async tryTake(): Promise<boolean> {
    const leaseSeconds = this.timings.leaseMs / 1000;
    const taken = await this.db.execute<{ holder: string }>(sql`
      insert into upload_locks (upload_id, holder, expires_at)
      values (${this.uploadId}, ${this.holder}, now() + make_interval(secs => ${leaseSeconds}))
      on conflict (upload_id) do update
        set holder = excluded.holder, expires_at = excluded.expires_at
        where upload_locks.expires_at < now()
      returning holder`);
    return taken.rows.length === 1;
  }

  private async renew(): Promise<void> {
    const leaseSeconds = this.timings.leaseMs / 1000;
    await this.db
      .execute(
        sql`update upload_locks set expires_at = now() + make_interval(secs => ${leaseSeconds})
            where upload_id = ${this.uploadId} and holder = ${this.holder}`,
      )
      .catch(() => undefined); // the next renewal tries again; expiry is the fallback
  }
}
