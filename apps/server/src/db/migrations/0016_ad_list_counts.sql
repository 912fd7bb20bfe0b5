CREATE TABLE "ad_submission_counts" (
	"task_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_submission_counts_task_id_status_pk" PRIMARY KEY("task_id","status")
);
--> statement-breakpoint
ALTER TABLE "ad_submission_counts" ADD CONSTRAINT "ad_submission_counts_task_id_ad_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ad_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_submissions_featured_idx" ON "ad_submissions" USING btree ("task_id","featured_position") WHERE "ad_submissions"."featured";--> statement-breakpoint
CREATE INDEX "ad_tasks_reward_kind_idx" ON "ad_tasks" USING btree ("reward_kind","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written (issue 16): the counts are kept by statement triggers, so every path that writes
-- submissions (routes, settlement, seeds, bulk loads) keeps them right in its own transaction. Each
-- call aggregates its statement's transition tables per (task_id, status) and writes the deltas in
-- one statement: a settlement batch of 1 000 rows is one call touching ≤ 2 counters, and an update
-- that changes neither task nor status (plays, receipts, featured, …) nets to 0 and writes nothing.
-- Counters are written in (task_id, status) order, so two statements lock the ones they share in the
-- same order. Nothing joins a table: the upsert finds its row by the primary key, and a deletion
-- updates counters one key at a time (a task's deletion may have removed its counters already:
-- cascades, then nothing is left to update).
CREATE FUNCTION "ad_submission_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ad_submission_counts" AS c ("task_id", "status", "count")
      SELECT "task_id", "status", count(*)::int FROM "new_submissions"
      GROUP BY "task_id", "status" ORDER BY "task_id", "status"
    ON CONFLICT ("task_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "ad_submission_counts" AS c ("task_id", "status", "count")
      SELECT "task_id", "status", sum("delta")::int FROM (
        SELECT "task_id", "status", 1 AS "delta" FROM "new_submissions"
        UNION ALL
        SELECT "task_id", "status", -1 AS "delta" FROM "old_submissions"
      ) d
      GROUP BY "task_id", "status" HAVING sum("delta") <> 0 ORDER BY "task_id", "status"
    ON CONFLICT ("task_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSE
    FOR gone IN
      SELECT "task_id", "status", count(*)::int AS "n" FROM "old_submissions"
      GROUP BY "task_id", "status" ORDER BY "task_id", "status"
    LOOP
      UPDATE "ad_submission_counts" SET "count" = "count" - gone."n"
      WHERE "task_id" = gone."task_id" AND "status" = gone."status";
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ad_submissions_count_insert" AFTER INSERT ON "ad_submissions"
  REFERENCING NEW TABLE AS "new_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ad_submission_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "ad_submissions_count_update" AFTER UPDATE ON "ad_submissions"
  REFERENCING OLD TABLE AS "old_submissions" NEW TABLE AS "new_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ad_submission_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "ad_submissions_count_delete" AFTER DELETE ON "ad_submissions"
  REFERENCING OLD TABLE AS "old_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ad_submission_counts_change"();
--> statement-breakpoint
INSERT INTO "ad_submission_counts" ("task_id", "status", "count")
  SELECT "task_id", "status", count(*)::int FROM "ad_submissions" GROUP BY "task_id", "status";
