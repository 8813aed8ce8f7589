CREATE TABLE "cache_generation" (
	"id" smallint PRIMARY KEY NOT NULL,
	"content" bigint DEFAULT 0 NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"reads" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_generation" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_content_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cache_generation" SET "content" = "content" + 1 WHERE "id" = 1;
	PERFORM pg_notify('cache_generation', 'content');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_sessions_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cache_generation" SET "sessions" = "sessions" + 1 WHERE "id" = 1;
	PERFORM pg_notify('cache_generation', 'sessions');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_reads_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cache_generation" SET "reads" = "reads" + 1 WHERE "id" = 1;
	PERFORM pg_notify('cache_generation', 'reads');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_items_bump_content_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();--> statement-breakpoint
CREATE TRIGGER "content_bodies_bump_content_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_bodies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();--> statement-breakpoint
CREATE TRIGGER "content_plans_bump_content_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();--> statement-breakpoint
CREATE TRIGGER "content_authors_bump_content_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_authors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();--> statement-breakpoint
CREATE TRIGGER "subjects_bump_content_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subjects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();--> statement-breakpoint
CREATE TRIGGER "user_rights_bump_content_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_rights" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();--> statement-breakpoint
CREATE TRIGGER "users_bump_content_generation" AFTER UPDATE OF "profile", "signature", "demo_ends_at", "disabled" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();--> statement-breakpoint
CREATE TRIGGER "users_bump_sessions_generation" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_sessions_generation"();--> statement-breakpoint
-- A session's last-seen time and time spent change all the time and are never read from a cached session.
CREATE TRIGGER "sessions_update_bump_sessions_generation" AFTER UPDATE ON "sessions" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'last_seen_at' - 'time_spent_seconds') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at' - 'time_spent_seconds'))
	EXECUTE FUNCTION "bump_sessions_generation"();--> statement-breakpoint
CREATE TRIGGER "sessions_bump_sessions_generation" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_sessions_generation"();--> statement-breakpoint
CREATE TRIGGER "content_reads_bump_reads_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_reads" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reads_generation"();
