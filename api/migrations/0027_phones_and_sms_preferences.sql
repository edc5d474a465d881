-- Issue 27, the people-facing half: verified phone numbers, per-kind message preferences, and the
-- guards on what SMS cost. Why: docs/decisions/0057-phones-sms-updates-tap-to-call.md.

-- When the profile's current number was proven by an SMS code. A changed number is no longer
-- verified: the trigger clears it in the same statement, so no code path can forget to.
ALTER TABLE profiles ADD COLUMN phone_verified_at timestamptz;

CREATE FUNCTION profiles_phone_unverify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.phone_number IS DISTINCT FROM OLD.phone_number THEN
    NEW.phone_verified_at := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER profiles_phone_changed BEFORE UPDATE OF phone_number ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_phone_unverify();

-- One live phone code per account, for the number it was sent to: the e-mail codes' rules (a hash,
-- 10 minutes, 5 tries, used once). A code proves only the number it went to.
CREATE TABLE phone_codes (
  user_id     uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone       text NOT NULL CHECK (phone ~ '^\+234[789][01][0-9]{8}$'),
  code_hash   text NOT NULL,
  attempts    smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL
);

-- How each person wants each kind of message; no row means the default (SMS for job updates when
-- the number is verified, e-mail otherwise). Codes and safety messages ignore this table.
CREATE TABLE notification_preferences (
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('JOB_UPDATES', 'PAYMENTS', 'NEW_REQUESTS', 'DISPUTES')),
  channel     text NOT NULL CHECK (channel IN ('EMAIL', 'SMS', 'BOTH')),
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- What the provider told us about each number: three failed deliveries in a row stop every SMS but
-- codes until the number is verified again (which sets the count back to 0).
CREATE TABLE sms_numbers (
  phone                 text PRIMARY KEY CHECK (phone ~ '^234[789][01][0-9]{8}$'),
  consecutive_failures  smallint NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
  updated_at            timestamptz NOT NULL
);

-- A delivery report can fail a message the provider accepted (and charged for): 'failed' keeps its
-- sent_at then, while 'pending' never has one and 'sent'/'delivered' always do.
ALTER TABLE outbox_sms DROP CONSTRAINT outbox_sms_check;
ALTER TABLE outbox_sms ADD CONSTRAINT outbox_sms_sent_at_check CHECK (
  CASE status WHEN 'pending' THEN sent_at IS NULL WHEN 'failed' THEN true ELSE sent_at IS NOT NULL END);

-- What a message cost, recorded when the provider accepts it (segments × the configured price),
-- so the day's spend is a sum, and the spend cap's alert goes once a day.
ALTER TABLE outbox_sms ADD COLUMN cost_kobo integer CHECK (cost_kobo >= 0);
CREATE INDEX outbox_sms_sent_idx ON outbox_sms (sent_at) WHERE sent_at IS NOT NULL;
