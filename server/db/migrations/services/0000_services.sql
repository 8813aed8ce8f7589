CREATE TABLE "analyst_question_usage" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "analyst_question_usage_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "analyst_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"commodity" integer NOT NULL,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_plans" (
	"plan" text PRIMARY KEY NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ask_analyst_limit" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyst_question_usage" ADD CONSTRAINT "analyst_question_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyst_questions" ADD CONSTRAINT "analyst_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyst_questions_user" ON "analyst_questions" USING btree ("user_id","asked_at");