import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { CARD_DECLINED_MESSAGE, CARD_PROCESSING_ERROR_MESSAGE, TEST_CARDS } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { testProviderPayments, testProviderRequests } from "../../db/schema";
import { cardBrand, cardExpired, cardLabel, luhnValid } from "./cards";
import {
  PaymentError,
  type AuthorizeInput,
  type Authorization,
  type CaptureInput,
  type PaymentProvider,
  type PayoutInput,
  type RefundInput,
  type VoidInput,
} from "./provider";

const SUCCEEDS = TEST_CARDS.find((c) => c.outcome === "succeeds")!.number;
const DECLINED = TEST_CARDS.find((c) => c.outcome === "declined")!.number;
const RETRY = TEST_CARDS.find((c) => c.outcome === "retry")!.number;

export const NOT_A_TEST_CARD_MESSAGE =
  "Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.";

type StoredOutcome = { ok: unknown } | { error: { code: PaymentError["code"]; message: string } };

export interface TestProviderOptions {
  /** Tests only: make payouts fail (a closed bank account) to exercise the reversal. */
  failPayouts?: () => boolean;
  now?: () => Date;
}

/**
 * The built-in provider, used when no Stripe key is set. It behaves like a card processor's
 * sandbox: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119
 * fails once with a retryable processing error and succeeds when the payment is tried again;
 * any other number is refused, so nobody types a real card into test mode. Its books live in
 * the database (like a processor's own), so they survive restarts and are shared by every
 * server instance; every call is idempotent on its key exactly like a real API.
 */
