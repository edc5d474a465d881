import { cashDiffers, cashOwedKobo } from 'shared/job-rules';
import { formatLagosSpan } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import { BOOKING_MESSAGES, CASH_CHECK_MESSAGES, type AccountUser, type JobUserView } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueEmail, type OutgoingEmail } from '../email/email-module.js';
import { recordCashConfirmation } from './cash-check-repository.js';
import { REFERENCE_PATTERN } from './job-secrets.js';
import { findContact, findJobByReference, type JobRow } from './jobs-repository.js';
import { JOB_EMAIL_TEXTS } from './job-email-texts.js';
import type { JobsService } from './jobs-service.js';
import { sayerOf, serviceNameIn } from './say-email.js';

const say = sayerOf(JOB_EMAIL_TEXTS);

// The cash check (issue 22, item 11). Completing a cash job records what was owed beside the cash
// the agent typed, and a different figure only with the agent's reason; the User then says what
// they paid, once, and a figure other than the one recorded goes to Aboki support by e-mail in the
// same transaction. Why: docs/decisions/0043-cash-check.md.

/** What completing a cash job stores beside the cash received. */
export interface CashAtCompletion {
  owedKobo: number;
  recordedKobo: number;
  /** The agent's reason, kept only when the cash recorded differs from what was owed. */
  reason: string | null;
}

/**
 * The cash a completion records, checked: what is owed unless the agent typed another figure, and
 * another figure only with a reason (422 at the cash field otherwise). Null for card and transfer
 * jobs, which Paystack paid. Read before the compare-and-swap, from the job as read: price and fee
 * cannot change while a job is in progress.
 */
export function cashAtCompletion(
  job: Pick<JobRow, 'paymentMethod' | 'priceKobo' | 'feeKobo'>,
  receivedKobo: number | undefined,
  reason: string | undefined,
): CashAtCompletion | null {
  if (job.paymentMethod !== 'CASH') return null;
  const owedKobo = cashOwedKobo(job);
  const recordedKobo = receivedKobo ?? owedKobo;
  if (!cashDiffers(owedKobo, recordedKobo)) return { owedKobo, recordedKobo, reason: null };
  if (!reason) {
    const message = CASH_CHECK_MESSAGES.differenceNeedsReason({
      recorded: formatNaira(recordedKobo),
      owed: formatNaira(owedKobo),
    });
    throw new AppError('CASH_DIFFERENCE_UNCONFIRMED', message, { fields: { cashReceivedKobo: message } });
  }
  return { owedKobo, recordedKobo, reason };
}

const jobNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);

export interface CashCheckOptions {
  db: Db;
  jobs: Pick<JobsService, 'userView'>;
  now: () => Date;
  notifyOutbox: () => void;
  publicUrl: string;
  supportEmail: string;
}

export function createCashCheck(options: CashCheckOptions) {
  const { db, jobs, now, notifyOutbox, publicUrl, supportEmail } = options;

  /** The e-mails of a mismatch: the facts to support, and word to the agent that support will call. */
  async function flagEmails(tx: Db, job: JobRow, paidKobo: number): Promise<OutgoingEmail[]> {
    const user = await findContact(tx, job.userId);
    const agent = await findContact(tx, job.agentId);
    const owed = formatNaira(job.cashOwedKobo ?? cashOwedKobo(job));
    const recorded = formatNaira(job.cashReceivedKobo ?? 0);
    const paid = formatNaira(paidKobo);
    const when = formatLagosSpan(job.startsAt, job.endsAt);
    const contact = (who: typeof user) =>
      who ? `${who.name}, ${who.email}${who.phoneNumber ? `, ${who.phoneNumber}` : ''}` : 'unknown';
    // To Aboki's own support inbox: staff read English, so this one is not translated.
    const emails: OutgoingEmail[] = [
      {
        to: supportEmail,
        ...(user ? { replyTo: user.email } : {}),
        subject: `Cash to check: ${job.reference}`,
        text: [
          `The customer of ${job.reference} says they paid a different amount from the cash the Aboki recorded.`,
          '',
          `Job:      ${job.serviceName} with ${job.abokiName}, ${when}`,
          `Owed:     ${owed}`,
          `Recorded by the Aboki: ${recorded}${job.cashDifferenceReason ? ` (reason: ${job.cashDifferenceReason})` : ''}`,
          `The customer says they paid: ${paid}`,
          '',
          `Customer: ${contact(user)}`,
          `Agent:    ${contact(agent)}`,
          '',
          'Please contact both and settle the difference.',
        ].join('\n'),
      },
    ];
    if (agent) {
      // The agent's word, in the language of their account.
      const { language } = agent;
      const facts = {
        reference: job.reference,
        service: serviceNameIn(language, job),
        aboki: job.abokiName,
        when: formatLagosSpan(job.startsAt, job.endsAt, language),
        paid,
        recorded,
      };
      emails.push({
        to: agent.email,
        subject: say(language, 'cashQuestioned.subject', facts),
        text: [
          say(language, 'hello', { name: agent.name }),
          '',
          say(language, 'cashQuestioned.body', facts),
          say(language, 'cashQuestioned.support'),
          '',
          say(language, 'cashQuestioned.link', { url: `${publicUrl}/profile/agent-dashboard` }),
          '',
          say(language, 'signOff'),
        ].join('\n'),
      });
    }
    return emails;
  }

  return {
    /**
     * POST /jobs/:reference/cash-confirmation by the job's User: what they paid, once (409 after),
     * on a completed cash job within CASH_CONFIRM_DAYS (422 otherwise). The job's agent gets 403,
     * anyone else 404. Answers the User's view and whether it went to support.
     */
    async confirm(
      viewer: AccountUser,
      reference: string,
      paidKobo: number,
    ): Promise<{ job: JobUserView; flagged: boolean }> {
      if (!REFERENCE_PATTERN.test(reference)) throw jobNotFound();
      const job = await findJobByReference(db, reference);
      if (!job || (job.userId !== viewer.id && job.agentId !== viewer.id)) throw jobNotFound();
      if (job.userId !== viewer.id) throw new AppError('FORBIDDEN', CASH_CHECK_MESSAGES.onlyTheCustomer);
      const clock = now();
      const recorded = await db.transaction(async (tx) => {
        const answer = await recordCashConfirmation(tx, { jobId: job.id, paidKobo, now: clock });
        if (answer?.flagged) {
          for (const email of await flagEmails(tx, job, paidKobo)) await enqueueEmail(tx, email);
        }
        return answer;
      });
      if (!recorded) {
        // Nothing was written: say why, from the job as it is now (another answer may have won).
        const fresh = (await findJobByReference(db, reference))!;
        if (fresh.cashConfirmedAt) {
          throw new AppError('CASH_ALREADY_CONFIRMED', CASH_CHECK_MESSAGES.alreadyConfirmed);
        }
        throw new AppError('CASH_NOT_CONFIRMABLE', CASH_CHECK_MESSAGES.notConfirmable);
      }
      if (recorded.flagged) notifyOutbox();
      const fresh = (await findJobByReference(db, reference))!;
      return { job: await jobs.userView(db, fresh), flagged: recorded.flagged };
    },
  };
}

export type CashCheck = ReturnType<typeof createCashCheck>;
