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
  SELECT e."transaction_id", sum(e."amount_fen") INTO unbalanced, total
  FROM "ledger_entries" e
  JOIN (SELECT DISTINCT "transaction_id" FROM "new_entries") n USING ("transaction_id")
  GROUP BY e."transaction_id"
  HAVING sum(e."amount_fen") <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', unbalanced, total;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_balanced"();
