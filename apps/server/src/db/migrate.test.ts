import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases, type TestDatabase } from "../testing/testDatabase";
import { runMigrations } from "./migrate";
import { users } from "./schema";

describe.each(testDatabases())("migrations (%s)", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
  });
  afterAll(() => t.dispose());

  it("create every table and are safe to run again", async () => {
    await runMigrations(t.database);
    await runMigrations(t.database);

    const result = await t.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(result.rows.map((r) => r.table_name)).toEqual([
      "airspace_authorizations",
      "applications",
      "calendar_feeds",
      "checkouts",
      "client_profiles",
      "conversation_members",
      "conversations",
      "credential_decisions",
      "disputes",
      "equipment",
      "flight_logs",
      "idempotency_keys",
      "job_events",
      "job_files",
      "job_invitations",
      "jobs",
      "ledger_accounts",
      "ledger_entries",
      "ledger_transfers",
      "linked_accounts",
      "messages",
      "notifications",
      "oauth_flows",
      "password_reset_tokens",
      "payout_accounts",
      "payouts",
      "pilot_client_details",
      "pilot_client_notes",
      "pilot_credentials",
      "pilot_profile_images",
      "pilot_profiles",
      "pilot_service_areas",
      "properties",
      "provider_operations",
      "push_outbox",
      "push_subscriptions",
      "rate_limit_buckets",
      "reviews",
      "sessions",
      "test_provider_payments",
      "test_provider_requests",
      "upload_locks",
      "users",
    ]);
    const applied = await t.database.db.execute<{ count: string | number }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.rows[0]?.count)).toBeGreaterThanOrEqual(1);
  });

  it("keep emails unique regardless of case", async () => {
    await t.database.db
      .insert(users)
      .values({ email: "Ann@Example.com", firstName: "A", lastName: "B" });
    await expect(
      t.database.db
        .insert(users)
        .values({ email: "ann@example.com", firstName: "C", lastName: "D" }),
    ).rejects.toThrow();
  });
});
