import { timingSafeEqual } from 'node:crypto';
import {
  cancellationFee,
  START_CODE_MAX_ATTEMPTS,
  transitionFor,
  type CancellationQuote,
} from 'shared/job-rules';
import {
  BOOKING_MESSAGES,
  JOB_MESSAGES,
  type AccountUser,
  type JobAction,
  type JobActor,
  type JobAgentView,
  type JobEvent,
  type JobUserView,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { listJobEvents } from '../events/events-module.js';
import { createStartCodeKeys, REFERENCE_PATTERN } from './job-secrets.js';
import { findJobByReference, type JobRow } from './jobs-repository.js';
import type { JobsService } from './jobs-service.js';
import { countStartAttempt, lockStarting, startLockedUntil } from './lifecycle-repository.js';
import { invalidTransition, type JobTransitions } from './transition.js';

/** A cancel whose fee depends on the status it saw retries this often if the status moved. */
const CAS_ATTEMPTS = 3;

export interface ActionBody {
  reason?: string | undefined;
  code?: string;
  cashReceivedKobo?: number | undefined;
  cashDifferenceReason?: string | undefined;
}

export interface LifecycleServiceOptions {
  db: Db;
  jobs: JobsService;
  /** The only mover of a job's status (transition.ts). */
  transitions: JobTransitions;
  appSecret: string;
  now: () => Date;
}

const jobNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);

export function createLifecycleService(options: LifecycleServiceOptions) {
  const { db, jobs, transitions, now } = options;
  const startCodes = createStartCodeKeys(options.appSecret);

  /** The job and the viewer's side of it; 404 to anyone who is neither its User nor its agent. */
  async function load(viewer: AccountUser, reference: string): Promise<{ row: JobRow; actor: JobActor }> {
    if (!REFERENCE_PATTERN.test(reference)) throw jobNotFound();
    const row = await findJobByReference(db, reference);
    if (row?.userId === viewer.id) return { row, actor: 'USER' };
    if (row?.agentId === viewer.id) return { row, actor: 'AGENT' };
    throw jobNotFound();
  }

  async function viewFor(actor: JobActor, reference: string): Promise<JobUserView | JobAgentView> {
    const row = (await findJobByReference(db, reference))!;
    return actor === 'USER' ? jobs.userView(db, row) : jobs.agentView(row);
  }

  /**
   * The start code, checked in constant time against the stored MAC after the attempt is counted
   * (so a burst of guesses cannot outrun the count). The 5th wrong code locks starting.
   */
  async function checkStartCode(row: JobRow, code: string, clock: Date): Promise<void> {
    const attempt = await countStartAttempt(db, row.id, clock);
    if (attempt === undefined) {
      const fresh = await findJobByReference(db, row.reference);
      if (fresh?.status !== 'ACCEPTED') throw invalidTransition();
      const until = (await startLockedUntil(db, row.id)) ?? clock;
      throw new AppError('START_CODE_LOCKED', JOB_MESSAGES.startCodeLocked, {
        retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - clock.getTime()) / 1000)),
      });
    }
    const expected = Buffer.from(row.startCodeHash);
    const given = Buffer.from(startCodes.hash(row.reference, code));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return;
    if (attempt >= START_CODE_MAX_ATTEMPTS) await lockStarting(db, row.id, clock);
    throw new AppError('WRONG_START_CODE', JOB_MESSAGES.wrongStartCode, {
      fields: { code: JOB_MESSAGES.wrongStartCode },
    });
  }

  async function apply(viewer: AccountUser, reference: string, action: JobAction, body: ActionBody) {
    for (let attempt = 0; ; attempt += 1) {
      const { row, actor } = await load(viewer, reference);
      const clock = now();
      const rule = transitions.decide(row, action, actor, clock);
      if (action === 'start') await checkStartCode(row, body.code ?? '', clock);
      // A User's cancellation fee depends on the status it was computed from: swap from exactly
      // that one (and look again if it moved); every other action swaps from the rule's statuses.
      const fromReadStatus = rule.fee === 'CANCELLATION' && actor === 'USER';
      const applied = await db.transaction((tx) =>
        transitions.apply(tx, {
          job: row,
          action,
          actor,
          now: clock,
          reason: body.reason,
          cashReceivedKobo: body.cashReceivedKobo,
          cashDifferenceReason: body.cashDifferenceReason,
          fromReadStatus,
        }),
      );
      if (applied) {
        transitions.committed([applied]);
        return viewFor(actor, reference);
      }
      if (!fromReadStatus || attempt + 1 >= CAS_ATTEMPTS) throw invalidTransition();
    }
  }

  return {
    apply,

    /** What cancelling now would cost the person asking (the page shows it before confirming). */
    async cancellationQuote(viewer: AccountUser, reference: string): Promise<CancellationQuote> {
      const { row, actor } = await load(viewer, reference);
      if (!transitionFor('cancel', actor)) throw invalidTransition();
      return cancellationFee(row, now(), actor === 'USER' ? 'USER' : 'AGENT');
    },

    async timeline(viewer: AccountUser, reference: string): Promise<JobEvent[]> {
      const { row } = await load(viewer, reference);
      return listJobEvents(db, row.id);
    },

    /** One sweep: expires every request past its time (transition.ts, the table's `expire`). */
    sweep: async () => {
      const at = now();
      return (await transitions.sweep(db, 'expire', at)) + (await transitions.sweep(db, 'lapse', at));
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
