ALTER TABLE "push_devices" ADD COLUMN "device_type" smallint;--> statement-breakpoint
ALTER TABLE "push_devices" ADD COLUMN "push_project_id" text;--> statement-breakpoint
ALTER TABLE "pushes" ADD COLUMN "push_project_id" text;