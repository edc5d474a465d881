import {
  abokiDisplayName,
  OPS_MESSAGES,
  type GuarantorOutcome,
  type OpsAbokiReview,
  type OpsDashboard,
} from 'shared/schemas';
import { addDays, lagosDateOf, lagosInstant } from 'shared/lagos-time';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import { findOfferedServices, latestIdentityCheck, photoUrlOf } from '../abokis/abokis-module.js';
import { enqueueEmail } from '../email/email-module.js';
import { findContact } from '../jobs/jobs-module.js';
import { auditOf, recordAudit, type Actor } from './audit.js';
import {
  approveAgentIdentity,
  dashboardCounts,
  decide,
  findForReview,
  guarantorChecksOf,
  insertGuarantorCheck,
  reviewQueue,
  sameIdElsewhere,
  type ReviewRow,
} from './review-repository.js';
import { sayReviewEmail, type ReviewEmailId } from './review-email-texts.js';
import type { StaffMember } from './staff-service.js';

export const REVIEW_PAGE_SIZE = 25;

const notFound = () => new AppError('NOT_FOUND', OPS_MESSAGES.abokiNotFound);

/** An operator's decision about one Aboki: from which statuses, to which, and what the agent is told. */
interface Decision {
  from: readonly string[];
  to: string;
  action: 'ABOKI_APPROVED' | 'ABOKI_REJECTED' | 'ABOKI_SUSPENDED' | 'ABOKI_REINSTATED';
  email: 'approved' | 'rejected' | 'suspended' | 'reinstated';
  wrongStatus: string;
}

const APPROVE: Decision = {
  from: ['PENDING_REVIEW', 'ACTIVE'],
  to: 'ACTIVE',
  action: 'ABOKI_APPROVED',
  email: 'approved',
  wrongStatus: OPS_MESSAGES.notWaiting,
};
const REJECT: Decision = {
  from: ['PENDING_REVIEW', 'ACTIVE'],
  to: 'REJECTED',
  action: 'ABOKI_REJECTED',
  email: 'rejected',
  wrongStatus: OPS_MESSAGES.notWaiting,
};
const SUSPEND: Decision = {
  from: ['ACTIVE', 'PAUSED'],
  to: 'SUSPENDED',
  action: 'ABOKI_SUSPENDED',
  email: 'suspended',
  wrongStatus: OPS_MESSAGES.notSuspendable,
};
const REINSTATE: Decision = {
  from: ['SUSPENDED'],
  to: 'ACTIVE',
  action: 'ABOKI_REINSTATED',
  email: 'reinstated',
  wrongStatus: OPS_MESSAGES.notSuspended,
};

/**
 * Numbers other features add to the console's first page (disputes, support tickets): handed in by
 * the composition root, as those features build on this one.
 */
export type DashboardPart = () => Promise<Partial<OpsDashboard>>;

/** What the dashboard says of the parts no feature supplied. */
const NO_OTHER_NUMBERS = {
  disputesOpen: 0,
  disputesSafety: 0,
  refundsAwaitingApproval: 0,
  ticketsWaiting: 0,
  medianFirstAnswerMinutes: null,
  smsSentToday: 0,
  smsCostTodayKobo: 0,
} satisfies Partial<OpsDashboard>;

