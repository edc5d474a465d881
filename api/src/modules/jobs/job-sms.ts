import type { Language } from 'shared/i18n';
import type { JobTransition } from 'shared/job-rules';
import type { JobStatus } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import {
  smsAmount,
  smsWhen,
  type Channels,
  type MessageChannels,
  type PersonMessage,
  type SmsId,
  type SmsValues,
} from '../sms/sms-module.js';
import type { JobRow } from './jobs-repository.js';
import { serviceNameIn } from './say-email.js';

// A job's text messages (issue 27): which change tells whom what, with the values each template
// needs said in the recipient's language. The sms feature's channels decide SMS, e-mail or both;
// the callers keep or skip the e-mail they already write by the answers here.

/**
 * The short link an SMS carries: the site's own domain without its scheme, "aboki.ng/j/ABK-7KQ2M9"
 * (the site answers /j/<reference> with the job's page). Short, so that every message stays one segment.
 */
export const smsJobLink = (publicUrl: string, reference: string): string =>
  `${publicUrl.replace(/^https?:\/\//, '').replace(/^www\./, '')}/j/${reference}`;

/** Whether each side's e-mail of a change still goes (true for a side that got no SMS). */
export interface EmailsWanted {
  user: boolean;
  agent: boolean;
}

const EVERY_EMAIL: EmailsWanted = { user: true, agent: true };

/** What a change stored that its message tells: the cash recorded, the refund its fee rule left. */
export interface ChangeFacts {
  cashReceivedKobo: number | null;
  refundKobo: number | undefined;
}

/**
 * The User's message for a status the other side (or the sweeper) caused. Declined, expired, the
 * agent's cancellation and the Aboki's no-show (reported or lapsed) all end the booking without the
 * User choosing it: one "cancelled" message, with the refund when card or transfer money comes back.
 * A User's own no-show is not told by SMS: its e-mail carries the fee. Starting has no e-mail today.
 */
const USER_ENDINGS: ReadonlySet<JobStatus> = new Set([
  'DECLINED',
  'EXPIRED',
  'CANCELLED_BY_AGENT',
  'NO_SHOW_ABOKI',
]);

export function createJobSms({ channels, publicUrl }: { channels: MessageChannels; publicUrl: string }) {
  function send<Id extends SmsId>(
    tx: Db,
    job: JobRow,
    to: 'user' | 'agent',
    message: Omit<PersonMessage<Id>, 'userId' | 'key'> & { event: string },
    now: Date,
  ): Promise<Channels> {
    const userId = to === 'user' ? job.userId : job.agentId;
    const { event, ...rest } = message;
    return channels.send(tx, { ...rest, userId, key: `job:${job.reference}:${event}:${userId}` }, now);
  }

  const link = (job: JobRow) => smsJobLink(publicUrl, job.reference);
  const withLink = (job: JobRow) => () => ({ link: link(job) });

  return {
    /**
     * A status change's SMS, in its transaction, and which side's e-mail still goes. Only changes
     * the other side is told of (EMAIL_OTHER_SIDE), and starting, have one: an unpaid hold that
     * runs out was never a request. The others answer at once, without reading the job.
     */
    async statusChanged(
      tx: Db,
      rule: Pick<JobTransition, 'to' | 'effects'>,
      job: () => Promise<JobRow>,
      facts: ChangeFacts,
      now: Date,
    ): Promise<EmailsWanted> {
      const toUser = async <Id extends SmsId>(
        event: string,
        sms: Id,
        values: (row: JobRow) => (language: Language) => SmsValues<Id>,
      ) => {
        const row = await job();
        const sent = await send(
          tx,
          row,
          'user',
          { kind: 'JOB_UPDATES', event, sms, values: values(row) },
          now,
        );
        return { ...EVERY_EMAIL, user: sent.email };
      };
      const { to } = rule;
      if (to !== 'IN_PROGRESS' && !rule.effects.includes('EMAIL_OTHER_SIDE')) return EVERY_EMAIL;
      switch (to) {
        case 'ACCEPTED':
          return toUser('accepted', 'accepted', (row) => (language) => ({
            aboki: row.abokiName,
            when: smsWhen(row.startsAt, language),
            link: link(row),
          }));
        case 'IN_PROGRESS':
          return toUser('started', 'started', withLink);
        case 'COMPLETED':
          return toUser('completed', 'completed', (row) => () => ({
            // A cash job: what the Aboki recorded; a card or transfer job: its price, paid already.
            amount: smsAmount(facts.cashReceivedKobo ?? row.priceKobo),
            link: link(row),
          }));
        case 'CANCELLED_BY_USER': {
          const row = await job();
          const sent = await send(
            tx,
            row,
            'agent',
            {
              kind: 'NEW_REQUESTS',
              event: 'cancelledByUser',
              sms: 'cancelledByUser',
              values: () => ({ reference: row.reference, link: link(row) }),
            },
            now,
          );
          return { ...EVERY_EMAIL, agent: sent.email };
        }
        default: {
          if (!USER_ENDINGS.has(to)) return EVERY_EMAIL;
          const row = await job();
          // The whole payment comes back unless the change's fee rule kept some.
          const refund = facts.refundKobo ?? row.paidKobo;
          if (refund > 0)
            return toUser('cancelled', 'cancelledRefund', () => () => ({
              refund: smsAmount(refund),
              link: link(row),
            }));
          return toUser('cancelled', 'cancelled', withLink);
        }
      }
    },

    /**
     * A job that has just become a request: "new request" to the agent, and to the User "payment
     * received" when card or transfer money made it one. Answers whether the agent's e-mail goes.
     */
    async requested(tx: Db, job: JobRow, now: Date): Promise<{ agentEmail: boolean }> {
      if (job.paymentMethod !== 'CASH' && job.paidKobo > 0) {
        // No e-mail of its own: the User's "request sent" e-mail goes as before.
        await send(
          tx,
          job,
          'user',
          {
            kind: 'PAYMENTS',
            event: 'paid',
            sms: 'paid',
            values: () => ({ amount: smsAmount(job.paidKobo), link: link(job) }),
          },
          now,
        );
      }
      const sent = await send(
        tx,
        job,
        'agent',
        {
          kind: 'NEW_REQUESTS',
          event: 'newRequest',
          sms: 'newRequest',
          values: (language) => ({
            service: serviceNameIn(language, job),
            when: smsWhen(job.startsAt, language),
            link: link(job),
          }),
        },
        now,
      );
      return { agentEmail: sent.email };
    },

    /**
     * A reported problem, to the job's agent: whether their e-mail goes. A safety report is a safety
     * message: it goes by SMS and by e-mail whatever the agent chose.
     */
    async disputeOpened(tx: Db, job: JobRow, safety: boolean, now: Date): Promise<{ agentEmail: boolean }> {
      const sent = await send(
        tx,
        job,
        'agent',
        {
          kind: 'DISPUTES',
          event: 'disputeOpened',
          sms: 'disputeOpened',
          values: () => ({ reference: job.reference, link: link(job) }),
          safety,
        },
        now,
      );
      return { agentEmail: sent.email };
    },
  };
}

export type JobSms = ReturnType<typeof createJobSms>;
