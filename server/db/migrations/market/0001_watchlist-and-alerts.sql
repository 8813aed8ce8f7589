CREATE TABLE "market_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instrument_id" text NOT NULL,
	"kind" text NOT NULL,
	"level" double precision NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_value" double precision
);
--> statement-breakpoint
CREATE TABLE "market_watchlists" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"instruments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_alerts" ADD CONSTRAINT "market_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_alerts" ADD CONSTRAINT "market_alerts_instrument_id_market_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."market_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_watchlists" ADD CONSTRAINT "market_watchlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_alerts_user" ON "market_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "market_alerts_state" ON "market_alerts" USING btree ("state");