CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"disclosure_type" smallint NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text,
	"title_es" text,
	"description_pt" text DEFAULT '' NOT NULL,
	"description_en" text,
	"description_es" text,
	"event_type" text NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"location" text,
	"price" integer,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"link" text,
	"related_news" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commodities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"importance" text,
	"free" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_authors" ADD COLUMN "role_pt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_authors" ADD COLUMN "role_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_authors" ADD COLUMN "role_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_authors" ADD COLUMN "bio_pt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_authors" ADD COLUMN "bio_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_authors" ADD COLUMN "bio_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_events_starts_idx" ON "calendar_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_ends_idx" ON "calendar_events" USING btree ("ends_at");--> statement-breakpoint
CREATE TRIGGER "calendar_events_bump_content_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();
