ALTER TABLE "ad_submissions" ADD COLUMN "base_fen" bigint;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD COLUMN "cap_cut_fen" bigint;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_statement_check" CHECK ("ad_submissions"."base_fen" >= 0 and "ad_submissions"."cap_cut_fen" >= 0);