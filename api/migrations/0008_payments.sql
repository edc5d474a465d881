-- Issue 11: Payments. Card and bank transfer through Paystack, cash on completion, refunds.
-- Why it looks like this: docs/decisions/0025-payments.md.

-- The API names bank transfer TRANSFER (no job was ever stored with the old name).
ALTER TABLE jobs DROP CONSTRAINT jobs_payment_method_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_payment_method_check CHECK (payment_method IN ('CASH', 'CARD', 'TRANSFER'));

ALTER TABLE jobs
  -- When the job became a request the agent sees: at booking for cash, once paid for card/transfer.
  ADD COLUMN requested_at  timestamptz,
  -- An unpaid card/transfer job holds its slot until then (AWAITING_PAYMENT), then expires.
  ADD COLUMN pay_by        timestamptz,
  ADD CONSTRAINT jobs_awaiting_payment_has_pay_by CHECK (status <> 'AWAITING_PAYMENT' OR pay_by IS NOT NULL);
UPDATE jobs SET requested_at = created_at WHERE status <> 'AWAITING_PAYMENT';
-- The sweeper's "unpaid holds that ran out": a small partial index, whatever the table's size.
CREATE INDEX jobs_awaiting_payment_idx ON jobs (pay_by) WHERE status = 'AWAITING_PAYMENT';

-- One row per Paystack checkout of a job. A fresh checkout abandons the previous one and never
-- reuses its reference. Amounts are kobo, computed by the server from the job.
CREATE TABLE payments (
  id                       uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id                   uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  provider                 text NOT NULL DEFAULT 'paystack' CHECK (provider IN ('paystack')),
  -- Ours, sent to Paystack: the job's reference and a random suffix ("ABK-7KQ2M9-X4TR9Q2M").
  reference                text NOT NULL CHECK (reference ~ '^ABK-[23456789A-Z]{6}-[23456789A-Z]{8}$'),
  channel                  text NOT NULL CHECK (channel IN ('card', 'bank_transfer')),
  amount_kobo              integer NOT NULL CHECK (amount_kobo > 0),
  status                   text NOT NULL DEFAULT 'PENDING'
                             CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'ABANDONED')),
  authorization_url        text,
  paid_at                  timestamptz,
  CHECK ((status = 'PAID') = (paid_at IS NOT NULL)),
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  CONSTRAINT payments_provider_reference_key UNIQUE (provider, reference)
);
CREATE INDEX payments_job_idx ON payments (job_id, created_at);
-- The reconciliation sweep's "still pending after 10 minutes".
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'PENDING';

-- What the provider proved, recorded once: whichever of the webhook and the callback's verify comes
-- first (or both at once, on two processes) inserts the row; the other finds it there and does nothing.
CREATE TABLE payment_events (
  id           bigserial PRIMARY KEY,
  provider     text NOT NULL,
  -- The transaction reference the event is about.
  reference    text NOT NULL,
  event        text NOT NULL CHECK (event IN ('charge.success', 'refund.processed', 'refund.failed')),
  amount_kobo  integer NOT NULL CHECK (amount_kobo >= 0),
  received_at  timestamptz NOT NULL,
  CONSTRAINT payment_events_once UNIQUE (provider, reference, event)
);

-- Money going back. Queued in the transaction that decided it (decline, expiry, cancellation,
-- no-show, a payment nobody needs), sent to Paystack by a worker, settled by refund.processed or
-- refund.failed. One refund per payment: the database refuses a second.
CREATE TABLE refunds (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id              uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  payment_id          uuid NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  amount_kobo         integer NOT NULL CHECK (amount_kobo > 0),
  reason              text NOT NULL CHECK (reason IN ('DECLINED', 'EXPIRED', 'CANCELLED_BY_USER',
                        'CANCELLED_BY_AGENT', 'NO_SHOW_USER', 'NO_SHOW_ABOKI', 'NOT_NEEDED')),
  status              text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROCESSED', 'FAILED')),
  provider_refund_id  text,
  -- When Paystack accepted the POST /refund; until then the worker (re)sends it.
  sent_at             timestamptz,
  send_attempts       smallint NOT NULL DEFAULT 0,
  next_attempt_at     timestamptz NOT NULL,
  failure             text CHECK (length(failure) <= 500),
  created_at          timestamptz NOT NULL,
  processed_at        timestamptz
);
CREATE INDEX refunds_job_idx ON refunds (job_id);
CREATE INDEX refunds_unsent_idx ON refunds (next_attempt_at) WHERE sent_at IS NULL AND status = 'PENDING';
