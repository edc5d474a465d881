-- Issue 22, item 7: plans change. A User asks to move an upcoming job to another free time of the
-- same Aboki; the Aboki's agent accepts or declines; until they answer, the old time and the new one
-- are both held. Why it looks like this: docs/decisions/0044-reschedule.md.

-- One row per ask, kept once it ends: the job's history of moves and the fees they recorded.
CREATE TABLE job_reschedules (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id          uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  -- The time asked for (as long as the job) and what it holds: the job and the 30-minute travel
  -- buffer after it, as jobs.blocked.
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL CHECK (ends_at > starts_at),
  blocked         tstzrange NOT NULL,
  CHECK (blocked = tstzrange(starts_at, ends_at + interval '30 minutes')),
  -- The job's time when it was asked: what an accept replaces (its compare-and-swap reads it).
  from_starts_at  timestamptz NOT NULL,
  from_ends_at    timestamptz NOT NULL CHECK (from_ends_at > from_starts_at),
  -- The fee quoted when asking (shared/job-rules' moveFee), recorded when the agent accepts.
  fee_kobo        integer NOT NULL CHECK (fee_kobo >= 0),
  status          text NOT NULL DEFAULT 'PENDING'
                  CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'LAPSED')),
  asked_at        timestamptz NOT NULL,
  -- When a pending ask lapses unanswered (moveLapsesAt, stored so the sweeper reads an index).
  lapses_at       timestamptz NOT NULL,
  -- When it stopped waiting: accepted, declined, withdrawn or lapsed.
  answered_at     timestamptz,
  CHECK ((status = 'PENDING') = (answered_at IS NULL))
);
-- At most one ask waiting per job: a second one, even sent at the same instant, is refused (23505).
CREATE UNIQUE INDEX job_reschedules_one_pending_idx ON job_reschedules (job_id) WHERE status = 'PENDING';
-- A job's asks, newest first (its page, the fees recorded).
CREATE INDEX job_reschedules_job_idx ON job_reschedules (job_id, asked_at DESC);
-- The sweeper's "asks past their time": only the pending ones, whatever the table's size.
CREATE INDEX job_reschedules_lapse_idx ON job_reschedules (lapses_at) WHERE status = 'PENDING';

-- The hold. While an ask waits, the time asked for is refused to everyone else by the constraint
-- that refuses double bookings: a job's row holds its own time and, while its ask waits, the time
-- asked for, together as one multirange (`held`), and the exclusion constraint compares those.
-- Search, free slots and booking read `held` too, so the asked time is not offered meanwhile.
-- Both columns are plain columns kept by the database: `held` is generated, `reschedule_blocked`
-- is written only by the trigger below.
ALTER TABLE jobs
  ADD COLUMN reschedule_blocked tstzrange,
  ADD COLUMN held tstzmultirange NOT NULL GENERATED ALWAYS AS (
    CASE WHEN reschedule_blocked IS NULL THEN tstzmultirange(blocked)
         ELSE tstzmultirange(blocked, reschedule_blocked) END) STORED;

-- The same rule as 0006's, over what a job holds instead of its own time alone. Back-to-back is
-- still fine, and a job's new time may overlap its old one (a row never conflicts with itself).
ALTER TABLE jobs DROP CONSTRAINT jobs_no_double_booking;
ALTER TABLE jobs ADD CONSTRAINT jobs_no_double_booking EXCLUDE USING gist (aboki_id WITH =, held WITH &&)
  WHERE (status IN ('REQUESTED', 'ACCEPTED', 'IN_PROGRESS', 'AWAITING_PAYMENT'));

-- jobs.reschedule_blocked is always the pending ask's `blocked`, whatever writes the ask: set when
-- an ask is made (a clash raises 23P01 from the ask's own INSERT), cleared when it stops waiting.
CREATE FUNCTION job_reschedule_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PENDING' THEN
    UPDATE jobs SET reschedule_blocked = NEW.blocked WHERE id = NEW.job_id;
  ELSIF TG_OP = 'UPDATE' AND OLD.status = 'PENDING' THEN
    UPDATE jobs SET reschedule_blocked = NULL WHERE id = NEW.job_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER job_reschedules_hold AFTER INSERT OR UPDATE OF status ON job_reschedules
  FOR EACH ROW EXECUTE FUNCTION job_reschedule_hold();

-- A job event may record a move of the job's time (the job keeps its status); null for a change of
-- status. The pages' toasts and timeline read it.
ALTER TABLE job_events
  ADD COLUMN change text CHECK (change IN ('MOVE_ASKED', 'MOVE_WITHDRAWN', 'MOVE_ACCEPTED', 'MOVE_DECLINED', 'MOVE_LAPSED'));
