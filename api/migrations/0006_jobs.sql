-- Issue 9: Booking. A job is a User's request for an Aboki at a time; the Jobs and Payments issues
-- move it through its later statuses. Why it looks like this: docs/decisions/0018-booking-and-double-booking.md.

-- btree_gist (for the uuid = part of the exclusion constraint) is created by 0004_abokis.sql.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE jobs (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- "ABK-7KQ2M9": what people read out on the phone; from the CSPRNG, no 0/O or 1/I/L to confuse.
  reference        text NOT NULL UNIQUE CHECK (reference ~ '^ABK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$'),
  user_id          uuid NOT NULL REFERENCES users (id),
  aboki_id         uuid NOT NULL REFERENCES abokis (id),
  -- The Aboki's agent when booked: the agent's lists read it without a join.
  agent_id         uuid NOT NULL REFERENCES users (id),
  service_id       uuid NOT NULL REFERENCES services (id),
  -- Kept as booked: a later change to the catalogue, the Aboki's name or price changes no job.
  service_name     text NOT NULL,
  service_unit     text NOT NULL CHECK (service_unit IN ('job', 'hour')),
  aboki_name       text NOT NULL,
  hours            smallint CHECK (hours BETWEEN 1 AND 10),
  price_kobo       integer NOT NULL CHECK (price_kobo > 0),
  CHECK ((service_unit = 'hour') = (hours IS NOT NULL)),
  starts_at        timestamptz NOT NULL,
  ends_at          timestamptz NOT NULL CHECK (ends_at > starts_at),
  -- The time the job holds: the job and the 30-minute travel buffer after it. A plain column kept
  -- equal by a CHECK, because timestamptz + interval is not immutable and cannot be an index expression.
  blocked          tstzrange NOT NULL,
  CHECK (blocked = tstzrange(starts_at, ends_at + interval '30 minutes')),
  status           text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN (
                     'REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT', 'COMPLETED', 'DECLINED',
                     'EXPIRED', 'CANCELLED_BY_USER', 'CANCELLED_BY_AGENT', 'NO_SHOW_USER', 'NO_SHOW_ABOKI')),
  payment_method   text NOT NULL CHECK (payment_method IN ('CASH', 'CARD', 'BANK_TRANSFER')),
  -- The 4-digit start code: an HMAC (key from APP_SECRET) to check it at the door, and the code
  -- itself encrypted (AES-256-GCM, key from APP_SECRET) so the booking User can see it again.
  start_code_hash  text NOT NULL,
  start_code_enc   text NOT NULL,
  state            text NOT NULL,
  lga              text NOT NULL,
  address          text NOT NULL CHECK (length(address) BETWEEN 5 AND 200),
  landmark         text CHECK (length(landmark) <= 120),
  notes            text CHECK (length(notes) <= 500),
  recipient_name   text CHECK (length(recipient_name) BETWEEN 2 AND 100),
  recipient_phone  text CHECK (recipient_phone ~ '^\+234[789][01][0-9]{8}$'),
  CHECK ((recipient_name IS NULL) = (recipient_phone IS NULL)),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  -- No double booking, whatever the application does: two jobs of one Aboki that still hold time
  -- never overlap. Back-to-back is fine: ranges are [start, end + buffer).
  CONSTRAINT jobs_no_double_booking EXCLUDE USING gist (aboki_id WITH =, blocked WITH &&)
    WHERE (status IN ('REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT'))
);
-- The tabs: one person's jobs by start time, keyset on (starts_at, id), for Users and for agents.
CREATE INDEX jobs_user_starts_idx ON jobs (user_id, starts_at, id);
CREATE INDEX jobs_agent_starts_idx ON jobs (agent_id, starts_at, id);
-- The exclusion constraint's GiST index also answers search's "is this Aboki busy then".

-- Idempotency-Key of POST /api/v1/jobs, per user, for 24 hours. A key is claimed (in_progress) in
-- its own statement before the booking runs, so a concurrent repeat sees it and gets 409; the
-- booking's transaction stores the answer (done) with the job, so a repeat replays it exactly.
CREATE TABLE idempotency_keys (
  user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key              text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  -- SHA-256 of the request (method, path and canonical body): another body under the key is refused.
  request_hash     text NOT NULL,
  state            text NOT NULL CHECK (state IN ('in_progress', 'done')),
  response_status  smallint,
  response_body    text,
  CHECK ((state = 'done') = (response_status IS NOT NULL AND response_body IS NOT NULL)),
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
