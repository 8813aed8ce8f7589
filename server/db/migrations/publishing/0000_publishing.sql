CREATE TABLE "publishing_deliveries" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"content_id" integer NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publishing_deliveries_item_id_user_id_channel_pk" PRIMARY KEY("item_id","user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "publishing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"publication_type" text NOT NULL,
	"commodities" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"importance" smallint DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"highlight_title" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sending_since" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"content_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishing_deliveries" ADD CONSTRAINT "publishing_deliveries_item_id_publishing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."publishing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_deliveries" ADD CONSTRAINT "publishing_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_items" ADD CONSTRAINT "publishing_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publishing_deliveries_state_idx" ON "publishing_deliveries" USING btree ("item_id","state");--> statement-breakpoint
CREATE INDEX "publishing_items_due_idx" ON "publishing_items" USING btree ("scheduled_at") WHERE "publishing_items"."status" = 3;--> statement-breakpoint
CREATE INDEX "publishing_items_updated_idx" ON "publishing_items" USING btree ("updated_at");