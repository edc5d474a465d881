-- Issue 25: support with a home. Contact-form messages, disputes and "get help with this job" each
-- become a ticket: a thread staff answer from the console, which the person reads and answers at
-- /help/tickets/:id (signed in, or through the single-use link of the e-mail that carried a reply).

CREATE TABLE tickets (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- "T-7KQ2M9": the job references' alphabet, read out over the phone.
  reference           text NOT NULL UNIQUE CHECK (reference ~ '^T-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$'),
  kind                text NOT NULL CHECK (kind IN ('CONTACT', 'DISPUTE', 'JOB_HELP')),
  -- The account behind it when the person was signed in (they read it signed in); null: a visitor,
  -- who answers through the e-mailed links.
  user_id             uuid REFERENCES users (id) ON DELETE SET NULL,
  name                text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email               text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone               text CHECK (length(phone) <= 20),
  job_id              uuid REFERENCES jobs (id) ON DELETE SET NULL,
  dispute_id          uuid REFERENCES disputes (id) ON DELETE SET NULL,
  -- For staff, in English ("Help with job ABK-…"); the person's page words its own heading.
  subject             text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  status              text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'WAITING_ON_CUSTOMER', 'RESOLVED')),
  -- The staff member who took it; a staff account deleted later leaves it unowned.
  owner_id            uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Times are the booking clock's (the jobs' and disputes' clock), moved by TEST_CLOCK in the e2e suite.
  created_at          timestamptz NOT NULL,
  -- When it entered its status: for OPEN, since when the person has been waiting for us (the queue's age).
  status_changed_at   timestamptz NOT NULL,
  -- Staff's first reply, set once (compare-and-swap on IS NULL): the time to first answer.
  first_answered_at   timestamptz,
  updated_at          timestamptz NOT NULL,
  resolved_at         timestamptz,
  CHECK ((status = 'RESOLVED') = (resolved_at IS NOT NULL))
);
-- The console's queues: by status, oldest (or newest) first, keyset on (status_changed_at, id).
CREATE INDEX tickets_queue_idx ON tickets (status, status_changed_at, id);
-- Searching by e-mail (its start), phone number and job.
CREATE INDEX tickets_email_idx ON tickets (email text_pattern_ops);
CREATE INDEX tickets_phone_idx ON tickets (phone) WHERE phone IS NOT NULL;
CREATE INDEX tickets_job_idx ON tickets (job_id) WHERE job_id IS NOT NULL;
CREATE INDEX tickets_user_idx ON tickets (user_id) WHERE user_id IS NOT NULL;
-- The dashboard's median time to first answer, over the last 30 days.
CREATE INDEX tickets_created_idx ON tickets (created_at);

-- The thread, in the order it was written (the id). NOTE: staff's internal notes, never shown to the person.
CREATE TABLE ticket_messages (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id     uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('CUSTOMER', 'STAFF', 'NOTE')),
  -- The staff member or the signed-in person; no foreign key, so the thread outlives an account.
  author_id     uuid,
  -- The staff member's e-mail at the time, or the person's name.
  author_label  text NOT NULL CHECK (length(author_label) BETWEEN 1 AND 254),
  body          text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at    timestamptz NOT NULL
);
CREATE INDEX ticket_messages_thread_idx ON ticket_messages (ticket_id, id);

-- A visitor's single-use link to answer one staff reply: only the SHA-256 of the random token is
-- kept; it is spent by compare-and-swap on used_at, and lapses at expires_at.
CREATE TABLE ticket_reply_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id   uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE CHECK (token_hash ~ '^[A-Za-z0-9_-]{43}$'),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX ticket_reply_tokens_ticket_idx ON ticket_reply_tokens (ticket_id);
