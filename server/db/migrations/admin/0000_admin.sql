CREATE TABLE "content_tags" (
	"tag_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	CONSTRAINT "content_tags_tag_id_content_id_pk" PRIMARY KEY("tag_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "subject_icon_sizes" (
	"subject_id" integer PRIMARY KEY NOT NULL,
	"icon_size" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_pt_br" text NOT NULL,
	"name_en_eu" text NOT NULL,
	"name_es_es" text NOT NULL,
	"name_es_ar" text NOT NULL,
	"name_pt_pt" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_icon_sizes" ADD CONSTRAINT "subject_icon_sizes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_audit" ADD CONSTRAINT "user_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_tags_content_idx" ON "content_tags" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "user_audit_user_idx" ON "user_audit" USING btree ("user_id","id");
