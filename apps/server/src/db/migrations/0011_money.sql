CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"frozen_at" timestamp with time zone,
	"frozen_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'withdrawing', 'sys_task_rewards', 'sys_mission_rewards', 'sys_playlet_share', 'sys_adjustments', 'sys_tax_withheld', 'sys_payouts')),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" in ('wallet', 'withdrawing')) = ("ledger_accounts"."user_id" is not null)),
	CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" not in ('wallet', 'withdrawing') or "ledger_accounts"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"title" text NOT NULL,
	"reverses_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_reverses_key" UNIQUE("reverses_id"),
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('task_reward', 'mission_reward', 'playlet_share', 'adjustment', 'withdraw_hold', 'withdraw_release', 'withdraw_payout', 'withdraw_return', 'reversal')),
	CONSTRAINT "ledger_transactions_title_check" CHECK (char_length("ledger_transactions"."title") <= 60)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_branch" text DEFAULT '' NOT NULL,
	"account_number" text NOT NULL,
	"taxpayer_type" text,
	"status" text DEFAULT 'active' NOT NULL,
	"invalid_reason" text DEFAULT '' NOT NULL,
	"usable_from" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_type_check" CHECK ("payout_accounts"."type" in ('personal', 'company')),
	CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" in ('active', 'invalid', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"count" integer NOT NULL,
	"total_net_fen" bigint NOT NULL,
	"created_by" integer NOT NULL,
	"export_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_no_key" UNIQUE("no"),
	CONSTRAINT "payout_batches_status_check" CHECK ("payout_batches"."status" in ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "wallet_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_message" text DEFAULT '' NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_adjustments_amount_check" CHECK ("wallet_adjustments"."amount_fen" <> 0),
	CONSTRAINT "wallet_adjustments_status_check" CHECK ("wallet_adjustments"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"tax_fen" bigint DEFAULT 0 NOT NULL,
	"net_fen" bigint NOT NULL,
	"payout_account_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_masked" text NOT NULL,
	"invoice" jsonb,
	"invoice_number" text,
	"idempotency_key" text NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"review_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_message" text DEFAULT '' NOT NULL,
	"batch_id" integer,
	"payer_id" integer,
	"paid_at" timestamp with time zone,
	"bank_ref" text,
	"fail_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_no_key" UNIQUE("no"),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_fen" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'approved', 'paying', 'paid', 'failed', 'rejected', 'cancelled', 'returned')),
	CONSTRAINT "withdrawals_type_check" CHECK ("withdrawals"."type" in ('personal', 'company'))
);
--> statement-breakpoint
CREATE TABLE "playlet_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"drama_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"share_bps" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"signed_file" text,
	"created_by" integer,
	"activated_by" integer,
	"activated_at" timestamp with time zone,
	"terminated_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlet_contracts_no_key" UNIQUE("no"),
	CONSTRAINT "playlet_contracts_share_check" CHECK ("playlet_contracts"."share_bps" between 0 and 10000),
	CONSTRAINT "playlet_contracts_term_check" CHECK ("playlet_contracts"."end_date" >= "playlet_contracts"."start_date"),
	CONSTRAINT "playlet_contracts_status_check" CHECK ("playlet_contracts"."status" in ('draft', 'active', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "playlet_dramas" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"episodes" integer NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"filing_tier" text NOT NULL,
	"filing_no" text NOT NULL,
	"rights_files" jsonb NOT NULL,
	"legal_status" text DEFAULT 'pending' NOT NULL,
	"legal_reviewer_id" integer,
	"legal_message" text DEFAULT '' NOT NULL,
	"legal_reviewed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlet_dramas_tier_check" CHECK ("playlet_dramas"."filing_tier" in ('key', 'ordinary', 'other')),
	CONSTRAINT "playlet_dramas_legal_check" CHECK ("playlet_dramas"."legal_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "playlet_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlet_partners_user_key" UNIQUE("user_id"),
	CONSTRAINT "playlet_partners_type_check" CHECK ("playlet_partners"."type" in ('personal', 'company')),
	CONSTRAINT "playlet_partners_status_check" CHECK ("playlet_partners"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "playlet_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"period" char(7) NOT NULL,
	"paid_fen" bigint NOT NULL,
	"ad_fen" bigint NOT NULL,
	"sponsor_fen" bigint NOT NULL,
	"deduction_fen" bigint NOT NULL,
	"net_fen" bigint NOT NULL,
	"share_fen" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"prepared_by" integer NOT NULL,
	"reviewed_by" integer,
	"review_message" text DEFAULT '' NOT NULL,
	"transaction_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlet_statements_amounts_check" CHECK ("playlet_statements"."paid_fen" >= 0 and "playlet_statements"."ad_fen" >= 0 and "playlet_statements"."sponsor_fen" >= 0 and "playlet_statements"."deduction_fen" >= 0 and "playlet_statements"."net_fen" >= 0 and "playlet_statements"."share_fen" >= 0),
	CONSTRAINT "playlet_statements_status_check" CHECK ("playlet_statements"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_id_ledger_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_history" ADD CONSTRAINT "withdrawal_history_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_history" ADD CONSTRAINT "withdrawal_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_contracts" ADD CONSTRAINT "playlet_contracts_drama_id_playlet_dramas_id_fk" FOREIGN KEY ("drama_id") REFERENCES "public"."playlet_dramas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_contracts" ADD CONSTRAINT "playlet_contracts_partner_id_playlet_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."playlet_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_contracts" ADD CONSTRAINT "playlet_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_contracts" ADD CONSTRAINT "playlet_contracts_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_dramas" ADD CONSTRAINT "playlet_dramas_partner_id_playlet_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."playlet_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_dramas" ADD CONSTRAINT "playlet_dramas_legal_reviewer_id_users_id_fk" FOREIGN KEY ("legal_reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_dramas" ADD CONSTRAINT "playlet_dramas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_partners" ADD CONSTRAINT "playlet_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_partners" ADD CONSTRAINT "playlet_partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_statements" ADD CONSTRAINT "playlet_statements_contract_id_playlet_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."playlet_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_statements" ADD CONSTRAINT "playlet_statements_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_statements" ADD CONSTRAINT "playlet_statements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlet_statements" ADD CONSTRAINT "playlet_statements_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_kind_user_key" ON "ledger_accounts" USING btree ("kind","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_key" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_source_key" ON "ledger_transactions" USING btree ("kind","source_type","source_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_source_idx" ON "ledger_transactions" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_active_key" ON "payout_accounts" USING btree ("user_id","type") WHERE "payout_accounts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "wallet_adjustments_status_idx" ON "wallet_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wallet_adjustments_user_idx" ON "wallet_adjustments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawal_history_withdrawal_idx" ON "withdrawal_history" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_key" ON "withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_invoice_key" ON "withdrawals" USING btree ("invoice_number") WHERE "withdrawals"."status" in ('pending', 'approved', 'paying', 'paid');--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_type_status_idx" ON "withdrawals" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_batch_idx" ON "withdrawals" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playlet_contracts_live_key" ON "playlet_contracts" USING btree ("drama_id") WHERE "playlet_contracts"."status" in ('draft', 'active');--> statement-breakpoint
CREATE INDEX "playlet_contracts_partner_idx" ON "playlet_contracts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "playlet_dramas_partner_idx" ON "playlet_dramas" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "playlet_dramas_legal_idx" ON "playlet_dramas" USING btree ("legal_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "playlet_statements_period_key" ON "playlet_statements" USING btree ("contract_id","period");--> statement-breakpoint
CREATE INDEX "playlet_statements_status_idx" ON "playlet_statements" USING btree ("status","created_at");--> statement-breakpoint
-- Hand-written part (money.md §5): the ledger is append-only, and each transaction's entries sum to
-- zero when it commits (a deferred constraint trigger: the legs are inserted one by one).
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE FUNCTION "ledger_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum("amount_fen"), 0) INTO total FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id";
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', NEW."transaction_id", total;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_balanced"();
--> statement-breakpoint
-- The system accounts exist from the start: postings only look them up.
INSERT INTO "ledger_accounts" ("kind") VALUES
  ('sys_task_rewards'), ('sys_mission_rewards'), ('sys_playlet_share'), ('sys_adjustments'),
  ('sys_tax_withheld'), ('sys_payouts');
