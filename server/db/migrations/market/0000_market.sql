CREATE TABLE "market_daily" (
	"instrument_id" text NOT NULL,
	"day" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" integer,
	CONSTRAINT "market_daily_instrument_id_day_pk" PRIMARY KEY("instrument_id","day")
);
--> statement-breakpoint
CREATE TABLE "market_instruments" (
	"id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"commodity" integer NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"place" text NOT NULL,
	"source" text NOT NULL,
	"unit" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"session" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_daily" ADD CONSTRAINT "market_daily_instrument_id_market_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."market_instruments"("id") ON DELETE no action ON UPDATE no action;