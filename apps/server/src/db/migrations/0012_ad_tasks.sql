CREATE TABLE "ad_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"help" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_fields_key_key" UNIQUE("key"),
	CONSTRAINT "ad_fields_key_check" CHECK ("ad_fields"."key" ~ '^[a-z][a-z0-9_]{1,31}$'),
	CONSTRAINT "ad_fields_kind_check" CHECK ("ad_fields"."kind" in ('text', 'number', 'url', 'image', 'select')),
	CONSTRAINT "ad_fields_scope_check" CHECK ("ad_fields"."scope" in ('join', 'receipt'))
);
--> statement-breakpoint
CREATE TABLE "ad_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"cover" text,
	"price_fen" bigint NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"advertiser_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_goods_sku_key" UNIQUE("sku"),
	CONSTRAINT "ad_goods_price_check" CHECK ("ad_goods"."price_fen" >= 0),
	CONSTRAINT "ad_goods_status_check" CHECK ("ad_goods"."status" in ('on_sale', 'off_sale'))
);
--> statement-breakpoint
CREATE TABLE "ad_participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_participations_status_check" CHECK ("ad_participations"."status" in ('applied', 'joined', 'declined', 'quit', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "ad_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_plays" integer,
	"claimed_conversions" integer,
	"verified_plays" integer,
	"verified_conversions" integer,
	"link" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"external_ref" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_receipts_submission_key" UNIQUE("submission_id"),
	CONSTRAINT "ad_receipts_source_check" CHECK ("ad_receipts"."source" in ('creator', 'import')),
	CONSTRAINT "ad_receipts_status_check" CHECK ("ad_receipts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "ad_receipts_numbers_check" CHECK ("ad_receipts"."claimed_plays" >= 0 and "ad_receipts"."claimed_conversions" >= 0 and "ad_receipts"."verified_plays" >= 0 and "ad_receipts"."verified_conversions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"reward_kinds" jsonb NOT NULL,
	"min_budget_fen" bigint NOT NULL,
	"default_observe_days" integer NOT NULL,
	"featured_max_default" integer NOT NULL,
	"engagement_min_plays" integer NOT NULL,
	"min_like_permille" integer NOT NULL,
	"max_conversion_pct" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_settings_singleton" CHECK ("ad_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ad_settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"status" text DEFAULT 'posting' NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"scale_ppm" integer DEFAULT 1000000 NOT NULL,
	"posted_items" integer DEFAULT 0 NOT NULL,
	"posted_fen" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_settlement_runs_status_check" CHECK ("ad_settlement_runs"."status" in ('posting', 'completed', 'failed')),
	CONSTRAINT "ad_settlement_runs_money_check" CHECK ("ad_settlement_runs"."total_fen" >= 0 and "ad_settlement_runs"."posted_fen" >= 0 and "ad_settlement_runs"."posted_fen" <= "ad_settlement_runs"."total_fen" and "ad_settlement_runs"."scale_ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "ad_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"participation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"video_id" integer,
	"video_title" text DEFAULT '' NOT NULL,
	"video_cover" text,
	"goods_id" integer,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_position" integer,
	"anomaly_cleared" boolean DEFAULT false NOT NULL,
	"plays_at_bind" integer DEFAULT 0 NOT NULL,
	"plays_snapshot" integer,
	"conversions" integer,
	"amount_fen" bigint,
	"bonus_fen" bigint,
	"settlement_run_id" integer,
	"ledger_transaction_id" integer,
	"bound_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_submissions_status_check" CHECK ("ad_submissions"."status" in ('pending_review', 'approved', 'rejected', 'withdrawn', 'held', 'invalidated', 'planned', 'settled')),
	CONSTRAINT "ad_submissions_money_check" CHECK ("ad_submissions"."amount_fen" >= 0 and "ad_submissions"."bonus_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_task_examples" (
	"task_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_task_examples_task_id_video_id_pk" PRIMARY KEY("task_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "ad_task_goods" (
	"task_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_task_goods_task_id_goods_id_pk" PRIMARY KEY("task_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "ad_task_topics" (
	"task_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_task_topics_task_id_topic_id_pk" PRIMARY KEY("task_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "ad_task_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_task_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ad_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"advertiser_name" text DEFAULT '' NOT NULL,
	"type_id" integer,
	"cover" text,
	"brief" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"join_mode" text DEFAULT 'open' NOT NULL,
	"review_required" boolean DEFAULT true NOT NULL,
	"required_tag" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"observe_days" integer DEFAULT 7 NOT NULL,
	"max_participants" integer,
	"max_videos_per_creator" integer DEFAULT 1 NOT NULL,
	"reward" jsonb,
	"reward_kind" text,
	"reward_max_fen" bigint,
	"metric_source" text DEFAULT 'platform' NOT NULL,
	"receipt_required" boolean DEFAULT false NOT NULL,
	"per_creator_cap_fen" bigint,
	"featured_bonus_fen" bigint DEFAULT 0 NOT NULL,
	"featured_max" integer DEFAULT 6 NOT NULL,
	"budget_fen" bigint,
	"reserved_fen" bigint DEFAULT 0 NOT NULL,
	"settled_fen" bigint DEFAULT 0 NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"join_field_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receipt_field_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pause_reason" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_tasks_status_check" CHECK ("ad_tasks"."status" in ('draft', 'published', 'paused', 'cancelled', 'settled')),
	CONSTRAINT "ad_tasks_join_mode_check" CHECK ("ad_tasks"."join_mode" in ('open', 'apply')),
	CONSTRAINT "ad_tasks_metric_source_check" CHECK ("ad_tasks"."metric_source" in ('platform', 'receipt')),
	CONSTRAINT "ad_tasks_reward_kind_check" CHECK ("ad_tasks"."reward_kind" in ('fixed', 'cpm', 'cpa', 'tiered')),
	CONSTRAINT "ad_tasks_window_check" CHECK ("ad_tasks"."ends_at" > "ad_tasks"."starts_at"),
	CONSTRAINT "ad_tasks_observe_days_check" CHECK ("ad_tasks"."observe_days" between 0 and 30),
	CONSTRAINT "ad_tasks_max_participants_check" CHECK ("ad_tasks"."max_participants" between 1 and 100000),
	CONSTRAINT "ad_tasks_videos_per_creator_check" CHECK ("ad_tasks"."max_videos_per_creator" between 1 and 20),
	CONSTRAINT "ad_tasks_featured_check" CHECK ("ad_tasks"."featured_max" between 0 and 20 and "ad_tasks"."featured_bonus_fen" >= 0),
	CONSTRAINT "ad_tasks_cap_check" CHECK ("ad_tasks"."per_creator_cap_fen" >= 100),
	CONSTRAINT "ad_tasks_budget_positive" CHECK ("ad_tasks"."budget_fen" > 0),
	CONSTRAINT "ad_tasks_money_non_negative" CHECK ("ad_tasks"."reserved_fen" >= 0 and "ad_tasks"."settled_fen" >= 0),
	CONSTRAINT "ad_tasks_budget_check" CHECK ("ad_tasks"."settled_fen" + "ad_tasks"."reserved_fen" <= "ad_tasks"."budget_fen"),
	CONSTRAINT "ad_tasks_counts_check" CHECK ("ad_tasks"."participant_count" >= 0 and "ad_tasks"."submission_count" >= 0),
	CONSTRAINT "ad_tasks_published_complete" CHECK ("ad_tasks"."status" = 'draft' or ("ad_tasks"."type_id" is not null and "ad_tasks"."starts_at" is not null and "ad_tasks"."ends_at" is not null and "ad_tasks"."reward" is not null and "ad_tasks"."budget_fen" is not null))
);
--> statement-breakpoint
CREATE TABLE "ad_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_topics_name_key_key" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"ledger_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_amount_check" CHECK ("mission_claims"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "mission_month_totals" (
	"month" text PRIMARY KEY NOT NULL,
	"claimed_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_month_totals_check" CHECK ("mission_month_totals"."claimed_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mission_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"monthly_budget_fen" bigint NOT NULL,
	"per_user_monthly_cap_fen" bigint NOT NULL,
	"enabled_kinds" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_settings_singleton" CHECK ("mission_settings"."id" = 1),
	CONSTRAINT "mission_settings_money_check" CHECK ("mission_settings"."monthly_budget_fen" >= 0 and "mission_settings"."per_user_monthly_cap_fen" >= 1)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"target" integer NOT NULL,
	"topic" text,
	"period" text NOT NULL,
	"reward_fen" bigint NOT NULL,
	"budget_fen" bigint NOT NULL,
	"claimed_fen" bigint DEFAULT 0 NOT NULL,
	"claim_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_kind_check" CHECK ("missions"."kind" in ('publish_videos', 'video_plays', 'real_name', 'ad_submission')),
	CONSTRAINT "missions_period_check" CHECK ("missions"."period" in ('once', 'weekly', 'monthly')),
	CONSTRAINT "missions_status_check" CHECK ("missions"."status" in ('draft', 'online', 'offline')),
	CONSTRAINT "missions_target_check" CHECK ("missions"."target" >= 1),
	CONSTRAINT "missions_reward_check" CHECK ("missions"."reward_fen" between 1 and 10000),
	CONSTRAINT "missions_budget_check" CHECK ("missions"."claimed_fen" >= 0 and "missions"."claimed_fen" <= "missions"."budget_fen"),
	CONSTRAINT "missions_window_check" CHECK ("missions"."ends_at" > "missions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "ad_goods" ADD CONSTRAINT "ad_goods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_participations" ADD CONSTRAINT "ad_participations_task_id_ad_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ad_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_participations" ADD CONSTRAINT "ad_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_participations" ADD CONSTRAINT "ad_participations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_receipts" ADD CONSTRAINT "ad_receipts_submission_id_ad_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."ad_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_receipts" ADD CONSTRAINT "ad_receipts_task_id_ad_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ad_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_receipts" ADD CONSTRAINT "ad_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_receipts" ADD CONSTRAINT "ad_receipts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_settings" ADD CONSTRAINT "ad_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_settlement_runs" ADD CONSTRAINT "ad_settlement_runs_task_id_ad_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ad_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_settlement_runs" ADD CONSTRAINT "ad_settlement_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_task_id_ad_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ad_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_participation_id_ad_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."ad_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_goods_id_ad_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."ad_goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_settlement_run_id_ad_settlement_runs_id_fk" FOREIGN KEY ("settlement_run_id") REFERENCES "public"."ad_settlement_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_submissions" ADD CONSTRAINT "ad_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_task_examples" ADD CONSTRAINT "ad_task_examples_task_id_ad_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ad_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_task_examples" ADD CONSTRAINT "ad_task_examples_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_task_goods" ADD CONSTRAINT "ad_task_goods_task_id_ad_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ad_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_task_goods" ADD CONSTRAINT "ad_task_goods_goods_id_ad_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."ad_goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_task_topics" ADD CONSTRAINT "ad_task_topics_task_id_ad_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ad_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_task_topics" ADD CONSTRAINT "ad_task_topics_topic_id_ad_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."ad_topics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tasks" ADD CONSTRAINT "ad_tasks_type_id_ad_task_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."ad_task_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tasks" ADD CONSTRAINT "ad_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_topics" ADD CONSTRAINT "ad_topics_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_settings" ADD CONSTRAINT "mission_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_fields_scope_idx" ON "ad_fields" USING btree ("scope","position");--> statement-breakpoint
CREATE INDEX "ad_goods_status_idx" ON "ad_goods" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ad_participations_task_user_key" ON "ad_participations" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "ad_participations_user_idx" ON "ad_participations" USING btree ("user_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_participations_task_idx" ON "ad_participations" USING btree ("task_id","status","id");--> statement-breakpoint
CREATE INDEX "ad_receipts_task_idx" ON "ad_receipts" USING btree ("task_id","status","id");--> statement-breakpoint
CREATE INDEX "ad_receipts_status_idx" ON "ad_receipts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ad_receipts_user_idx" ON "ad_receipts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ad_settlement_runs_posting_key" ON "ad_settlement_runs" USING btree ("task_id") WHERE "ad_settlement_runs"."status" = 'posting';--> statement-breakpoint
CREATE INDEX "ad_settlement_runs_task_idx" ON "ad_settlement_runs" USING btree ("task_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ad_submissions_video_key" ON "ad_submissions" USING btree ("video_id") WHERE "ad_submissions"."status" in ('pending_review', 'approved', 'held', 'planned', 'settled');--> statement-breakpoint
CREATE INDEX "ad_submissions_task_idx" ON "ad_submissions" USING btree ("task_id","status","id");--> statement-breakpoint
CREATE INDEX "ad_submissions_user_idx" ON "ad_submissions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_submissions_run_idx" ON "ad_submissions" USING btree ("settlement_run_id","id");--> statement-breakpoint
CREATE INDEX "ad_submissions_participation_idx" ON "ad_submissions" USING btree ("participation_id");--> statement-breakpoint
CREATE INDEX "ad_task_goods_goods_idx" ON "ad_task_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "ad_task_topics_topic_idx" ON "ad_task_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "ad_tasks_published_idx" ON "ad_tasks" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_tasks_reward_idx" ON "ad_tasks" USING btree ("status","reward_max_fen" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_tasks_ends_idx" ON "ad_tasks" USING btree ("status","ends_at","id");--> statement-breakpoint
CREATE INDEX "ad_tasks_created_idx" ON "ad_tasks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_tasks_type_idx" ON "ad_tasks" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_period_key" ON "mission_claims" USING btree ("mission_id","user_id","period_key");--> statement-breakpoint
CREATE INDEX "mission_claims_user_idx" ON "mission_claims" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "missions_status_idx" ON "missions" USING btree ("status","starts_at");