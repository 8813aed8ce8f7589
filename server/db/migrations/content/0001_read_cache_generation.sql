CREATE TABLE "cache_generation" (
	"id" smallint PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_generation" ("id", "value") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_cache_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cache_generation" SET "value" = "value" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_items_bump_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "content_bodies_bump_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_bodies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "content_plans_bump_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "content_authors_bump_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_authors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "subjects_bump_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subjects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "user_rights_bump_cache_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_rights" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "users_bump_cache_generation" AFTER UPDATE OF "profile", "signature", "demo_ends_at", "disabled" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();
