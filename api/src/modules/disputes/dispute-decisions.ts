import { FOUR_EYES_REFUND_KOBO } from 'shared/job-rules';
import { formatNaira } from 'shared/money';
import {
  abokiDisplayName,
  OPS_DISPUTE_MESSAGES,
  type OpsDispute,
  type OpsDisputeDecisionRequest,
} from 'shared/schemas';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueEmail } from '../email/email-module.js';
import { findContact, type JobRow } from '../jobs/jobs-module.js';
import { postDisputeDecision } from '../ledger/ledger-module.js';
import { auditOf, recordAudit, type Actor } from '../ops/ops-module.js';
import type { RefundQueue } from '../payments/payments-module.js';
import { decidedEmails } from './dispute-emails.js';
import {
  addStrike,
  disputeNumbers,
  disputeParties,
  disputeQueue,
  findDispute,
  findJobById,
  suspendAboki,
  proposeDecision,
  recordDecision,
  sendBackProposal,
  type DisputeDecision,
  type DisputeRow,
} from './disputes-repository.js';
import { decisionFacts, jobPageOf, personOf, reportFacts } from './dispute-views.js';

// Operators decide disputes (issue 25): a full, partial or no refund through the refund path
// (Paystack for card and transfer, recorded for cash), optionally a strike or a suspension. A refund
// above ₦50,000 is proposed by one operator and sent only when a second, different one approves
// (the database's disputes_four_eyes check refuses it otherwise). Both sides are e-mailed.

export const DISPUTE_PAGE_SIZE = 25;

export interface DisputeDecisionsOptions {
  db: Db;
  now: () => Date;
  notifyOutbox: () => void;
  publicUrl: string;
  refunds: Pick<RefundQueue, 'paidFor' | 'queueForDispute' | 'kick'>;
}

