import { DISPUTE_ANSWER_HOURS, DISPUTE_WINDOW_HOURS } from 'shared/job-rules';
import { HOUR_MS } from 'shared/lagos-time';
import {
  BOOKING_MESSAGES,
  DISPUTE_MESSAGES,
  type AccountUser,
  type DisputeCreate,
  type DisputeView,
  type JobDisputeAnswer,
} from 'shared/schemas';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueEmail } from '../email/email-module.js';
import {
  findContact,
  findJobByReference,
  REFERENCE_PATTERN,
  type JobRow,
  type JobsFeature,
} from '../jobs/jobs-module.js';
import { recordAudit } from '../ops/ops-module.js';
import { processPhoto, type PhotoStorage } from '../photos/photos-module.js';
import { reportedEmails, safetyAlerts } from './dispute-emails.js';
import { decisionFacts, jobPageOf, personOf, reportFacts } from './dispute-views.js';
import {
  addDisputePhoto,
  answerDispute,
  findDisputeOfJob,
  insertDispute,
  markJobDisputed,
  suspendAboki,
  staffEmails,
  type DisputeRow,
} from './disputes-repository.js';

// The two sides of a dispute (issue 25): the User reports a problem with a completed job within the
// dispute window, with up to three photos; the job's agent answers once, within 48 hours. Marking
// the job disputed holds the Aboki's earnings (the ledger's release sweep leaves it out).

/** Opens a support ticket for a dispute in the caller's transaction (the support feature's). */
export type OpenDisputeTicket = (
  tx: Executor,
  dispute: {
    id: string;
    jobId: string;
    userId: string;
    name: string;
    email: string;
    subject: string;
    body: string;
    now: Date;
  },
) => Promise<unknown>;

export interface DisputesServiceOptions {
  db: Db;
  now: () => Date;
  notifyOutbox: () => void;
  photos: PhotoStorage;
  publicUrl: string;
  openTicket?: OpenDisputeTicket;
  /** Issue 27: "problem reported" to the agent by SMS, before the e-mail it may make unneeded. */
  messages: JobsFeature['messages'];
}

const jobNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

