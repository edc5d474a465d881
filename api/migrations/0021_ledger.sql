-- Issue 26: money out. A double-entry ledger of every naira that moves, agents' bank accounts, and
-- the payouts sent to them through Paystack Transfers.
-- Why it looks like this: docs/decisions/0052-ledger-and-payouts.md.

-- One row per account, created on first use: platform accounts by name (paystack_clearing,
-- user_prepaid, refunds_payable, commission_pending, platform_revenue, payouts_in_flight) and each
-- agent's own (agent_pending:<id>, agent_payable:<id>, agent_receivable:<id>).
CREATE TABLE ledger_accounts (
  code          text PRIMARY KEY CHECK (code ~ '^[a-z_]+(:[0-9a-f-]{36})?$'),
  -- The side its balance sits on: DEBIT for money held or owed to Aboki, CREDIT for what Aboki owes
  -- or has earned. Lines are signed debit-positive.
  normal_side   text NOT NULL CHECK (normal_side IN ('DEBIT', 'CREDIT')),
  -- The sum of its lines, kept by the trigger below (a test checks it against the sum). An account
  -- never crosses to the wrong side: a payout larger than what is owed fails, whole, at the database.
  balance_kobo  bigint NOT NULL DEFAULT 0,
  CONSTRAINT ledger_accounts_on_its_side
    CHECK (CASE normal_side WHEN 'DEBIT' THEN balance_kobo >= 0 ELSE balance_kobo <= 0 END)
);

-- An entry: what happened, once. The idempotency key comes from the event that caused it (a charge
-- reference, a job reference and its step, a refund's payment reference, a payout reference), so
-- a replayed webhook, a retried request or a second process posts nothing new.
CREATE TABLE ledger_entries (
  id               bigserial PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 3 AND 120),
  kind             text NOT NULL CHECK (kind ~ '^[a-z_.]+$'),
  -- What it is about, for statements and reconciliation (never a foreign key that could cascade:
  -- the ledger outlives every row it names).
  job_id           uuid,
  agent_id         uuid,
  reference        text,
  posted_at        timestamptz NOT NULL
);
CREATE INDEX ledger_entries_job_idx ON ledger_entries (job_id) WHERE job_id IS NOT NULL;
CREATE INDEX ledger_entries_agent_idx ON ledger_entries (agent_id, posted_at) WHERE agent_id IS NOT NULL;
CREATE INDEX ledger_entries_posted_idx ON ledger_entries (posted_at);
-- The release sweep's "completed prepaid jobs": a partial index, whatever the ledger's size.
CREATE INDEX ledger_entries_completed_idx ON ledger_entries (job_id) WHERE kind = 'job.completed';

CREATE TABLE ledger_lines (
  id           bigserial PRIMARY KEY,
  entry_id     bigint NOT NULL REFERENCES ledger_entries (id),
  account      text NOT NULL REFERENCES ledger_accounts (code),
  -- Kobo, debit-positive; an entry's lines sum to zero (checked when its transaction commits).
  amount_kobo  bigint NOT NULL CHECK (amount_kobo <> 0)
);
CREATE INDEX ledger_lines_entry_idx ON ledger_lines (entry_id);
CREATE INDEX ledger_lines_account_idx ON ledger_lines (account, entry_id);

-- Append-only: a mistake or a reversal is a new entry, never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Each account's balance moves with its lines, in the statement that inserts them.
CREATE FUNCTION ledger_apply_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a SET balance_kobo = a.balance_kobo + moved.amount
  FROM (SELECT account, sum(amount_kobo) AS amount FROM new_lines GROUP BY account) moved
  WHERE a.code = moved.account;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_lines_balance AFTER INSERT ON ledger_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_lines();

-- Balanced: when the transaction commits, every entry it wrote sums to zero and has lines.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint; lines integer;
BEGIN
  SELECT coalesce(sum(amount_kobo), 0), count(*) INTO total, lines FROM ledger_lines WHERE entry_id = NEW.id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger entry % is not balanced (% kobo over % lines)', NEW.idempotency_key, total, lines
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- The trust issue owns disputes; until it lands, this is the flag its "report a problem" sets: a
-- disputed job's earnings stay pending until the dispute is decided.
ALTER TABLE jobs ADD COLUMN disputed_at timestamptz;

-- Where an agent is paid: Paystack's transfer recipient for their account, and what they see of it.
-- The full account number is sent to Paystack once and never stored; the name is Paystack's.
CREATE TABLE agent_bank_accounts (
  agent_id             uuid PRIMARY KEY REFERENCES users (id),
  bank_code            text NOT NULL CHECK (length(bank_code) BETWEEN 1 AND 20),
  bank_name            text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 200),
  account_last4        text NOT NULL CHECK (account_last4 ~ '^\d{4}$'),
  account_name         text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 200),
  recipient_code       text NOT NULL CHECK (length(recipient_code) BETWEEN 1 AND 100),
  -- A new or changed account receives no payout before this (a stolen session cannot redirect money).
  payouts_held_until   timestamptz,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL
);

-- One transfer to one agent. The reference is written before Paystack is called and reused on
-- every retry, so a retry or a resumed run can never pay twice; one payout per agent per run.
CREATE TABLE payouts (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_id         uuid NOT NULL REFERENCES users (id),
  reference        text NOT NULL UNIQUE CHECK (reference ~ '^[a-z0-9_-]{16,50}$'),
  -- The Lagos date of the run that made it.
  run_date         date NOT NULL,
  amount_kobo      bigint NOT NULL CHECK (amount_kobo > 0),
  recipient_code   text NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED', 'REVERSED')),
  transfer_code    text,
  -- When Paystack accepted the POST /transfer; until then the sender (re)sends it.
  sent_at          timestamptz,
  send_attempts    smallint NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  failure          text CHECK (length(failure) <= 500),
  created_at       timestamptz NOT NULL,
  settled_at       timestamptz,
  CONSTRAINT payouts_once_per_run UNIQUE (agent_id, run_date)
);
CREATE INDEX payouts_agent_idx ON payouts (agent_id, created_at DESC);
CREATE INDEX payouts_unsent_idx ON payouts (next_attempt_at) WHERE sent_at IS NULL AND status = 'PENDING';

-- Paystack's transfer events, recorded once each (a webhook repeats for up to 72 hours).
ALTER TABLE payment_events DROP CONSTRAINT payment_events_event_check;
ALTER TABLE payment_events ADD CONSTRAINT payment_events_event_check CHECK (event IN
  ('charge.success', 'refund.processed', 'refund.failed', 'transfer.success', 'transfer.failed', 'transfer.reversed'));

-- The daily comparison of the ledger with Paystack's records (and `npm run payouts -- reconcile`):
-- one row per Lagos day, claimed by the process that runs it, with what it found.
CREATE TABLE reconciliations (
  day          date PRIMARY KEY,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  differences  integer CHECK (differences >= 0),
  report       jsonb
);
