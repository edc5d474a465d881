-- Issue 25: when a job goes wrong. The User reports a problem within the dispute window after
-- completion, the agent answers, an operator decides; a refund above the four-eyes line waits for a
-- second operator. Why: docs/decisions/0054-disputes-and-support-tickets.md.

-- A dispute's refund goes through the refund path like every other.
ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check CHECK (reason IN ('DECLINED', 'EXPIRED',
  'CANCELLED_BY_USER', 'CANCELLED_BY_AGENT', 'NO_SHOW_USER', 'NO_SHOW_ABOKI', 'NOT_NEEDED', 'DISPUTE'));

-- Strikes an operator gave an Aboki when deciding disputes (the console shows them; repeated
-- strikes are a reason to suspend).
ALTER TABLE abokis ADD COLUMN strikes smallint NOT NULL DEFAULT 0 CHECK (strikes >= 0);

-- One dispute per job (the unique job_id refuses a second report, even two at once).
CREATE TABLE disputes (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id                uuid NOT NULL UNIQUE REFERENCES jobs (id) ON DELETE CASCADE,
  reporter_id           uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason                text NOT NULL CHECK (reason IN ('NO_SHOW', 'DAMAGE', 'POOR_WORK', 'OVERCHARGED', 'SAFETY')),
  description           text NOT NULL CHECK (length(description) BETWEEN 20 AND 2000),
  status                text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'AWAITING_APPROVAL', 'DECIDED')),
  created_at            timestamptz NOT NULL,
  -- The agent's side, once, until answer_due_at.
  answer                text CHECK (length(answer) BETWEEN 20 AND 2000),
  answered_at           timestamptz,
  answer_due_at         timestamptz NOT NULL,
  -- A refund above the four-eyes line, proposed by one operator, waiting for another.
  proposed_outcome      text CHECK (proposed_outcome IN ('FULL_REFUND', 'PARTIAL_REFUND', 'NO_REFUND')),
  proposed_refund_kobo  integer CHECK (proposed_refund_kobo >= 0),
  proposed_reason       text CHECK (length(proposed_reason) BETWEEN 1 AND 1000),
  proposed_consequence  text CHECK (proposed_consequence IN ('NONE', 'STRIKE', 'SUSPEND_ABOKI')),
  proposed_by           uuid REFERENCES users (id),
  proposed_at           timestamptz,
  -- The decision.
  outcome               text CHECK (outcome IN ('FULL_REFUND', 'PARTIAL_REFUND', 'NO_REFUND')),
  refund_kobo           integer CHECK (refund_kobo >= 0),
  refund_route          text CHECK (refund_route IN ('PAYSTACK', 'CASH')),
  decision_reason       text CHECK (length(decision_reason) BETWEEN 1 AND 1000),
  consequence           text CHECK (consequence IN ('NONE', 'STRIKE', 'SUSPEND_ABOKI')),
  decided_by            uuid REFERENCES users (id),
  approved_by           uuid REFERENCES users (id),
  decided_at            timestamptz,
  CONSTRAINT disputes_answer_together CHECK ((answer IS NULL) = (answered_at IS NULL)),
  CONSTRAINT disputes_proposal_when_waiting CHECK ((status = 'AWAITING_APPROVAL') = (proposed_at IS NOT NULL)),
  CONSTRAINT disputes_decision_when_decided CHECK ((status = 'DECIDED') =
    (decided_at IS NOT NULL AND outcome IS NOT NULL AND refund_kobo IS NOT NULL AND consequence IS NOT NULL)),
  -- Four eyes, in the database: a refund above ₦50,000 is decided only with a second, different
  -- operator's approval (shared/src/job-rules/numbers.ts FOUR_EYES_REFUND_KOBO).
  CONSTRAINT disputes_four_eyes CHECK (refund_kobo IS NULL OR refund_kobo <= 5000000
    OR (approved_by IS NOT NULL AND decided_by IS NOT NULL AND approved_by <> decided_by))
);
-- The console's queue: undecided disputes.
CREATE INDEX disputes_undecided_idx ON disputes (created_at, id) WHERE status <> 'DECIDED';

-- Up to three photos a dispute carries (the Abokis' photo pipeline: WebP named by content hash).
CREATE TABLE dispute_photos (
  dispute_id  uuid NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
  position    smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  photo_key   text NOT NULL CHECK (photo_key ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (dispute_id, position)
);
CREATE INDEX dispute_photos_key_idx ON dispute_photos (photo_key);
