import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversationSchema, RECIPIENT_DELETED_MESSAGE } from "@skyhire/shared";
import { messages, users } from "../../db/schema";
import { createJobPilot, createTestClient } from "../../testing/jobFixtures";
import { buildTestApp, type TestApp } from "../../testing/testApp";

/**
 * A send while the recipient's account deletion is under way (its transaction holds the user
 * row FOR UPDATE, deleted_at set, not yet committed). The send's one statement waits on that
 * row; when the deletion commits, the send sees it and refuses, storing nothing; when it rolls
 * back, the message goes. Only PostgreSQL has a second connection to hold the row with.
 */
// Skipped, not empty, without PostgreSQL: a file with no suite fails the whole run.
describe.runIf(process.env.TEST_DATABASE_URL)(
  "a message sent during the recipient's account deletion (postgres)",
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp("postgres");
    });
    afterAll(() => t.close());

    async function sendDuringDeletion(deletion: "commit" | "rollback") {
      const client = await createTestClient(t);
      const pilot = await createJobPilot(t);
      const started = await client.b.post("/api/conversations", {
        pilotProfileId: pilot.pilot.id,
      });
      const conversation = conversationSchema.parse(started.json());

      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let locked!: () => void;
      const rowLocked = new Promise<void>((resolve) => (locked = resolve));
      const deleting = t.database.db
        .transaction(async (tx) => {
          await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, pilot.user.id));
          locked();
          await finished;
          if (deletion === "rollback") tx.rollback();
        })
        .catch((error: unknown) => {
          if (deletion !== "rollback") throw error;
        });
      await rowLocked;

      const id = randomUUID();
      const sending = client.b.post(`/api/conversations/${conversation.id}/messages`, {
        id,
        body: "Still on for Tuesday?",
      });
      try {
        // The send is waiting on the pilot's row before the deletion ends.
        await vi.waitFor(
          async () => {
            // The send's statement, by a part of it within the first 1,024 characters
            // pg_stat_activity keeps.
            const waiting = await t.database.db.execute(sql`
              select 1 from pg_stat_activity
              where wait_event_type = 'Lock' and query like '%allowed as (%'`);
            expect(waiting.rows).toHaveLength(1);
          },
          { timeout: 10_000, interval: 50 },
        );
      } finally {
        finish();
        await deleting;
      }
      const stored = async () => t.database.db.select().from(messages).where(eq(messages.id, id));
      return { answer: await sending, stored };
    }

    it("refuses it when the deletion commits first, and stores nothing", async () => {
      const { answer, stored } = await sendDuringDeletion("commit");
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().message).toBe(RECIPIENT_DELETED_MESSAGE);
      expect(await stored()).toEqual([]);
    });

    it("sends it when the deletion is rolled back", async () => {
      const { answer, stored } = await sendDuringDeletion("rollback");
      expect(answer.statusCode, answer.body).toBe(201);
      expect(await stored()).toHaveLength(1);
    });
  },
);
