CREATE TABLE "freight_places" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_rates" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"mode" text NOT NULL,
	"distance_km" integer NOT NULL,
	"rate_millis" integer NOT NULL,
	"terminal_fee_cents" integer NOT NULL,
	CONSTRAINT "freight_rates_origin_destination_mode_pk" PRIMARY KEY("origin","destination","mode")
);
--> statement-breakpoint
ALTER TABLE "freight_rates" ADD CONSTRAINT "freight_rates_origin_freight_places_id_fk" FOREIGN KEY ("origin") REFERENCES "public"."freight_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_rates" ADD CONSTRAINT "freight_rates_destination_freight_places_id_fk" FOREIGN KEY ("destination") REFERENCES "public"."freight_places"("id") ON DELETE no action ON UPDATE no action;