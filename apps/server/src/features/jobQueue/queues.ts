/**
 * Every pg-boss queue SkyHire uses, with its retry limit, backoff and dead-letter queue, in one
 * place (decision 0008). A job that still fails after its retries is kept as `failed` (the
 * operator page lists and retries it) and a copy of it lands in its dead-letter queue, which no
 * worker reads: the copy is the record of what was given up on, and /metrics counts it.
 */
export interface QueueDeclaration {
  name: string;
  /**
   * `standard`: any number waiting. `short`: at most one waiting (created), any number running:
   * "drain soon" requests from many requests and instances coalesce into one pass.
   */
  policy: "standard" | "short";
  retryLimit: number;
  /** Seconds before the first retry; doubled on every later one (retryBackoff). */
  retryDelay: number;
  /** A run longer than this is failed by pg-boss's supervisor (and retried). */
  expireInSeconds: number;
  deadLetter: string;
}

export const JOB_QUEUES = {
  /** The delivery's due tasks and credential expiry (features/delivery/dueTasks.ts). */
  dueTasks: {
    name: "delivery-due-tasks",
    policy: "standard",
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 15 * 60,
    deadLetter: "delivery-due-tasks-dead",
  },
  /**
   * The money sweep (features/payments/sweep.ts): lapsed checkouts, orphaned card holds,
   * provider calls not yet confirmed, old idempotency keys.
   */
  paymentsSweep: {
    name: "payments-sweep",
    policy: "standard",
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 10 * 60,
    deadLetter: "payments-sweep-dead",
  },
  /** One pass over the web push outbox (features/push/worker.ts). */
  pushOutbox: {
    name: "push-outbox",
    policy: "short",
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 10 * 60,
    deadLetter: "push-outbox-dead",
  },
  /** Due message digests, then one pass over the email outbox (features/notificationEmail). */
  emailOutbox: {
    name: "email-outbox",
    policy: "short",
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
    deadLetter: "email-outbox-dead",
  },
} as const satisfies Record<string, QueueDeclaration>;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES]["name"];

export const ALL_QUEUES: QueueDeclaration[] = Object.values(JOB_QUEUES);
