CREATE TABLE "pushes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"platform" smallint NOT NULL,
	"push_token" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pushes_sent_at_idx" ON "pushes" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "pushes_device_idx" ON "pushes" USING btree ("device_id");