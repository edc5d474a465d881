-- Issue 27, the foundation: text messages through an outbox like the e-mails', sent by an SMS
-- provider (Termii) behind an interface, with its delivery reports. Why:
-- docs/decisions/0056-sms-outbox.md.

CREATE TABLE outbox_sms (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- One message per cause ("code:<id>", "job:<reference>:accepted:<user id>"): a retried
  -- transaction, or two processes noticing the same change, queue it once.
  idempotency_key      text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- International form without the plus, as the provider takes it: 2348031234567.
  to_phone             text NOT NULL CHECK (to_phone ~ '^234[789][01][0-9]{8}$'),
  -- dnd: codes (delivered to numbers on the Do-Not-Disturb list); generic: everything else.
  route                text NOT NULL CHECK (route IN ('dnd', 'generic')),
  kind                 text NOT NULL CHECK (length(kind) BETWEEN 1 AND 60),
  body                 text NOT NULL CHECK (length(body) BETWEEN 1 AND 480),
  status               text NOT NULL DEFAULT 'pending'
                         CHECK (status IN ('pending', 'sent', 'delivered', 'failed')),
  attempts             integer NOT NULL DEFAULT 0,
  -- When the next send may be tried; a claim pushes it forward (a lease), so a crashed worker's
  -- message is tried again and two live workers never hold the same one.
  next_attempt_at      timestamptz NOT NULL,
  provider_message_id  text UNIQUE CHECK (length(provider_message_id) <= 100),
  last_error           text CHECK (length(last_error) <= 1000),
  created_at           timestamptz NOT NULL,
  sent_at              timestamptz,
  delivered_at         timestamptz,
  CHECK ((status IN ('sent', 'delivered')) = (sent_at IS NOT NULL))
);
CREATE INDEX outbox_sms_due_idx ON outbox_sms (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_sms_phone_idx ON outbox_sms (to_phone, created_at);

-- The provider's delivery reports, once each (a replayed report changes nothing).
CREATE TABLE sms_delivery_reports (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_message_id  text NOT NULL CHECK (length(provider_message_id) <= 100),
  status               text NOT NULL CHECK (length(status) BETWEEN 1 AND 60),
  received_at          timestamptz NOT NULL,
  UNIQUE (provider_message_id, status)
);