export function createReviewService({
  db,
  now,
  notifyOutbox,
  dashboardParts,
}: {
  db: Db;
  now: () => Date;
  notifyOutbox: () => void;
  dashboardParts: readonly DashboardPart[];
}) {
  async function view(abokiId: string): Promise<OpsAbokiReview> {
    if (!isUuid(abokiId)) throw notFound();
    const row = await findForReview(db, abokiId);
    if (!row) throw notFound();
    const [check, guarantorChecks, elsewhere, history, offered] = await Promise.all([
      latestIdentityCheck(db, abokiId),
      guarantorChecksOf(db, abokiId),
      sameIdElsewhere(db, abokiId, row.idNumberHash),
      auditOf(db, abokiId),
      findOfferedServices(db, [abokiId]),
    ]);
    return {
      id: row.id,
      status: row.status,
      displayName: abokiDisplayName(row.firstName, row.lastName),
      firstName: row.firstName,
      lastName: row.lastName,
      dateOfBirth: row.dateOfBirth,
      phoneNumber: row.phoneNumber,
      state: row.state,
      lga: row.lga,
      address: row.address,
      photoUrl: photoUrlOf(row.photoKey),
      languages: row.languages,
      services: (offered.get(abokiId) ?? []).map(({ serviceName, priceKobo }) => ({
        name: serviceName,
        priceKobo,
      })),
      agent: row.agent,
      guarantor: row.guarantor,
      identity: check
        ? {
            result: check.result,
            idType: check.idType,
            last4: check.last4,
            providerReference: check.providerReference,
            checkedAt: check.checkedAt.toISOString(),
            consentVersion: check.consentVersion,
            consentedAt: check.consentedAt.toISOString(),
          }
        : null,
      guarantorChecks: guarantorChecks.map(({ guarantorPhone: _phone, ...check }) => check),
      submittedAt: row.submittedAt,
      verifiedAt: row.verifiedAt,
      reviewNote: row.reviewNote,
      sameIdElsewhere: elsewhere,
      history,
    };
  }

  /**
   * Runs one decision in a transaction: the Aboki's row locked, the rule checked, the status moved by
   * compare-and-swap, the audit row and the agent's e-mail written with it (or none of them).
   */
  async function decideAbout(
    abokiId: string,
    decision: Decision,
    actor: Actor,
    reason: string | null,
    check: (row: ReviewRow, tx: Db) => Promise<void> = async () => {},
  ): Promise<OpsAbokiReview> {
    if (!isUuid(abokiId)) throw notFound();
    await db.transaction(async (tx) => {
      const row = await findForReview(tx, abokiId, true);
      if (!row) throw notFound();
      // An Aboki taking bookings is reviewed only while it is not yet verified; after that an
      // operator suspends it instead.
      const reviewing = decision === APPROVE || decision === REJECT;
      if (!decision.from.includes(row.status) || (reviewing && row.status === 'ACTIVE' && row.verifiedAt)) {
        throw new AppError('CONFLICT', decision.wrongStatus);
      }
      await check(row, tx);
      const verified = decision.action === 'ABOKI_APPROVED';
      // Approval clears the note; the others leave the operator's words for the agent to read.
      const note = verified || decision === REINSTATE ? null : reason;
      if (!(await decide(tx, abokiId, row.status, { status: decision.to, verified, note }))) {
        throw new AppError('CONFLICT', decision.wrongStatus);
      }
      if (verified) await approveAgentIdentity(tx, row.agentId);
      await recordAudit(tx, actor, {
        action: decision.action,
        targetType: 'aboki',
        targetId: abokiId,
        reason,
        before: { status: row.status, verifiedAt: row.verifiedAt },
        after: { status: decision.to, ...(verified ? { verified: true } : {}) },
      });
      await emailAgent(tx, row, decision.email, reason);
    });
    notifyOutbox();
    return view(abokiId);
  }

  async function emailAgent(tx: Db, row: ReviewRow, kind: Decision['email'], reason: string | null) {
    const agent = await findContact(tx, row.agentId);
    if (!agent) return;
    const values = {
      name: agent.name,
      aboki: abokiDisplayName(row.firstName, row.lastName),
      reason: reason ?? '',
    };
    const say = (id: ReviewEmailId) => sayReviewEmail(agent.language, id, values);
    await enqueueEmail(tx, {
      to: agent.email,
      subject: say(`${kind}.subject`),
      text: [say(`${kind}.body`), say('signOff')].join('\n\n'),
    });
  }

  return {
    view,
    queue: (queue: 'waiting' | 'unverified', cursor: string | undefined) =>
      reviewQueue(db, queue, cursor, REVIEW_PAGE_SIZE),

    async dashboard(): Promise<OpsDashboard> {
      const today = lagosDateOf(now());
      const [counts, ...parts] = await Promise.all([
        dashboardCounts(db, lagosInstant(today, '00:00'), lagosInstant(addDays(today, 1), '00:00')),
        ...dashboardParts.map((part) => part()),
      ]);
      return Object.assign({ ...counts, ...NO_OTHER_NUMBERS }, ...parts) as OpsDashboard;
    },

    /** What calling the guarantor found, against the guarantor the Aboki has now. */
    async recordGuarantor(
      abokiId: string,
      input: { outcome: GuarantorOutcome; note?: string | undefined },
      member: StaffMember,
      actor: Actor,
    ): Promise<OpsAbokiReview> {
      if (!isUuid(abokiId)) throw notFound();
      await db.transaction(async (tx) => {
        const row = await findForReview(tx, abokiId, true);
        if (!row) throw notFound();
        if (!row.guarantor) throw new AppError('CONFLICT', OPS_MESSAGES.needsGuarantor);
        await insertGuarantorCheck(tx, {
          abokiId,
          guarantorPhone: row.guarantor.phoneNumber,
          outcome: input.outcome,
          note: input.note ?? null,
          by: { id: member.userId, email: member.email },
        });
        await recordAudit(tx, actor, {
          action: 'GUARANTOR_RECORDED',
          targetType: 'aboki',
          targetId: abokiId,
          reason: input.note ?? null,
          after: { outcome: input.outcome },
        });
      });
      return view(abokiId);
    },

    /**
     * Approval needs the guarantor confirmed (the one the Aboki has now) and the ID check a MATCH,
     * or an operator's written reason for approving without one.
     */
    approve(abokiId: string, override: string | undefined, actor: Actor): Promise<OpsAbokiReview> {
      return decideAbout(abokiId, APPROVE, actor, override ?? null, async (row, tx) => {
        const [check, calls] = await Promise.all([
          latestIdentityCheck(tx, abokiId),
          guarantorChecksOf(tx, abokiId),
        ]);
        const lastCall = calls[0];
        const fields: Record<string, string> = {};
        if (
          !row.guarantor ||
          lastCall?.outcome !== 'CONFIRMED' ||
          lastCall.guarantorPhone !== row.guarantor.phoneNumber
        ) {
          fields.guarantor = OPS_MESSAGES.needsGuarantor;
        }
        if (check?.result !== 'MATCH' && !override) fields.override = OPS_MESSAGES.needsIdentity;
        if (Object.keys(fields).length > 0) {
          throw new AppError('REVIEW_INCOMPLETE', Object.values(fields).join(' '), { fields });
        }
      });
    },

    reject: (abokiId: string, reason: string, actor: Actor) => decideAbout(abokiId, REJECT, actor, reason),
    suspend: (abokiId: string, reason: string, actor: Actor) => decideAbout(abokiId, SUSPEND, actor, reason),
    reinstate: (abokiId: string, reason: string, actor: Actor) =>
      decideAbout(abokiId, REINSTATE, actor, reason),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
