-- Issue 25: every Aboki vetted before their first job, staff with an authenticator app, and an
-- audit log of every staff action. Why: docs/decisions/0053-vetting-and-the-operator-console.md.

-- ID numbers: only the last four characters and a keyed hash stay (NDPA 2023, data minimisation).
-- The hash is HMAC-SHA256 under a key derived from APP_SECRET, which the database never sees, so
-- numbers stored before this migration keep their last four only: their next check stores a hash.
ALTER TABLE aboki_private
  ADD COLUMN id_number_last4 text CHECK (id_number_last4 ~ '^[A-Z0-9]{4}$'),
  ADD COLUMN id_number_hash text CHECK (id_number_hash ~ '^[A-Za-z0-9_-]{43}$');
UPDATE aboki_private SET id_number_last4 = right(id_number, 4) WHERE id_number IS NOT NULL;
-- Also drops the checks that read the full number.
ALTER TABLE aboki_private DROP COLUMN id_number;
ALTER TABLE aboki_private ADD CONSTRAINT aboki_private_id_travels_together
  CHECK ((id_type IS NULL) = (id_number_last4 IS NULL));

ALTER TABLE profiles
  ADD COLUMN id_number_last4 text CHECK (length(id_number_last4) BETWEEN 1 AND 4),
  ADD COLUMN id_number_hash text CHECK (id_number_hash ~ '^[A-Za-z0-9_-]{43}$'),
  -- Set when an operator approves the agent's first Aboki: the agent's own ID is approved once.
  ADD COLUMN identity_approved_at timestamptz;
UPDATE profiles SET id_number_last4 = right(id_number, 4) WHERE id_number IS NOT NULL;
ALTER TABLE profiles DROP COLUMN id_number;
ALTER TABLE profiles ADD CONSTRAINT profiles_id_travels_together
  CHECK ((id_type IS NULL) = (id_number_last4 IS NULL));

-- The review: publishing sends an Aboki to PENDING_REVIEW; only an operator makes it ACTIVE.
ALTER TABLE abokis DROP CONSTRAINT abokis_status_check;
ALTER TABLE abokis ADD CONSTRAINT abokis_status_check
  CHECK (status IN ('DRAFT', 'PENDING_REVIEW', 'REJECTED', 'ACTIVE', 'PAUSED', 'SUSPENDED'));
ALTER TABLE abokis DROP CONSTRAINT abokis_check;
ALTER TABLE abokis
  -- When the agent last sent it for review.
  ADD COLUMN submitted_at timestamptz,
  -- When an operator approved it (its ID and guarantor checked). Abokis active before reviews began
  -- have none: they show as "not yet verified" until reviewed.
  ADD COLUMN verified_at timestamptz,
  -- Why an operator sent it back or suspended it; the agent reads it.
  ADD COLUMN review_note text CHECK (length(review_note) <= 1000),
  -- Taking bookings (or paused by the agent) means it was published once.
  ADD CONSTRAINT abokis_published_when_live CHECK (status NOT IN ('ACTIVE', 'PAUSED') OR published_at IS NOT NULL),
  ADD CONSTRAINT abokis_submitted_when_waiting CHECK (status <> 'PENDING_REVIEW' OR submitted_at IS NOT NULL);
-- The console's queues: waiting, oldest first; active but not yet verified, oldest first.
CREATE INDEX abokis_review_queue_idx ON abokis (submitted_at, id) WHERE status = 'PENDING_REVIEW';
CREATE INDEX abokis_unverified_idx ON abokis (published_at, id) WHERE status = 'ACTIVE' AND verified_at IS NULL;

