CREATE TABLE "video_counts" (
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
ALTER TABLE "video_counts" ADD CONSTRAINT "video_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by triggers, so every path that writes videos (routes, seeds, bulk loads) keeps it right.
CREATE FUNCTION "video_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "video_counts" SET "count" = "count" - 1 WHERE "user_id" = OLD."user_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "video_counts" ("user_id", "status", "count") VALUES (NEW."user_id", NEW."status", 1)
    ON CONFLICT ("user_id", "status") DO UPDATE SET "count" = "video_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "videos_count_insert" AFTER INSERT ON "videos" FOR EACH ROW EXECUTE FUNCTION "video_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "videos_count_delete" AFTER DELETE ON "videos" FOR EACH ROW EXECUTE FUNCTION "video_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "videos_count_update" AFTER UPDATE OF "user_id", "status" ON "videos" FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "video_counts_change"();
--> statement-breakpoint
INSERT INTO "video_counts" ("user_id", "status", "count")
  SELECT "user_id", "status", count(*) FROM "videos" GROUP BY "user_id", "status";
