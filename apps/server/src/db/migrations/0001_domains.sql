CREATE TABLE "daily_statistics" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"new_fans" integer DEFAULT 0 NOT NULL,
	"lost_fans" integer DEFAULT 0 NOT NULL,
	"fans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_statistics_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "fan_shares" (
	"user_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"label" text NOT NULL,
	"value" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fan_shares_user_id_dimension_label_pk" PRIMARY KEY("user_id","dimension","label")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcn_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certification_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"fields" jsonb NOT NULL,
	"item_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certification_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certification_categories_type_name" UNIQUE("type","name")
);
--> statement-breakpoint
CREATE TABLE "certification_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certification_items_category_name" UNIQUE("category_id","name")
);
--> statement-breakpoint
CREATE TABLE "sensitive_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"subject_user_id" integer NOT NULL,
	"module" integer NOT NULL,
	"field" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"platform" text NOT NULL,
	"port" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mcn_creators_creator_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_mcn_id" integer;--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD CONSTRAINT "daily_statistics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_shares" ADD CONSTRAINT "fan_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcn_invites" ADD CONSTRAINT "mcn_invites_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcn_invites" ADD CONSTRAINT "mcn_invites_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_item_id_certification_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."certification_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_history" ADD CONSTRAINT "certification_history_application_id_certification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_history" ADD CONSTRAINT "certification_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_items" ADD CONSTRAINT "certification_items_category_id_certification_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."certification_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_reveals" ADD CONSTRAINT "sensitive_reveals_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_reveals" ADD CONSTRAINT "sensitive_reveals_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_shares_user_idx" ON "fan_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_type_idx" ON "messages" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "mcn_invites_sender_idx" ON "mcn_invites" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "mcn_invites_receiver_idx" ON "mcn_invites" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mcn_invites_pending_pair" ON "mcn_invites" USING btree ("sender_id","receiver_id") WHERE "mcn_invites"."status" = 0;--> statement-breakpoint
CREATE INDEX "certification_applications_user_idx" ON "certification_applications" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "certification_applications_status_idx" ON "certification_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certification_applications_one_pending" ON "certification_applications" USING btree ("user_id","type") WHERE "certification_applications"."status" = 1;--> statement-breakpoint
CREATE INDEX "certification_history_application_idx" ON "certification_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "sensitive_reveals_subject_idx" ON "sensitive_reveals" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "sensitive_reveals_actor_idx" ON "sensitive_reveals" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_event_idx" ON "tracking_events" USING btree ("event","created_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_mcn_id_users_id_fk" FOREIGN KEY ("acting_mcn_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mcn_creators_one_mcn" ON "mcn_creators" USING btree ("creator_user_id");