-- Every check of an ID number with the identity provider, newest last; the latest is the one that
-- counts. Only the result, the provider's reference, the keyed hash and the last four are kept:
-- never the number, the provider's photo or any other field it returns.
CREATE TABLE identity_checks (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  aboki_id            uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  id_type             text NOT NULL CHECK (id_type IN ('NIN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'INTERNATIONAL_PASSPORT')),
  number_hash         text NOT NULL CHECK (number_hash ~ '^[A-Za-z0-9_-]{43}$'),
  number_last4        text NOT NULL CHECK (number_last4 ~ '^[A-Z0-9]{4}$'),
  result              text NOT NULL CHECK (result IN ('MATCH', 'PARTIAL', 'NO_MATCH', 'PROVIDER_ERROR', 'NOT_CHECKED')),
  provider            text NOT NULL CHECK (length(provider) BETWEEN 1 AND 40),
  provider_reference  text CHECK (length(provider_reference) <= 100),
  -- The consent given before the check: which text, who ticked it, when.
  consent_version     text NOT NULL CHECK (length(consent_version) BETWEEN 1 AND 60),
  consented_by        uuid NOT NULL,
  consented_at        timestamptz NOT NULL,
  checked_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_checks_aboki_idx ON identity_checks (aboki_id, checked_at DESC, id);
-- The same number behind two Abokis: one person twice, or a borrowed ID.
CREATE INDEX identity_checks_hash_idx ON identity_checks (number_hash);
CREATE INDEX aboki_private_id_hash_idx ON aboki_private (id_number_hash) WHERE id_number_hash IS NOT NULL;

-- What an operator found when calling the guarantor. The phone called is kept, so a guarantor the
-- agent changed afterwards is not taken as confirmed.
CREATE TABLE guarantor_checks (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  aboki_id         uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  guarantor_phone  text NOT NULL,
  outcome          text NOT NULL CHECK (outcome IN ('REACHED', 'CONFIRMED', 'REFUSED', 'UNREACHABLE')),
  note             text CHECK (length(note) <= 1000),
  -- The operator's account; no foreign key, so the record outlives a deleted staff account.
  recorded_by      uuid NOT NULL,
  recorded_by_email text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guarantor_checks_aboki_idx ON guarantor_checks (aboki_id, created_at DESC, id);

-- An operator may suspend an account: its sessions end, no new one starts, and the person reads why.
ALTER TABLE users
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspension_reason text CHECK (length(suspension_reason) <= 1000),
  ADD CONSTRAINT users_suspended_with_reason CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));

-- Staff: only `npm run ops -- grant` writes here. The authenticator's secret is sealed (AES-256-GCM
-- under a key derived from APP_SECRET); the last accepted 30-second step makes each code single-use.
CREATE TABLE staff_grants (
  user_id           uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role              text NOT NULL CHECK (role IN ('OPERATOR', 'ADMIN')),
  granted_at        timestamptz NOT NULL DEFAULT now(),
  totp_secret       text,
  totp_enrolled_at  timestamptz,
  totp_last_step    bigint CHECK (totp_last_step >= 0),
  CHECK (totp_enrolled_at IS NULL OR totp_secret IS NOT NULL)
);
-- When this session entered an authenticator code; ops routes answer for 12 hours after it.
ALTER TABLE sessions ADD COLUMN ops_unlocked_at timestamptz;

-- Every staff action, one row each. Append-only: the database refuses UPDATE and DELETE.
CREATE TABLE audit_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  -- The staff member's account (null for the command line) and their e-mail at the time.
  actor_id    uuid,
  actor       text NOT NULL CHECK (length(actor) BETWEEN 1 AND 254),
  action      text NOT NULL CHECK (action ~ '^[A-Z_]{3,40}$'),
  target_type text NOT NULL CHECK (target_type ~ '^[a-z_]{2,30}$'),
  target_id   text NOT NULL CHECK (length(target_id) BETWEEN 1 AND 100),
  reason      text CHECK (length(reason) <= 2000),
  before      jsonb,
  after       jsonb,
  request_id  text CHECK (length(request_id) <= 100)
);
CREATE INDEX audit_log_target_idx ON audit_log (target_id, id DESC);
CREATE INDEX audit_log_at_idx ON audit_log (at);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();

-- Search profiles carry the month an Aboki was verified ("ID and guarantor checked").
CREATE OR REPLACE FUNCTION refresh_aboki_search(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(27, hashtext(id::text))
  FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) AS locked;

  DELETE FROM aboki_search_rows WHERE aboki_id = ANY (ids);
  DELETE FROM aboki_search_profiles WHERE aboki_id = ANY (ids);

  INSERT INTO aboki_search_rows (state, lga, service_id, aboki_id, price_kobo, duration_minutes,
                                 rating_sum, rating_count, home)
  SELECT ar.state, ar.lga, s.service_id, a.id, s.price_kobo, s.duration_minutes, a.rating_sum,
         a.rating_count, ar.lga = a.lga
  FROM abokis a
  JOIN aboki_areas ar ON ar.aboki_id = a.id
  JOIN aboki_services s ON s.aboki_id = a.id
  WHERE a.id = ANY (ids) AND a.status = 'ACTIVE';

  INSERT INTO aboki_search_profiles (aboki_id, profile)
  SELECT a.id, json_build_object(
    'id', a.id, 'firstName', a.first_name, 'lastName', a.last_name, 'photoKey', a.photo_key,
    'languages', a.languages, 'bio', a.bio, 'state', a.state, 'lga', a.lga,
    'verifiedMonth', to_char(a.verified_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM'),
    'weeklyHours', coalesce((
      SELECT json_agg(json_build_object('day', h.day, 'startMinute', h.start_minute, 'endMinute', h.end_minute)
                      ORDER BY h.day, h.start_minute)
      FROM aboki_weekly_hours h WHERE h.aboki_id = a.id), '[]'),
    'timeOff', coalesce((
      SELECT json_agg(json_build_object('firstDay', o.first_day, 'lastDay', o.last_day) ORDER BY o.first_day)
      FROM aboki_time_off o WHERE o.aboki_id = a.id), '[]'),
    'offers', coalesce((
      SELECT json_agg(json_build_array(o.service_id, o.price_kobo, o.duration_minutes) ORDER BY o.service_id)
      FROM aboki_services o WHERE o.aboki_id = a.id), '[]'),
    'areas', coalesce((SELECT json_agg(r.lga ORDER BY r.lga) FROM aboki_areas r WHERE r.aboki_id = a.id), '[]'))
  FROM abokis a
  WHERE a.id = ANY (ids) AND a.status = 'ACTIVE';
END
$$;
SELECT refresh_aboki_search(array_agg(id)) FROM abokis WHERE status = 'ACTIVE';
