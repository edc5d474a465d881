-- Issue 8: Abokis, the helpers an agent onboards. Booking, Jobs and Payments build on these tables.
-- Private details (address, identity, guarantor) live in their own table so a query that builds the
-- public view cannot select them by accident (docs/decisions/0014-abokis-data-and-privacy.md).

-- Exclusion constraints over (uuid =, integer =, range &&) need GiST operator classes for the
-- scalar columns. btree_gist is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE abokis (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The owning agent. A profile of kind AGENT is checked by the service; the key keeps an Aboki
  -- from outliving its agent's profile unnoticed (no cascade: bookings will hang off Abokis).
  agent_id       uuid NOT NULL REFERENCES profiles (user_id),
  status         text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ACTIVE', 'PAUSED')),
  first_name     text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 50),
  last_name      text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 50),
  gender         text CHECK (gender IN ('FEMALE', 'MALE')),
  -- Optional; 18+ on the Lagos date is checked when it is given (the rule moves with the calendar).
  date_of_birth  date,
  languages      text[] NOT NULL CHECK (
    cardinality(languages) BETWEEN 1 AND 10
    AND languages <@ ARRAY['English', 'Pidgin', 'Hausa', 'Yoruba', 'Igbo', 'Fulfulde', 'Ibibio', 'Tiv',
                           'Kanuri', 'Edo']::text[]
  ),
  bio            text CHECK (length(bio) <= 280),
  -- Many Abokis have no phone; the agent is then the contact.
  phone_number   text CHECK (phone_number ~ '^\+234[789][01][0-9]{8}$'),
  state          text NOT NULL,
  lga            text NOT NULL,
  -- SHA-256 (hex) of the stored WebP; the photo URL is /api/v1/photos/<photo_key>.webp.
  photo_key      text CHECK (photo_key ~ '^[0-9a-f]{64}$'),
  published_at   timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  -- Once published, an Aboki remembers when; a draft never has.
  CHECK ((status = 'DRAFT') = (published_at IS NULL))
);
-- GET /abokis/mine: one agent's Abokis, newest first, keyset on (created_at, id).
CREATE INDEX abokis_agent_created_idx ON abokis (agent_id, created_at DESC, id DESC);
-- Search (next issue) starts from ACTIVE Abokis in a state.
CREATE INDEX abokis_active_state_idx ON abokis (state, id) WHERE status = 'ACTIVE';
-- The photos route serves only photos an Aboki still uses.
CREATE INDEX abokis_photo_key_idx ON abokis (photo_key) WHERE photo_key IS NOT NULL;

-- Never shown to anyone but the owning agent, and then with the ID number masked.
CREATE TABLE aboki_private (
  aboki_id                uuid PRIMARY KEY REFERENCES abokis (id) ON DELETE CASCADE,
  address                 text CHECK (length(address) BETWEEN 5 AND 200),
  landmark                text CHECK (length(landmark) <= 120),
  id_type                 text CHECK (id_type IN ('NIN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'INTERNATIONAL_PASSPORT')),
  id_number               text CHECK (id_number ~ '^[A-Z0-9]{6,20}$'),
  guarantor_name          text CHECK (length(guarantor_name) BETWEEN 2 AND 100),
  guarantor_phone         text CHECK (guarantor_phone ~ '^\+234[789][01][0-9]{8}$'),
  guarantor_relationship  text CHECK (length(guarantor_relationship) BETWEEN 2 AND 60),
  guarantor_address       text CHECK (length(guarantor_address) BETWEEN 5 AND 200),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  CHECK ((id_type IS NULL) = (id_number IS NULL)),
  CHECK (id_type IS DISTINCT FROM 'NIN' OR id_number ~ '^[0-9]{11}$'),
  -- A guarantor is all four details or none.
  CHECK (
    (guarantor_name IS NULL AND guarantor_phone IS NULL AND guarantor_relationship IS NULL
      AND guarantor_address IS NULL)
    OR (guarantor_name IS NOT NULL AND guarantor_phone IS NOT NULL AND guarantor_relationship IS NOT NULL
      AND guarantor_address IS NOT NULL)
  )
);

-- The services an Aboki offers at their own price. The ≤ 10× catalogue price and the duration rule
-- depend on the catalogue row, so the service checks them in the transaction that writes the set.
CREATE TABLE aboki_services (
  aboki_id          uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  service_id        uuid NOT NULL REFERENCES services (id),
  price_kobo        integer NOT NULL CHECK (price_kobo >= 50000),
  -- Expected length of a job-unit service; hour-unit services are booked by the hour instead.
  duration_minutes  integer CHECK (duration_minutes BETWEEN 30 AND 720),
  PRIMARY KEY (aboki_id, service_id)
);
-- Search: who offers this service.
CREATE INDEX aboki_services_service_idx ON aboki_services (service_id, aboki_id);

-- Lagos wall-clock intervals per ISO weekday (1 = Monday … 7 = Sunday), in minutes since midnight;
-- none crosses midnight (24:00 = 1440 may end one). Overlaps within a day are impossible: the
-- exclusion constraint refuses them, whatever the application does.
CREATE TABLE aboki_weekly_hours (
  aboki_id      uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  day           smallint NOT NULL CHECK (day BETWEEN 1 AND 7),
  start_minute  smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute    smallint NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (end_minute > start_minute),
  PRIMARY KEY (aboki_id, day, start_minute),
  CONSTRAINT aboki_weekly_hours_no_overlap
    EXCLUDE USING gist (aboki_id WITH =, day WITH =, int4range(start_minute, end_minute) WITH &&)
);

-- Days off (Lagos dates, both ends included); periods of one Aboki never overlap.
CREATE TABLE aboki_time_off (
  aboki_id   uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  first_day  date NOT NULL,
  last_day   date NOT NULL,
  CHECK (last_day >= first_day),
  PRIMARY KEY (aboki_id, first_day),
  CONSTRAINT aboki_time_off_no_overlap
    EXCLUDE USING gist (aboki_id WITH =, daterange(first_day, last_day, '[]') WITH &&)
);

-- The LGAs an Aboki serves, all in the home state and always including the home LGA. The state is
-- kept beside the LGA because some LGA names exist in two states (Surulere, Nasarawa, Obi).
CREATE TABLE aboki_areas (
  aboki_id  uuid NOT NULL REFERENCES abokis (id) ON DELETE CASCADE,
  state     text NOT NULL,
  lga       text NOT NULL,
  PRIMARY KEY (aboki_id, lga)
);
-- Search: who serves this LGA.
CREATE INDEX aboki_areas_location_idx ON aboki_areas (state, lga, aboki_id);
