CREATE TABLE "app_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" text NOT NULL,
	"message" text NOT NULL,
	"device_id" text NOT NULL,
	"session_id" text,
	"user_agent" text NOT NULL,
	"locale" text NOT NULL,
	"route" text NOT NULL,
	"app_version" text NOT NULL,
	"logged_at" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_logs_device_idx" ON "app_logs" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "app_logs_received_idx" ON "app_logs" USING btree ("received_at");