-- Issue 10: Jobs. A job's life after booking: accept, decline, expire, start with the door code,
-- complete, cancel, no-show; the timeline that feeds the live stream; strikes; reviews.
-- Why it looks like this: docs/decisions/0021-job-lifecycle.md.

ALTER TABLE jobs
  ADD COLUMN accepted_at            timestamptz,
  ADD COLUMN started_at             timestamptz,
  ADD COLUMN completed_at           timestamptz,
  -- When the job left the active statuses by a decline, expiry, cancellation or no-show.
  ADD COLUMN cancelled_at           timestamptz,
  -- The cancellation fee and refund, stored when the job was cancelled (never recomputed).
  ADD COLUMN fee_kobo               integer CHECK (fee_kobo >= 0),
  ADD COLUMN refund_kobo            integer CHECK (refund_kobo >= 0),
  ADD COLUMN cash_received_kobo     integer CHECK (cash_received_kobo >= 0),
  ADD COLUMN reason                 text CHECK (length(reason) <= 500),
  -- Wrong start codes since the last lock; at 5 the count resets and starting locks until then.
  ADD COLUMN start_code_attempts    smallint NOT NULL DEFAULT 0 CHECK (start_code_attempts >= 0),
  ADD COLUMN start_locked_until     timestamptz;

-- The sweeper's "unanswered requests": a small partial index, whatever the table's size.
CREATE INDEX jobs_requested_idx ON jobs (created_at) WHERE status = 'REQUESTED';

-- One row per change of status. The id is the Server-Sent Events id: increasing, so a reconnecting
-- stream replays everything after its Last-Event-ID. user_id and agent_id are copied from the job
-- so a person's replay is one index range scan.
CREATE TABLE job_events (
  id          bigserial PRIMARY KEY,
  job_id      uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES users (id),
  agent_id    uuid NOT NULL REFERENCES users (id),
  status      text NOT NULL,
  actor       text NOT NULL CHECK (actor IN ('USER', 'AGENT', 'SYSTEM')),
  reason      text CHECK (length(reason) <= 500),
  created_at  timestamptz NOT NULL
);
CREATE INDEX job_events_job_idx ON job_events (job_id, id);
CREATE INDEX job_events_user_idx ON job_events (user_id, id);
CREATE INDEX job_events_agent_idx ON job_events (agent_id, id);

-- A strike on an Aboki: the agent cancelled or the Aboki did not show. Two in 28 days pause the Aboki.
CREATE TABLE aboki_strikes (
  id          bigserial PRIMARY KEY,
  aboki_id    uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  job_id      uuid NOT NULL UNIQUE REFERENCES jobs (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('AGENT_CANCELLED', 'ABOKI_NO_SHOW')),
  created_at  timestamptz NOT NULL
);
CREATE INDEX aboki_strikes_aboki_idx ON aboki_strikes (aboki_id, created_at);

-- Users with PREPAY_AFTER_LATE_CANCELS late cancellations in 30 days must prepay (enforced by the
-- Payments issue; stored here when it happens).
ALTER TABLE users ADD COLUMN must_prepay_since timestamptz;

-- One review per job, by its User; the Aboki's sum and count are kept in the review's transaction.
CREATE TABLE reviews (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id      uuid NOT NULL UNIQUE REFERENCES jobs (id) ON DELETE CASCADE,
  aboki_id    uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES users (id),
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment     text CHECK (length(comment) <= 1000),
  created_at  timestamptz NOT NULL
);
-- An Aboki's reviews, newest first, keyset on (created_at, id).
CREATE INDEX reviews_aboki_idx ON reviews (aboki_id, created_at DESC, id DESC);

ALTER TABLE abokis
  ADD COLUMN rating_sum    integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  ADD COLUMN rating_count  integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);

-- The platform's totals (the Bayesian prior of every rating): one row, kept in each review's
-- transaction, so search reads the mean without scanning every Aboki.
CREATE TABLE platform_ratings (
  id            boolean PRIMARY KEY DEFAULT true CHECK (id),
  rating_sum    bigint NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  rating_count  bigint NOT NULL DEFAULT 0 CHECK (rating_count >= 0)
);
