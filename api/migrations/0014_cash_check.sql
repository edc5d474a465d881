-- Issue 22, item 11: the cash an agent records is checked. Cash that is not what the User owes needs
-- the agent's reason; the User is asked what they paid, once; a mismatch goes to Aboki support.
-- Why it looks like this: docs/decisions/0043-cash-check.md.

ALTER TABLE jobs
  -- What the User owed at the door (the price plus any fee recorded on the job), stored when a cash
  -- job is completed: receipts show it beside the cash recorded, never recomputed.
  ADD COLUMN cash_owed_kobo          integer CHECK (cash_owed_kobo >= 0),
  -- The agent's reason when the cash recorded is not what was owed.
  ADD COLUMN cash_difference_reason  text CHECK (length(cash_difference_reason) BETWEEN 3 AND 300),
  -- What the User says they paid, and when: set once, by a compare-and-swap on the null column.
  ADD COLUMN cash_confirmed_kobo     integer CHECK (cash_confirmed_kobo >= 0),
  ADD COLUMN cash_confirmed_at       timestamptz,
  -- When the User's answer differed from the cash recorded and the job went to Aboki support.
  ADD COLUMN cash_flagged_at         timestamptz,
  ADD CONSTRAINT jobs_cash_confirmed_together
    CHECK ((cash_confirmed_kobo IS NULL) = (cash_confirmed_at IS NULL)),
  ADD CONSTRAINT jobs_cash_flagged_after_confirmation
    CHECK (cash_flagged_at IS NULL OR cash_confirmed_at IS NOT NULL);

-- Cash jobs completed before the check owed their price (no completed job has a fee) and recorded
-- what the agent typed: the same facts, so their receipts read like every other.
UPDATE jobs SET cash_owed_kobo = price_kobo + coalesce(fee_kobo, 0)
  WHERE status = 'COMPLETED' AND payment_method = 'CASH' AND cash_received_kobo IS NOT NULL;