export function createDisputesService(options: DisputesServiceOptions) {
  const { db, now, notifyOutbox, photos, publicUrl, openTicket, messages } = options;

  /** The job, if the caller is its User or its agent (404 to everyone else, as if it did not exist). */
  async function jobOf(user: AccountUser, reference: string): Promise<JobRow> {
    if (!REFERENCE_PATTERN.test(reference)) throw jobNotFound();
    const job = await findJobByReference(db, reference);
    if (!job || (job.userId !== user.id && job.agentId !== user.id)) throw jobNotFound();
    return job;
  }

  const reportDueOf = (job: JobRow) =>
    job.completedAt ? new Date(job.completedAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR_MS) : null;

  function viewOf(dispute: DisputeRow, job: JobRow, user: AccountUser, at: Date): DisputeView {
    return {
      ...reportFacts(dispute),
      jobReference: job.reference,
      decision: dispute.decision && decisionFacts(dispute.decision),
      canAddPhotos:
        user.id === dispute.reporterId && dispute.status !== 'DECIDED' && dispute.photoKeys.length < 3,
      canAnswer:
        user.id === job.agentId &&
        dispute.answer === null &&
        dispute.status === 'OPEN' &&
        at < dispute.answerDueAt,
    };
  }

  async function disputeOf(
    user: AccountUser,
    reference: string,
  ): Promise<{ job: JobRow; dispute: DisputeRow }> {
    const job = await jobOf(user, reference);
    const dispute = await findDisputeOfJob(db, job.id);
    if (!dispute) throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.noDispute);
    return { job, dispute };
  }

  async function reload(user: AccountUser, job: JobRow): Promise<DisputeView> {
    const dispute = await findDisputeOfJob(db, job.id);
    return viewOf(dispute!, job, user, now());
  }

  /** Why a report was refused, read after the compare-and-swap found nothing to do. */
  async function refusal(job: JobRow): Promise<AppError> {
    if (job.status !== 'COMPLETED') return conflict(DISPUTE_MESSAGES.notCompleted);
    if (await findDisputeOfJob(db, job.id)) return conflict(DISPUTE_MESSAGES.alreadyReported);
    return conflict(DISPUTE_MESSAGES.windowClosed);
  }

  return {
    async forJob(user: AccountUser, reference: string): Promise<JobDisputeAnswer> {
      const job = await jobOf(user, reference);
      const at = now();
      const dispute = job.status === 'COMPLETED' ? await findDisputeOfJob(db, job.id) : undefined;
      const reportDue = reportDueOf(job);
      return {
        dispute: dispute ? viewOf(dispute, job, user, at) : null,
        canReport:
          !dispute &&
          user.id === job.userId &&
          job.status === 'COMPLETED' &&
          reportDue !== null &&
          at < reportDue,
        reportDueAt: reportDue?.toISOString() ?? null,
      };
    },

    /**
     * Reports a problem: the job marked disputed (its earnings held), the dispute written, both sides
     * e-mailed, a support ticket opened; a safety report also pauses the Aboki and alerts every
     * operator. All in one transaction.
     */
    async report(user: AccountUser, reference: string, input: DisputeCreate): Promise<DisputeView> {
      const job = await jobOf(user, reference);
      if (job.userId !== user.id) throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.onlyTheUser);
      const at = now();
      const answerDueAt = new Date(at.getTime() + DISPUTE_ANSWER_HOURS * HOUR_MS);
      const reason = input.reason;
      const description = input.description.trim();
      const opened = await db.transaction(async (tx) => {
        if (!(await markJobDisputed(tx, job, at))) return undefined;
        const id = await insertDispute(tx, {
          jobId: job.id,
          reporterId: user.id,
          reason,
          description,
          now: at,
          answerDueAt,
        });
        const userContact = personOf(await findContact(tx, job.userId));
        const agentContact = personOf(await findContact(tx, job.agentId));
        const disputed = {
          reference: job.reference,
          abokiName: job.abokiName,
          link: jobPageOf(publicUrl, job.reference),
        };
        // The agent's SMS first; a safety report's goes whatever they chose, with the e-mail too.
        const { agentEmail } = await messages.disputeOpened(tx, job, reason === 'SAFETY', at);
        const emails = reportedEmails(
          { reason, description, answerDueAt },
          disputed,
          userContact,
          agentContact,
        ).filter((email) => agentEmail || email.to !== agentContact.email);
        if (reason === 'SAFETY') {
          const paused = await suspendAboki(
            tx,
            job.abokiId,
            `Paused after a safety report on job ${job.reference}, while our team looks into it.`,
            at,
          );
          if (paused) {
            await recordAudit(
              tx,
              { id: null, label: 'system', requestId: null },
              {
                action: 'ABOKI_SUSPENDED',
                targetType: 'aboki',
                targetId: job.abokiId,
                reason: `Safety report on job ${job.reference}`,
                before: { status: paused.before },
                after: { status: 'SUSPENDED' },
              },
            );
          }
          const opsLink = `${publicUrl}/ops/disputes/${id}`;
          emails.push(...safetyAlerts(await staffEmails(tx), disputed, { description, opsLink }));
        }
        for (const email of emails) await enqueueEmail(tx, email);
        await openTicket?.(tx, {
          id,
          jobId: job.id,
          userId: user.id,
          name: userContact.name,
          email: userContact.email,
          subject: `Problem reported on job ${job.reference}`,
          body: description,
          now: at,
        });
        return id;
      });
      if (!opened) throw await refusal(job);
      notifyOutbox();
      return reload(user, job);
    },

    /** Adds a photo to the caller's report (the Abokis' pipeline: re-encoded WebP, nothing else kept). */
    async addPhoto(user: AccountUser, reference: string, upload: Buffer): Promise<DisputeView> {
      const { job, dispute } = await disputeOf(user, reference);
      if (dispute.reporterId !== user.id) throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.onlyTheUser);
      if (dispute.status === 'DECIDED') throw conflict(DISPUTE_MESSAGES.photosClosed);
      if (dispute.photoKeys.length >= 3) throw conflict(DISPUTE_MESSAGES.tooManyPhotos);
      const photo = await processPhoto(upload);
      await photos.put(photo.key, photo.bytes);
      const added = await db.transaction((tx) => addDisputePhoto(tx, dispute.id, photo.key, now()));
      if (added === 'full') throw conflict(DISPUTE_MESSAGES.tooManyPhotos);
      if (added === 'decided') throw conflict(DISPUTE_MESSAGES.photosClosed);
      return reload(user, job);
    },

    /** A photo of the dispute, to its User and its agent. */
    async photo(user: AccountUser, reference: string, key: string): Promise<Buffer> {
      const { dispute } = await disputeOf(user, reference);
      const bytes = dispute.photoKeys.includes(key) ? await photos.get(key) : undefined;
      if (!bytes) throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.noDispute);
      return bytes;
    },

    /** The agent's side, once, within 48 hours of the report and before a decision. */
    async answer(user: AccountUser, reference: string, answer: string): Promise<DisputeView> {
      const { job, dispute } = await disputeOf(user, reference);
      if (job.agentId !== user.id) throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.onlyTheAgent);
      const at = now();
      const answered = await db.transaction((tx) => answerDispute(tx, dispute.id, answer.trim(), at));
      if (!answered) {
        const current = (await findDisputeOfJob(db, job.id))!;
        if (current.answer !== null) throw conflict(DISPUTE_MESSAGES.alreadyAnswered);
        if (current.status !== 'OPEN') throw conflict(DISPUTE_MESSAGES.answerDecided);
        throw conflict(DISPUTE_MESSAGES.answerClosed);
      }
      return reload(user, job);
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
