ALTER TABLE "demo_requests" DROP CONSTRAINT "demo_requests_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "document_hash" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_requests_document_idx" ON "demo_requests" USING btree ("document_hash");--> statement-breakpoint
UPDATE "demo_requests" AS d SET "document_hash" = encode(sha256(convert_to(p."document", 'UTF8')), 'hex') FROM "account_profiles" AS p WHERE p."user_id" = d."user_id" AND p."document" IS NOT NULL;--> statement-breakpoint
INSERT INTO "demo_requests" ("user_id", "document_hash", "requested_at", "ends_at") SELECT u."id", (SELECT encode(sha256(convert_to(p."document", 'UTF8')), 'hex') FROM "account_profiles" AS p WHERE p."user_id" = u."id" AND p."document" IS NOT NULL), u."demo_ends_at" - interval '7 days', u."demo_ends_at" FROM "users" AS u WHERE u."profile" = 2 AND u."demo_ends_at" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "demo_requests" AS r WHERE r."user_id" = u."id");
