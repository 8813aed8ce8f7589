CREATE TABLE "consulting_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"summary_pt" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"analyst" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"in_progress" boolean DEFAULT false NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consulting_items_subject_due_idx" ON "consulting_items" USING btree ("subject_id","due");