-- Issue 7: sign-in locks are timed and double, so nobody can lock a stranger out for good.
-- The 100th consecutive failed sign-in locks password sign-in for 15 minutes, the next lock (with no
-- successful sign-in between) for 30, then 60 … capped at 24 hours. A password reset ends a lock.

-- How many locks in a row, without a successful sign-in or reset between: the next one lasts
-- 15 minutes × 2^lock_count (at most 24 hours).
ALTER TABLE users ADD COLUMN lock_count integer NOT NULL DEFAULT 0 CHECK (lock_count >= 0);
-- Password sign-in is refused (423) while this is in the future.
ALTER TABLE users ADD COLUMN locked_until timestamptz;

-- Locks taken under the old rule ("until a reset") become a first timed lock from now.
UPDATE users SET locked_until = now() + interval '15 minutes', lock_count = 1, failed_login_count = 0
WHERE locked_at IS NOT NULL;

ALTER TABLE users DROP COLUMN locked_at;

COMMENT ON COLUMN users.failed_login_count IS
  'Consecutive failed password sign-ins since the last success, reset or lock; the 100th locks.';
