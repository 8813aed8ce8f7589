CREATE TABLE "line_up_vessels" (
	"id" text PRIMARY KEY NOT NULL,
	"vessel" text NOT NULL,
	"port" text NOT NULL,
	"berth" text NOT NULL,
	"product" text NOT NULL,
	"tonnage" integer NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL
);
