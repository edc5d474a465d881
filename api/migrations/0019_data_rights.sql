-- Issue 23 finding 13: a person may delete their account (NDPA 2023). The account's row stays, as
-- the tombstone the jobs and money records they were party to still point at, with no name, e-mail
-- or password anyone could use; why and what is kept: docs/decisions/0050-data-rights.md.

ALTER TABLE users ADD COLUMN deleted_at timestamptz;

-- An erased account has no name; every other account still has one of 2 to 100 characters.
ALTER TABLE users DROP CONSTRAINT users_name_check;
ALTER TABLE users ADD CONSTRAINT users_name_check
  CHECK (length(name) BETWEEN 2 AND 100 OR (deleted_at IS NOT NULL AND name = ''));

-- A kept job loses its address: '' is the erased one.
ALTER TABLE jobs DROP CONSTRAINT jobs_address_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_address_check CHECK (length(address) BETWEEN 5 AND 200 OR address = '');

-- An agent's profile (phone, address, ID) is deleted with the account, while the Abokis that kept
-- jobs stay, erased: they point at the account, which every profile is keyed by, not at the profile.
ALTER TABLE abokis DROP CONSTRAINT abokis_agent_id_fkey;
ALTER TABLE abokis ADD CONSTRAINT abokis_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES users (id);