export function createTestProvider(
  db: Database,
  options: TestProviderOptions = {},
): PaymentProvider {
  const now = options.now ?? (() => new Date());

  /**
   * Runs `work` once per key: the stored outcome (success or final error) answers every retry;
   * the same key with different parameters is refused, as processors do.
   */
  async function once<T>(
    key: string,
    operation: string,
    params: unknown,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const fingerprint = createHash("sha256").update(JSON.stringify(params)).digest("hex");
    const outcome: StoredOutcome = await db.transaction(async (tx) => {
      await tx
        .insert(testProviderRequests)
        .values({ idempotencyKey: key, operation, fingerprint })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(testProviderRequests)
        .where(eq(testProviderRequests.idempotencyKey, key))
        .for("update");
      if (!row) throw new Error("test provider request row vanished");
      if (row.operation !== operation || row.fingerprint !== fingerprint) {
        return {
          error: {
            code: "idempotency_conflict",
            message: "Keys for idempotent requests can only be used with the same parameters.",
          },
        };
      }
      if (row.response) return row.response as StoredOutcome;
      let result: StoredOutcome;
      try {
        result = { ok: await work(tx) };
      } catch (error) {
        if (!(error instanceof PaymentError) || error.retryable) throw error;
        result = { error: { code: error.code, message: error.message } };
      }
      await tx
        .update(testProviderRequests)
        .set({ response: result })
        .where(eq(testProviderRequests.idempotencyKey, key));
      return result;
    });
    if ("error" in outcome)
      throw new PaymentError(outcome.error.code, outcome.error.message, false);
    return outcome.ok as T;
  }

  /** The needs-a-retry card: the first attempt to pay `reference` fails, later ones pass. */
  async function failsFirstTime(reference: string): Promise<boolean> {
    const [marker] = await db
      .insert(testProviderRequests)
      .values({
        idempotencyKey: `fail_once_${reference}`,
        operation: "processing_error",
        fingerprint: reference,
        failedAttempts: 1,
      })
      .onConflictDoNothing()
      .returning({ key: testProviderRequests.idempotencyKey });
    return marker !== undefined;
  }

  async function payment(tx: Transaction, id: string) {
    const [row] = await tx
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, id))
      .for("update");
    if (!row || row.kind !== "payment") {
      throw new PaymentError("invalid_request", `No such payment: ${id}`, false);
    }
    return row;
  }

  const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

  return {
    name: "test",
    testMode: true,

    async authorize(input: AuthorizeInput): Promise<Authorization> {
      if (input.method.kind !== "card") {
        throw new PaymentError(
          "invalid_request",
          "The test provider takes card details, not a Stripe payment method.",
          false,
        );
      }
      const card = input.method;
      const { number } = card;
      if (!luhnValid(number)) {
        throw new PaymentError("incorrect_number", "Your card number is incorrect.", false);
      }
      if (cardExpired(card.expMonth, card.expYear, now())) {
        throw new PaymentError("expired_card", "Your card has expired.", false);
      }
      if (number === RETRY && (await failsFirstTime(input.reference))) {
        throw new PaymentError("processing_error", CARD_PROCESSING_ERROR_MESSAGE, true);
      }
      const params = {
        amount: input.amountCents,
        currency: input.currency,
        number,
        ref: input.reference,
      };
      return once(input.idempotencyKey, "authorize", params, async (tx) => {
        if (number === DECLINED) {
          throw new PaymentError("card_declined", CARD_DECLINED_MESSAGE, false);
        }
        if (number !== SUCCEEDS && number !== RETRY) {
          throw new PaymentError("card_declined", NOT_A_TEST_CARD_MESSAGE, false);
        }
        const last4 = number.slice(-4);
        const id = newId("pay");
        await tx.insert(testProviderPayments).values({
          id,
          kind: "payment",
          amountCents: input.amountCents,
          currency: input.currency,
          status: "authorized",
          cardLast4: last4,
        });
        return { paymentId: id, methodLabel: cardLabel(cardBrand(number), last4) };
      });
    },

    async capture(input: CaptureInput): Promise<void> {
      await once(input.idempotencyKey, "capture", input, async (tx) => {
        const row = await payment(tx, input.paymentId);
        if (row.status === "voided") {
          throw new PaymentError("invalid_request", "This payment was cancelled.", false);
        }
        if (input.amountCents > row.amountCents) {
          throw new PaymentError(
            "invalid_request",
            "Capture exceeds the authorized amount.",
            false,
          );
        }
        await tx
          .update(testProviderPayments)
          .set({ status: "captured", amountCents: input.amountCents })
          .where(eq(testProviderPayments.id, row.id));
        return null;
      });
    },

    async void(input: VoidInput): Promise<void> {
      await once(input.idempotencyKey, "void", input, async (tx) => {
        const row = await payment(tx, input.paymentId);
        if (row.status === "captured") {
          throw new PaymentError(
            "invalid_request",
            "A captured payment can't be cancelled.",
            false,
          );
        }
        await tx
          .update(testProviderPayments)
          .set({ status: "voided" })
          .where(eq(testProviderPayments.id, row.id));
        return null;
      });
    },

    async refund(input: RefundInput): Promise<{ refundId: string }> {
      return once(input.idempotencyKey, "refund", input, async (tx) => {
        const row = await payment(tx, input.paymentId);
        if (row.status !== "captured") {
          throw new PaymentError(
            "invalid_request",
            "Only captured payments can be refunded.",
            false,
          );
        }
        if (row.refundedCents + input.amountCents > row.amountCents) {
          throw new PaymentError("invalid_request", "Refund exceeds what was charged.", false);
        }
        await tx
          .update(testProviderPayments)
          .set({ refundedCents: sql`${testProviderPayments.refundedCents} + ${input.amountCents}` })
          .where(eq(testProviderPayments.id, row.id));
        const refundId = newId("re");
        await tx.insert(testProviderPayments).values({
          id: refundId,
          kind: "refund",
          amountCents: input.amountCents,
          currency: row.currency,
          status: "succeeded",
          paymentId: row.id,
        });
        return { refundId };
      });
    },

    async payout(input: PayoutInput): Promise<{ payoutId: string }> {
      return once(input.idempotencyKey, "payout", input, async (tx) => {
        if (options.failPayouts?.()) {
          throw new PaymentError("invalid_request", "The bank account was closed.", false);
        }
        const payoutId = newId("po");
        await tx.insert(testProviderPayments).values({
          id: payoutId,
          kind: "payout",
          amountCents: input.amountCents,
          currency: input.currency,
          status: "succeeded",
        });
        return { payoutId };
      });
    },
  };
}
