-- Issue 23, item 1: wrong passwords from strangers no longer keep the owner out. Past an account's
-- limit of failed sign-ins, and during the doubling period after 100 failures in a row, a sign-in
-- needs the password and a 6-digit code emailed to the owner instead of being refused.
-- Why it looks like this: docs/decisions/0045-no-stranger-lockout.md.

-- The sign-in code lives with the others: one live code per account and purpose, hashed, 10 minutes,
-- 5 tries, once.
ALTER TABLE email_codes DROP CONSTRAINT email_codes_purpose_check;
ALTER TABLE email_codes
  ADD CONSTRAINT email_codes_purpose_check CHECK (purpose IN ('verify_email', 'reset_password', 'sign_in'));

COMMENT ON COLUMN users.locked_until IS
  'While in the future, signing in needs an emailed code as well as the password (never a refusal).';
COMMENT ON COLUMN users.failed_login_count IS
  'Consecutive checked failed sign-ins since the last success, reset or code period; the 100th starts one.';
