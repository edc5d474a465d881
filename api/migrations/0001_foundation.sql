-- The API foundation: service catalogue, contact messages, email outbox and shared rate limits.

CREATE TABLE services (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug             text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name             text NOT NULL CHECK (length(name) BETWEEN 2 AND 80),
  description      text NOT NULL,
  category         text NOT NULL,
  unit             text NOT NULL CHECK (unit IN ('job', 'hour')),
  base_price_kobo  integer NOT NULL CHECK (base_price_kobo > 0),
  active           boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
-- The public list is keyset-paginated by slug over active services only.
CREATE INDEX services_active_slug_idx ON services (slug) WHERE active;

CREATE TABLE contact_messages (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text NOT NULL,
  email       text NOT NULL,
  phone       text,
  message     text NOT NULL,
  ip          text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC, id DESC);

CREATE TABLE outbox_emails (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address       text NOT NULL,
  reply_to         text,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  -- When the next delivery may be tried; a claim pushes it forward so a crashed worker's mail is retried.
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX outbox_emails_due_idx ON outbox_emails (next_attempt_at) WHERE status = 'pending';

CREATE TABLE rate_limits (
  key         text PRIMARY KEY,
  hits        integer NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at);
