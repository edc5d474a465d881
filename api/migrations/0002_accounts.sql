-- Accounts: users, their USER or AGENT profile, emailed codes, sessions and password-reset tokens.
-- Secrets are never stored: passwords as argon2id hashes, codes as keyed MACs, tokens as SHA-256.

CREATE TABLE users (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email               text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) <= 254),
  name                text NOT NULL CHECK (length(name) BETWEEN 2 AND 100),
  password_hash       text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  role                text CHECK (role IN ('USER', 'AGENT')),
  email_verified_at   timestamptz,
  -- Consecutive failed password sign-ins; the 100th sets locked_at until a password reset.
  failed_login_count  integer NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
  locked_at           timestamptz,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  -- The target of profiles' foreign key: a profile pins the role it was created for.
  UNIQUE (id, role)
);

CREATE TABLE profiles (
  user_id        uuid PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('USER', 'AGENT')),
  phone_number   text NOT NULL CHECK (phone_number ~ '^\+234[789][01][0-9]{8}$'),
  state          text NOT NULL,
  lga            text NOT NULL,
  address        text NOT NULL CHECK (length(address) BETWEEN 5 AND 200),
  landmark       text CHECK (length(landmark) <= 120),
  business_name  text CHECK (length(business_name) BETWEEN 2 AND 100),
  id_type        text CHECK (id_type IN ('NIN', 'BVN', 'VOTERS_CARD', 'DRIVERS_LICENCE', 'PASSPORT')),
  id_number      text CHECK (length(id_number) <= 40),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  -- The user's role must equal the profile's kind, and cannot change while the profile exists.
  FOREIGN KEY (user_id, kind) REFERENCES users (id, role) ON DELETE CASCADE,
  CHECK ((id_type IS NULL) = (id_number IS NULL)),
  CHECK (kind = 'AGENT' OR (business_name IS NULL AND id_type IS NULL))
);

-- One live code per account and purpose: issuing a new one replaces (and so kills) the last.
CREATE TABLE email_codes (
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  -- HMAC-SHA256 of purpose, account and code under a key derived from APP_SECRET.
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, purpose)
);
CREATE INDEX email_codes_expires_at_idx ON email_codes (expires_at);

CREATE TABLE sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the bearer token (32 random bytes); the token itself is never stored.
  token_hash    text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Moved forward at most once a minute; a session unused for 7 days is dead.
  last_used_at  timestamptz NOT NULL DEFAULT now(),
  -- Absolute limit: 30 days after sign-in, however active.
  expires_at    timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE password_reset_tokens (
  -- SHA-256 of the single-use token reset-password/verify-otp hands out.
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);
CREATE INDEX password_reset_tokens_expires_at_idx ON password_reset_tokens (expires_at);
