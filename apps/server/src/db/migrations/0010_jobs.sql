ALTER TABLE "export_jobs" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "claimed_at" timestamp with time zone;