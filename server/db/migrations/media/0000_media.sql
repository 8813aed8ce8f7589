CREATE TABLE "media_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"author" text NOT NULL,
	"duration" integer NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"dt_publish" timestamp with time zone NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"embed" jsonb,
	"episodes" jsonb
);
--> statement-breakpoint
CREATE TABLE "media_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_items_publish" ON "media_items" USING btree ("dt_publish");--> statement-breakpoint
CREATE INDEX "media_items_subject" ON "media_items" USING btree ("subject_id");