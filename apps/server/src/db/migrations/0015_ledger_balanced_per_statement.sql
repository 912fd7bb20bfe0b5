-- Hand-written (money.md §5): each ledger transaction's entries sum to zero — now checked once per
-- INSERT statement over the transactions it touched (a transition table), instead of once per row at
-- commit. Every posting writes all of a transaction's legs in one statement, so nothing legal is
-- refused; the check sums the table's entries, not only the new ones, so a leg added to an existing
-- transaction by a later statement is refused as before. A settlement batch of 1 000 credits (2 000
-- entries) ran 2 000 trigger calls, each a query; now it runs one.
DROP TRIGGER "ledger_entries_balanced" ON "ledger_entries";--> statement-breakpoint
DROP FUNCTION "ledger_balanced"();--> statement-breakpoint
CREATE FUNCTION "ledger_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
  total numeric;
BEGIN
  -- One index lookup of (transaction_id) per transaction touched, whatever the statistics say.
  SELECT n."transaction_id", n."total" INTO unbalanced, total
  FROM (
    SELECT t."transaction_id",
      (SELECT sum(e."amount_fen") FROM "ledger_entries" e WHERE e."transaction_id" = t."transaction_id") AS "total"
    FROM (SELECT DISTINCT "transaction_id" FROM "new_entries") t
  ) n
  WHERE n."total" <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', unbalanced, total;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_balanced"();
