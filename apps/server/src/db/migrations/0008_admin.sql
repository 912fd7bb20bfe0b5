CREATE TABLE "certification_rules" (
	"type" text PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"require_real_name" boolean DEFAULT false NOT NULL,
	"require_enterprise" boolean DEFAULT false NOT NULL,
	"min_fans" integer DEFAULT 0 NOT NULL,
	"posts_window_days" integer DEFAULT 30 NOT NULL,
	"min_posts" integer DEFAULT 0 NOT NULL,
	"min_account_days" integer DEFAULT 0 NOT NULL,
	"reapply_cooldown_days" integer DEFAULT 0 NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_rules_type_check" CHECK ("certification_rules"."type" in ('personal', 'enterprise', 'mcn', 'identity', 'interest')),
	CONSTRAINT "certification_rules_min_fans_check" CHECK ("certification_rules"."min_fans" between 0 and 100000000),
	CONSTRAINT "certification_rules_posts_window_check" CHECK ("certification_rules"."posts_window_days" between 1 and 365),
	CONSTRAINT "certification_rules_min_posts_check" CHECK ("certification_rules"."min_posts" between 0 and 1000),
	CONSTRAINT "certification_rules_account_days_check" CHECK ("certification_rules"."min_account_days" between 0 and 3650),
	CONSTRAINT "certification_rules_cooldown_check" CHECK ("certification_rules"."reapply_cooldown_days" between 0 and 30),
	CONSTRAINT "certification_rules_notice_check" CHECK (char_length("certification_rules"."notice") <= 500)
);
--> statement-breakpoint
CREATE TABLE "tracking_event_rollups" (
	"bucket" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"success" boolean NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "tracking_event_rollups_bucket_event_success_pk" PRIMARY KEY("bucket","event","success")
);
--> statement-breakpoint
CREATE TABLE "operation_log_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"row_count" integer NOT NULL,
	"first_id" integer,
	"last_id" integer,
	"sha256" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "commercial_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commercial_channels_name_unique" UNIQUE("name"),
	CONSTRAINT "commercial_channels_code_unique" UNIQUE("code"),
	CONSTRAINT "commercial_channels_code_check" CHECK ("commercial_channels"."code" ~ '^[a-z][a-z0-9_]{1,31}$')
);
--> statement-breakpoint
CREATE TABLE "user_channels" (
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_channels_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"audience" jsonb NOT NULL,
	"audience_summary" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"read_count_final" integer,
	"fanout_cursor" integer DEFAULT 0 NOT NULL,
	"withdraw_reason" text DEFAULT '' NOT NULL,
	"withdrawn_by" integer,
	"withdrawn_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" in ('draft', 'scheduled', 'sending', 'sent', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"change_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"effective_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"notify" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_document_version" UNIQUE("document_id","version"),
	CONSTRAINT "document_versions_status_check" CHECK ("document_versions"."status" in ('draft', 'scheduled', 'published', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"placement" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_key_unique" UNIQUE("key"),
	CONSTRAINT "documents_placement_check" CHECK ("documents"."placement" in ('convention', 'agreement', 'appendix'))
);
--> statement-breakpoint
ALTER TABLE "operation_logs" DROP CONSTRAINT "operation_logs_actor_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "tracking_events_created_idx";--> statement-breakpoint
DROP INDEX "tracking_events_event_idx";--> statement-breakpoint
DROP INDEX "operation_logs_actor_created_idx";--> statement-breakpoint
ALTER TABLE "admin_tags" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_tags" ADD COLUMN "tone" text DEFAULT 'neutral' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_tags" ADD COLUMN "builtin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_tags" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_tags" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_admin_tags" ADD COLUMN "added_by" integer;--> statement-breakpoint
ALTER TABLE "user_admin_tags" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "builtin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "certification_items" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "acting_mcn_id" integer;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "target_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "actor_role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "acting_mcn_id" integer;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "request_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "outcome" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "repeat_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certification_rules" ADD CONSTRAINT "certification_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channels" ADD CONSTRAINT "user_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channels" ADD CONSTRAINT "user_channels_channel_id_commercial_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."commercial_channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channels" ADD CONSTRAINT "user_channels_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_group_members_user_idx" ON "user_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_channels_channel_idx" ON "user_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "announcements_status_scheduled_idx" ON "announcements" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_one_published" ON "document_versions" USING btree ("document_id") WHERE "document_versions"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_one_draft" ON "document_versions" USING btree ("document_id") WHERE "document_versions"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_one_scheduled" ON "document_versions" USING btree ("document_id") WHERE "document_versions"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "document_versions_status_effective_idx" ON "document_versions" USING btree ("status","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_per_placement" ON "documents" USING btree ("placement") WHERE "documents"."placement" <> 'appendix';--> statement-breakpoint
ALTER TABLE "user_admin_tags" ADD CONSTRAINT "user_admin_tags_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_acting_mcn_id_users_id_fk" FOREIGN KEY ("acting_mcn_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_admin_tags_tag_idx" ON "user_admin_tags" USING btree ("tag_id","user_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sessions_acting_mcn_idx" ON "sessions" USING btree ("acting_mcn_id") WHERE "sessions"."acting_mcn_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_announcement_user" ON "messages" USING btree ("announcement_id","user_id") WHERE "messages"."announcement_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_announcement_read_idx" ON "messages" USING btree ("announcement_id","read_at");--> statement-breakpoint
CREATE INDEX "tracking_events_created_id_idx" ON "tracking_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracking_events_event_created_idx" ON "tracking_events" USING btree ("event","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracking_events_user_created_idx" ON "tracking_events" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracking_events_ip_created_idx" ON "tracking_events" USING btree ("ip","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tracking_events_failures_idx" ON "tracking_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "tracking_events"."success";--> statement-breakpoint
CREATE INDEX "tracking_events_properties_idx" ON "tracking_events" USING gin ("properties" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "operation_logs_created_idx" ON "operation_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operation_logs_target_type_idx" ON "operation_logs" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operation_logs_outcome_idx" ON "operation_logs" USING btree ("outcome","created_at" DESC NULLS LAST) WHERE "operation_logs"."outcome" <> 'success';--> statement-breakpoint
CREATE INDEX "operation_logs_actor_created_idx" ON "operation_logs" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_name_unique" UNIQUE("name");--> statement-breakpoint
ALTER TABLE "admin_tags" ADD CONSTRAINT "admin_tags_tone_check" CHECK ("admin_tags"."tone" in ('neutral', 'accent', 'positive', 'caution', 'critical'));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_key_check" CHECK ("roles"."key" ~ '^[a-z][a-z0-9_]{1,31}$');--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoked_reason_check" CHECK ("sessions"."revoked_reason" in ('logout', 'disabled', 'password_reset', 'role_changed', 'forced', 'unlinked'));--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_outcome_check" CHECK ("operation_logs"."outcome" in ('success', 'denied', 'refused'));--> statement-breakpoint
-- Hand-written part (admin.md §7). Rows logged before this migration: their target is the module's content.
UPDATE "operation_logs" SET "target_type" = "module" WHERE "module" IN ('video', 'album') AND "target_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "roles" SET "builtin" = true WHERE "key" IN ('admin', 'operator', 'creator', 'mcn', 'mcn_pending');
--> statement-breakpoint
UPDATE "admin_tags" SET "builtin" = true, "tone" = 'accent' WHERE "name" = '直播';
--> statement-breakpoint
UPDATE "users" SET "last_login_at" = "logins"."at"
  FROM (SELECT "user_id", max("created_at") AS "at" FROM "sessions" WHERE "acting_mcn_id" IS NULL GROUP BY "user_id") AS "logins"
  WHERE "logins"."user_id" = "users"."id";
--> statement-breakpoint
-- Every certification type has its basic conditions: open, without thresholds, until an operator sets them.
INSERT INTO "certification_rules" ("type") VALUES ('personal'), ('enterprise'), ('mcn'), ('identity'), ('interest')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The operation log is append-only. The retention job sets `cc.log_retention = on` for its own
-- transaction; the one other change let through is `operationLog.record` counting a repeat: only
-- `repeat_count` grows, on a row less than a minute old.
CREATE FUNCTION "operation_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('cc.log_retention', true), '') = 'on' THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE'
    AND OLD."created_at" > now() - interval '1 minute'
    AND NEW."repeat_count" > OLD."repeat_count"
    AND (to_jsonb(NEW) - 'repeat_count') = (to_jsonb(OLD) - 'repeat_count') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'operation_logs is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "operation_logs_append_only" BEFORE UPDATE OR DELETE ON "operation_logs"
  FOR EACH ROW EXECUTE FUNCTION "operation_logs_append_only"();
--> statement-breakpoint
CREATE TRIGGER "operation_logs_no_truncate" BEFORE TRUNCATE ON "operation_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "operation_logs_append_only"();
--> statement-breakpoint
-- Hourly rollups of the tracking events, kept per statement: one upsert per (hour, event, result)
-- group of an INSERT, one decrement per group of a DELETE (retention). Hours are UTC hours
-- (date_bin does not depend on the session's time zone).
CREATE FUNCTION "tracking_event_rollups_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "tracking_event_rollups" ("bucket", "event", "success", "count")
      SELECT date_bin('1 hour', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), "event", "success", count(*)
      FROM "new_rows" GROUP BY 1, 2, 3
      ON CONFLICT ("bucket", "event", "success")
      DO UPDATE SET "count" = "tracking_event_rollups"."count" + excluded."count";
  ELSE
    UPDATE "tracking_event_rollups" AS "r" SET "count" = "r"."count" - "gone"."n"
      FROM (
        SELECT date_bin('1 hour', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00') AS "bucket", "event", "success",
          count(*) AS "n"
        FROM "old_rows" GROUP BY 1, 2, 3
      ) AS "gone"
      WHERE "r"."bucket" = "gone"."bucket" AND "r"."event" = "gone"."event" AND "r"."success" = "gone"."success";
    DELETE FROM "tracking_event_rollups" WHERE "count" <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tracking_event_rollups_insert" AFTER INSERT ON "tracking_events"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tracking_event_rollups_change"();
--> statement-breakpoint
CREATE TRIGGER "tracking_event_rollups_delete" AFTER DELETE ON "tracking_events"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tracking_event_rollups_change"();
--> statement-breakpoint
INSERT INTO "tracking_event_rollups" ("bucket", "event", "success", "count")
  SELECT date_bin('1 hour', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), "event", "success", count(*)
  FROM "tracking_events" GROUP BY 1, 2, 3;
