CREATE TABLE "live_session_registrations" (
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_session_registrations_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_session_registrations" ADD CONSTRAINT "live_session_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_session_registrations_user" ON "live_session_registrations" USING btree ("user_id");