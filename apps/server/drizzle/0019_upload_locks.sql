CREATE TABLE "upload_locks" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_locks_expires_at_idx" ON "upload_locks" USING btree ("expires_at");