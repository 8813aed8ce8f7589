CREATE TABLE "content_authors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_bodies" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"body_pt" text NOT NULL,
	"body_en" text,
	"body_es" text
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"publication_type" text NOT NULL,
	"report_type_id" integer,
	"periodicity" text NOT NULL,
	"origin_country" text NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text,
	"title_es" text,
	"summary_pt" text NOT NULL,
	"summary_en" text,
	"summary_es" text,
	"dt_report" timestamp with time zone,
	"dt_publish" timestamp with time zone NOT NULL,
	"dt_sort" timestamp with time zone NOT NULL,
	"importance" smallint DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"relevant" boolean DEFAULT false NOT NULL,
	"priority" smallint DEFAULT 2 NOT NULL,
	"disclosure_type" smallint,
	"has_attachment" boolean DEFAULT false NOT NULL,
	"has_audio" boolean DEFAULT false NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"has_podcast" boolean DEFAULT false NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event" jsonb
);
--> statement-breakpoint
CREATE TABLE "content_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"monthly_price" integer NOT NULL,
	"publication_types" jsonb,
	"commodities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "content_reads" (
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_reads_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "content_bodies" ADD CONSTRAINT "content_bodies_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_sort_idx" ON "content_items" USING btree ("dt_sort","id");--> statement-breakpoint
CREATE INDEX "content_items_subject_sort_idx" ON "content_items" USING btree ("subject_id","dt_sort","id");--> statement-breakpoint
CREATE INDEX "content_items_type_sort_idx" ON "content_items" USING btree ("publication_type","dt_sort");--> statement-breakpoint
CREATE INDEX "content_items_subject_type_sort_idx" ON "content_items" USING btree ("subject_id","publication_type","dt_sort");--> statement-breakpoint
CREATE INDEX "content_items_periodicity_sort_idx" ON "content_items" USING btree ("periodicity","dt_sort");--> statement-breakpoint
CREATE INDEX "content_items_country_sort_idx" ON "content_items" USING btree ("origin_country","dt_sort");--> statement-breakpoint
CREATE INDEX "content_items_author_sort_idx" ON "content_items" USING btree ("author_id","dt_sort");--> statement-breakpoint
CREATE INDEX "content_items_report_type_sort_idx" ON "content_items" USING btree ("report_type_id","dt_sort");--> statement-breakpoint
CREATE INDEX "content_items_priority_sort_idx" ON "content_items" USING btree ("priority","dt_sort");--> statement-breakpoint
CREATE INDEX "content_items_title_idx" ON "content_items" USING btree ("title_pt");--> statement-breakpoint
CREATE INDEX "content_items_highlight_idx" ON "content_items" USING btree ("subject_id","dt_sort") WHERE "content_items"."highlight";--> statement-breakpoint
CREATE INDEX "content_items_important_idx" ON "content_items" USING btree ("dt_sort") WHERE "content_items"."importance" = 1;--> statement-breakpoint
CREATE INDEX "content_items_exclusive_idx" ON "content_items" USING btree ("dt_sort") WHERE "content_items"."exclusive";--> statement-breakpoint
CREATE INDEX "content_items_live_idx" ON "content_items" USING btree ("dt_sort") WHERE "content_items"."live";--> statement-breakpoint
CREATE INDEX "content_items_relevant_idx" ON "content_items" USING btree ("dt_sort") WHERE "content_items"."relevant";--> statement-breakpoint
CREATE INDEX "content_items_attachment_idx" ON "content_items" USING btree ("dt_sort") WHERE "content_items"."has_attachment";--> statement-breakpoint
CREATE INDEX "content_items_video_idx" ON "content_items" USING btree ("dt_sort") WHERE "content_items"."has_video";--> statement-breakpoint
CREATE INDEX "content_items_audio_idx" ON "content_items" USING btree ("dt_sort") WHERE "content_items"."has_audio";--> statement-breakpoint
CREATE INDEX "content_items_podcast_idx" ON "content_items" USING btree ("dt_sort") WHERE "content_items"."has_podcast";