const notFound = () => new AppError('NOT_FOUND', OPS_DISPUTE_MESSAGES.disputeNotFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

export function createDisputeDecisions(options: DisputeDecisionsOptions) {
  const { db, now, notifyOutbox, publicUrl, refunds } = options;

  /** What a refund can give back: the card or transfer payment, or what a cash job was paid. */
  async function refundableOf(tx: Executor, job: JobRow): Promise<number> {
    if (job.paymentMethod === 'CASH') return job.cashReceivedKobo ?? job.priceKobo;
    return (await refunds.paidFor(tx, job.id))?.amountKobo ?? 0;
  }

  async function load(id: string): Promise<{ dispute: DisputeRow; job: JobRow }> {
    const dispute = await findDispute(db, id);
    if (!dispute) throw notFound();
    return { dispute, job: (await findJobById(db, dispute.jobId))! };
  }

  async function view(id: string): Promise<OpsDispute> {
    const { dispute, job } = await load(id);
    const parties = await disputeParties(db, job.id);
    const proposal = dispute.proposal;
    const decision = dispute.decision;
    const email = async (userId: string | null) =>
      userId ? ((await findContact(db, userId))?.email ?? 'unknown') : 'unknown';
    return {
      ...reportFacts(dispute),
      job: {
        reference: job.reference,
        serviceName: job.serviceName,
        priceKobo: job.priceKobo,
        paymentMethod: job.paymentMethod,
        refundableKobo: await refundableOf(db, job),
        completedAt: job.completedAt?.toISOString() ?? null,
      },
      user: parties.user,
      agent: parties.agent,
      aboki: {
        id: job.abokiId,
        name: abokiDisplayName(parties.abokiFirstName, parties.abokiLastName),
        status: parties.abokiStatus,
        strikes: parties.abokiStrikes,
      },
      proposal: proposal && {
        outcome: proposal.outcome,
        refundKobo: proposal.refundKobo,
        reason: proposal.reason,
        consequence: proposal.consequence,
        proposedBy: await email(proposal.proposedBy),
        proposedAt: proposal.proposedAt.toISOString(),
      },
      decision: decision && {
        ...decisionFacts(decision),
        consequence: decision.consequence,
        decidedBy: await email(decision.decidedBy),
      },
      fourEyesKobo: FOUR_EYES_REFUND_KOBO,
      history: await auditOf(db, dispute.id),
    };
  }

  /** The refund a request asks for, in kobo, checked against what the job can give back. */
  async function refundOf(tx: Executor, job: JobRow, request: OpsDisputeDecisionRequest): Promise<number> {
    if (request.outcome === 'NO_REFUND') return 0;
    const refundable = await refundableOf(tx, job);
    if (request.outcome === 'FULL_REFUND') return refundable;
    const asked = request.refundKobo!;
    if (asked > refundable) {
      const message = OPS_DISPUTE_MESSAGES.refundTooLarge({ paid: formatNaira(refundable) });
      throw new AppError('VALIDATION_ERROR', message, { fields: { refundKobo: message } });
    }
    return asked;
  }

  /**
   * Carries out a decision in the caller's transaction: the dispute decided (compare-and-swap), the
   * refund queued with its ledger posting and the rest of the earnings released, the consequence for
   * the Aboki, the audit row and both sides' e-mails. Throws (rolling everything back) when the
   * dispute moved meanwhile or the payment was refunded before.
   */
  async function execute(
    tx: Executor,
    dispute: DisputeRow,
    job: JobRow,
    decision: DisputeDecision,
    who: { decidedBy: string; approvedBy: string | null; actor: Actor },
  ): Promise<void> {
    const at = now();
    const paid = job.paymentMethod === 'CASH' ? undefined : await refunds.paidFor(tx, job.id);
    const refundRoute = decision.refundKobo === 0 ? null : paid ? 'PAYSTACK' : 'CASH';
    const decided = await recordDecision(tx, dispute.id, { ...decision, refundRoute, ...who, now: at });
    if (!decided)
      throw conflict(
        who.approvedBy ? OPS_DISPUTE_MESSAGES.notAwaitingApproval : OPS_DISPUTE_MESSAGES.notOpen,
      );
    if (paid && decision.refundKobo > 0) {
      const queued = await refunds.queueForDispute(tx, {
        jobId: job.id,
        paymentId: paid.id,
        amountKobo: decision.refundKobo,
        now: at,
      });
      if (!queued) throw conflict(OPS_DISPUTE_MESSAGES.alreadyRefunded);
    }
    await postDisputeDecision(
      tx,
      {
        job: { jobId: job.id, jobReference: job.reference, agentId: job.agentId },
        refund:
          paid && decision.refundKobo > 0
            ? { paymentReference: paid.reference, amountKobo: decision.refundKobo }
            : null,
      },
      at,
    );
    if (decision.consequence === 'STRIKE') await addStrike(tx, job.abokiId);
    if (decision.consequence === 'SUSPEND_ABOKI') {
      const suspended = await suspendAboki(tx, job.abokiId, decision.reason, at);
      if (suspended)
        await recordAudit(tx, who.actor, {
          action: 'ABOKI_SUSPENDED',
          targetType: 'aboki',
          targetId: job.abokiId,
          reason: decision.reason,
          before: { status: suspended.before },
          after: { status: 'SUSPENDED' },
        });
    }
    await recordAudit(tx, who.actor, {
      action: who.approvedBy ? 'DISPUTE_REFUND_APPROVED' : 'DISPUTE_DECIDED',
      targetType: 'dispute',
      targetId: dispute.id,
      reason: decision.reason,
      before: { status: dispute.status },
      after: {
        status: 'DECIDED',
        outcome: decision.outcome,
        refundKobo: decision.refundKobo,
        refundRoute,
        consequence: decision.consequence,
      },
    });
    const user = personOf(await findContact(tx, job.userId));
    const agent = personOf(await findContact(tx, job.agentId));
    const disputed = {
      reference: job.reference,
      abokiName: job.abokiName,
      link: jobPageOf(publicUrl, job.reference),
    };
    for (const email of decidedEmails({ ...decision, refundRoute }, disputed, user, agent))
      await enqueueEmail(tx, email);
  }

  function afterCommit() {
    refunds.kick();
    notifyOutbox();
  }

  return {
    queue: (cursor: string | undefined) => disputeQueue(db, cursor, DISPUTE_PAGE_SIZE),
    view,
    numbers: () => disputeNumbers(db),

    /** An operator's decision: carried out now, or proposed for a second operator above the four-eyes line. */
    async decide(id: string, request: OpsDisputeDecisionRequest, actor: Actor): Promise<OpsDispute> {
      const { dispute, job } = await load(id);
      if (dispute.status !== 'OPEN') throw conflict(OPS_DISPUTE_MESSAGES.notOpen);
      const by = actor.id!;
      await db.transaction(async (tx) => {
        const refundKobo = await refundOf(tx, job, request);
        const decision: DisputeDecision = {
          outcome: request.outcome,
          refundKobo,
          reason: request.reason,
          consequence: request.consequence ?? 'NONE',
        };
        if (refundKobo <= FOUR_EYES_REFUND_KOBO) {
          await execute(tx, dispute, job, decision, { decidedBy: by, approvedBy: null, actor });
          return;
        }
        if (!(await proposeDecision(tx, dispute.id, { ...decision, by, now: now() })))
          throw conflict(OPS_DISPUTE_MESSAGES.notOpen);
        await recordAudit(tx, actor, {
          action: 'DISPUTE_REFUND_PROPOSED',
          targetType: 'dispute',
          targetId: dispute.id,
          reason: decision.reason,
          before: { status: 'OPEN' },
          after: {
            status: 'AWAITING_APPROVAL',
            outcome: decision.outcome,
            refundKobo,
            consequence: decision.consequence,
          },
        });
      });
      afterCommit();
      return view(id);
    },

    /** A second, different operator approves a proposed large refund: it is carried out. */
    async approve(id: string, actor: Actor): Promise<OpsDispute> {
      const { dispute, job } = await load(id);
      const proposal = dispute.proposal;
      if (dispute.status !== 'AWAITING_APPROVAL' || !proposal)
        throw conflict(OPS_DISPUTE_MESSAGES.notAwaitingApproval);
      if (proposal.proposedBy === actor.id) throw conflict(OPS_DISPUTE_MESSAGES.sameOperator);
      await db.transaction((tx) =>
        execute(tx, dispute, job, proposal, { decidedBy: proposal.proposedBy, approvedBy: actor.id!, actor }),
      );
      afterCommit();
      return view(id);
    },

    /** A second operator sends a proposal back: the dispute is open for a decision again. */
    async sendBack(id: string, reason: string, actor: Actor): Promise<OpsDispute> {
      const { dispute } = await load(id);
      await db.transaction(async (tx) => {
        if (!(await sendBackProposal(tx, dispute.id)))
          throw conflict(OPS_DISPUTE_MESSAGES.notAwaitingApproval);
        await recordAudit(tx, actor, {
          action: 'DISPUTE_REFUND_SENT_BACK',
          targetType: 'dispute',
          targetId: dispute.id,
          reason,
          before: { status: 'AWAITING_APPROVAL' },
          after: { status: 'OPEN' },
        });
      });
      return view(id);
    },

    /** A photo of a dispute, for the console. */
    async photo(
      id: string,
      key: string,
      read: (key: string) => Promise<Buffer | undefined>,
    ): Promise<Buffer> {
      const dispute = await findDispute(db, id);
      const bytes = dispute?.photoKeys.includes(key) ? await read(key) : undefined;
      if (!bytes) throw notFound();
      return bytes;
    },
  };
}

export type DisputeDecisions = ReturnType<typeof createDisputeDecisions>;
