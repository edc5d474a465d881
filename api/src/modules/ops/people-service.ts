import { OPS_MESSAGES, type OpsJob, type OpsPerson, type PersonSummary } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import { enqueueEmail } from '../email/email-module.js';
import { findContact, REFERENCE_PATTERN } from '../jobs/jobs-module.js';
import { auditOf, recordAudit, type Actor } from './audit.js';
import {
  abokisOf,
  endSessions,
  findJobForOps,
  findPerson,
  jobsOf,
  searchPeople,
  setSuspension,
  summariesOf,
  suspendAbokisOf,
} from './people-repository.js';
import { sayReviewEmail, type ReviewEmailId } from './review-email-texts.js';

const notFound = () => new AppError('NOT_FOUND', OPS_MESSAGES.personNotFound);

/** Operators find people and suspend or reinstate them (issue 25, "Suspend and reinstate"). */
export function createPeopleService({ db, notifyOutbox }: { db: Db; notifyOutbox: () => void }) {
  async function view(userId: string): Promise<OpsPerson> {
    if (!isUuid(userId)) throw notFound();
    const person = await findPerson(db, userId);
    if (!person) throw notFound();
    const [jobs, abokis, history] = await Promise.all([
      jobsOf(db, userId),
      person.role === 'AGENT' ? abokisOf(db, userId) : Promise.resolve([]),
      auditOf(db, userId),
    ]);
    return { ...person, ...jobs, abokis, history };
  }

  async function emailPerson(tx: Db, userId: string, kind: 'suspended' | 'reinstated', reason: string) {
    const person = await findContact(tx, userId);
    if (!person) return;
    const say = (id: ReviewEmailId) =>
      sayReviewEmail(person.language, id, { name: person.name, aboki: '', reason });
    await enqueueEmail(tx, {
      to: person.email,
      subject: say(`account.${kind}.subject`),
      text: [say(`account.${kind}.body`), say('signOff')].join('\n\n'),
    });
  }

  return {
    view,
    search: (query: string): Promise<PersonSummary[]> => searchPeople(db, query),

    /** A job by its reference: the whole timeline, payments, refunds and staff actions on it. */
    async job(reference: string): Promise<OpsJob> {
      const wanted = reference.toUpperCase();
      const found = REFERENCE_PATTERN.test(wanted) ? await findJobForOps(db, wanted) : undefined;
      if (!found) throw new AppError('NOT_FOUND', OPS_MESSAGES.jobNotFound);
      const [people, history] = await Promise.all([
        summariesOf(db, [found.userId, found.agentId]),
        auditOf(db, wanted),
      ]);
      return { ...found.job, user: people.get(found.userId)!, agent: people.get(found.agentId)!, history };
    },

    /**
     * Suspends an account: every session ends, no new one starts (sign-in says why), a suspended
     * agent's Abokis stop taking bookings, and the open jobs are listed for the operator to handle.
     * Staff are not suspended here: their access is revoked with the command line.
     */
    async suspend(userId: string, reason: string, actor: Actor): Promise<OpsPerson> {
      if (!isUuid(userId)) throw notFound();
      await db.transaction(async (tx) => {
        const person = await findPerson(tx, userId, true);
        if (!person) throw notFound();
        if (person.staffRole) throw new AppError('CONFLICT', OPS_MESSAGES.staffNotSuspendable);
        if (!(await setSuspension(tx, userId, reason))) {
          throw new AppError('CONFLICT', OPS_MESSAGES.alreadySuspended);
        }
        const sessionsEnded = await endSessions(tx, userId);
        const abokisSuspended = person.role === 'AGENT' ? await suspendAbokisOf(tx, userId, reason) : [];
        await recordAudit(tx, actor, {
          action: 'PERSON_SUSPENDED',
          targetType: 'user',
          targetId: userId,
          reason,
          before: { suspended: false },
          after: { suspended: true, sessionsEnded, abokisSuspended },
        });
        await emailPerson(tx, userId, 'suspended', reason);
      });
      notifyOutbox();
      return view(userId);
    },

    /** Lets the person sign in again; their Abokis are reinstated one by one from their review pages. */
    async reinstate(userId: string, reason: string, actor: Actor): Promise<OpsPerson> {
      if (!isUuid(userId)) throw notFound();
      await db.transaction(async (tx) => {
        const person = await findPerson(tx, userId, true);
        if (!person) throw notFound();
        if (!(await setSuspension(tx, userId, null))) {
          throw new AppError('CONFLICT', OPS_MESSAGES.notSuspendedPerson);
        }
        await recordAudit(tx, actor, {
          action: 'PERSON_REINSTATED',
          targetType: 'user',
          targetId: userId,
          reason,
          before: { suspended: true, reason: person.suspensionReason },
          after: { suspended: false },
        });
        await emailPerson(tx, userId, 'reinstated', reason);
      });
      notifyOutbox();
      return view(userId);
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
