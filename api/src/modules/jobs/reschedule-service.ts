import { sql } from 'drizzle-orm';
import {
  canAskMove,
  MOVABLE_JOB_STATUSES,
  moveFee,
  moveLapsesAt,
  moveRuleFor,
  type MoveAction,
} from 'shared/job-rules';
import { addDays, lagosDateOf, lagosInstant, MINUTE_MS, toLagosIso } from 'shared/lagos-time';
import {
  BOOKING_MESSAGES,
  NOT_AVAILABLE_REASONS,
  RESCHEDULE_MESSAGES,
  TRAVEL_BUFFER_MINUTES,
  type AccountUser,
  type JobActor,
  type JobChange,
  type JobStatus,
  type MoveSlotsQuery,
  type MoveState,
  type MoveView,
  type Slot,
} from 'shared/schemas';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { JobEventBus, JobEventMessage } from '../../lib/job-event-bus.js';
import { freeSlots, loadSchedules, whyNotFree } from '../availability/availability-module.js';
import { enqueueEmail } from '../email/email-module.js';
import { recordEvent } from '../events/events-module.js';
import { REFERENCE_PATTERN } from './job-secrets.js';
import { findContact, findJobByReference, type JobRow } from './jobs-repository.js';
import { sqlStateOf } from './jobs-service.js';
import {
  moveAnsweredEmail,
  moveAskedEmail,
  moveLapsedEmail,
  moveWithdrawnEmail,
} from './reschedule-emails.js';
import {
  endMove,
  findMoveHistory,
  findPendingMove,
  insertMove,
  lapseDue,
  moveJobTimes,
  type MoveRow,
} from './reschedule-repository.js';
import { invalidTransition } from './transition.js';

// Plans change (issue 22, item 7): a User asks to move an upcoming job to another free time of the
// same Aboki, the agent accepts or declines, the User may withdraw, the sweeper lapses what nobody
// answered. Every change follows the ask's table (shared/job-rules' JOB_MOVES) with one
// compare-and-swap, a job_events row (its `change` says what moved; the status stays) and the other
// side's email, in one transaction. The new time is checked like a booking's (hours, time off,
// lead time) and held by the database: a clash is the exclusion constraint's 23P01, never a read.
// Why: docs/decisions/0044-reschedule.md.

/** How many asks one sweep lapses per transaction; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

export interface RescheduleServiceOptions {
  db: Db;
  now: () => Date;
  bus: JobEventBus;
  notifyOutbox: () => void;
  publicUrl: string;
}

const jobNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);
const nothingAsked = () => new AppError('CONFLICT', RESCHEDULE_MESSAGES.nothingAsked);
const alreadyAsked = () => new AppError('CONFLICT', RESCHEDULE_MESSAGES.alreadyAsked);
const timeTaken = () => new AppError('SLOT_TAKEN', RESCHEDULE_MESSAGES.timeTaken);
const notAvailable = (message: string) =>
  new AppError('NOT_AVAILABLE', message, { fields: { startsAt: message } });

const CHANGE_OF: Record<Exclude<MoveAction, 'ask'>, JobChange> = {
  withdraw: 'MOVE_WITHDRAWN',
  accept: 'MOVE_ACCEPTED',
  decline: 'MOVE_DECLINED',
  lapse: 'MOVE_LAPSED',
};

/** An ask as its User and its agent see it: Lagos times. */
export function moveViewOf(move: MoveRow): MoveView {
  return {
    status: move.status,
    startsAt: toLagosIso(move.startsAt),
    endsAt: toLagosIso(move.endsAt),
    fromStartsAt: toLagosIso(move.fromStartsAt),
    fromEndsAt: toLagosIso(move.fromEndsAt),
    askedAt: toLagosIso(move.askedAt),
    answeredAt: move.answeredAt ? toLagosIso(move.answeredAt) : null,
    lapsesAt: toLagosIso(move.lapsesAt),
    feeKobo: move.feeKobo,
  };
}

/** A pending ask still waiting for an answer: the job can move and its time has not run out. */
export const isLive = (move: MoveRow, job: Pick<JobRow, 'status'>, now: Date) =>
  move.status === 'PENDING' && move.lapsesAt > now && MOVABLE_JOB_STATUSES.includes(job.status);

const jobMinutes = (job: Pick<JobRow, 'startsAt' | 'endsAt'>) =>
  (job.endsAt.getTime() - job.startsAt.getTime()) / MINUTE_MS;

/** The job's status as this transaction sees it (its row is locked by the change just made). */
async function statusOf(tx: Executor, jobId: string): Promise<JobStatus> {
  const { rows } = await tx.execute<{ status: JobStatus }>(sql`SELECT status FROM jobs WHERE id = ${jobId}`);
  return rows[0]!.status;
}

export function createRescheduleService({ db, now, bus, notifyOutbox, publicUrl }: RescheduleServiceOptions) {
  /** The job and the viewer's side; 404 to anyone who is neither its User nor (once a request) its agent. */
  async function load(viewer: AccountUser, reference: string): Promise<{ row: JobRow; actor: JobActor }> {
    if (!REFERENCE_PATTERN.test(reference)) throw jobNotFound();
    const row = await findJobByReference(db, reference);
    if (row?.userId === viewer.id) return { row, actor: 'USER' };
    if (row?.agentId === viewer.id && row.requestedAt) return { row, actor: 'AGENT' };
    throw jobNotFound();
  }

  /** Only the table's actor may do the action: the User asks and withdraws, the agent answers. */
  function assertActor(action: MoveAction, actor: JobActor): void {
    if (moveRuleFor(action, actor)) return;
    throw new AppError(
      'FORBIDDEN',
      actor === 'AGENT' ? RESCHEDULE_MESSAGES.usersOnly : RESCHEDULE_MESSAGES.agentsOnly,
    );
  }

  /** 409 unless the User may ask to move the job now (shared/job-rules' canAskMove). */
  function assertMovable(row: JobRow, clock: Date): void {
    if (!MOVABLE_JOB_STATUSES.includes(row.status)) {
      throw new AppError('INVALID_TRANSITION', RESCHEDULE_MESSAGES.notMovable);
    }
    if (!canAskMove(row, clock)) throw new AppError('INVALID_TRANSITION', RESCHEDULE_MESSAGES.tooLate);
  }

  /**
   * The Aboki's schedule around a window, less the time this job holds itself: a job may move onto
   * part of its own time, and only another job's time makes a start busy.
   */
  async function scheduleBesides(row: JobRow, window: { from: Date; until: Date }) {
    const schedule = (await loadSchedules(db, [row.abokiId], window)).get(row.abokiId)!;
    const ownUntil = row.endsAt.getTime() + TRAVEL_BUFFER_MINUTES * MINUTE_MS;
    return {
      ...schedule,
      busy: schedule.busy.filter(
        (range) => range.from.getTime() !== row.startsAt.getTime() || range.until.getTime() !== ownUntil,
      ),
    };
  }

  /** After the transaction committed: the changes go live and the outbox wakes. */
  function committed(messages: readonly JobEventMessage[]): void {
    if (messages.length === 0) return;
    for (const message of messages) bus.publishLocal(message);
    notifyOutbox();
  }

  /** The timeline row of a move: the job's own status, what moved, who. */
  async function recordMove(tx: Executor, jobId: string, change: JobChange, actor: JobActor, clock: Date) {
    return recordEvent(tx, {
      jobId,
      status: await statusOf(tx, jobId),
      actor,
      reason: null,
      now: clock,
      notify: bus.crossProcess,
      change,
    });
  }

  /** The agent accepts (the job takes the new time) or declines (it keeps its own). */
  async function answer(
    viewer: AccountUser,
    reference: string,
    action: 'accept' | 'decline',
    shown: Date | undefined,
  ): Promise<MoveView> {
    const { row, actor } = await load(viewer, reference);
    assertActor(action, actor);
    const clock = now();
    const pending = await findPendingMove(db, row.id);
    if (!pending || !isLive(pending, row, clock)) throw nothingAsked();
    // The agent answers the ask they were shown, never a newer one they have not seen.
    if (shown && shown.getTime() !== pending.startsAt.getTime()) {
      throw new AppError('CONFLICT', RESCHEDULE_MESSAGES.askChanged);
    }
    const to = moveRuleFor(action, actor)!.to as 'ACCEPTED' | 'DECLINED';
    try {
      const { move, message } = await db.transaction(async (tx) => {
        const ended = await endMove(tx, { moveId: pending.id, to, now: clock, unlapsed: true });
        if (!ended) throw nothingAsked();
        // The job's times move only from the time the ask was made from, and only while it can move.
        if (to === 'ACCEPTED' && !(await moveJobTimes(tx, ended, clock))) throw invalidTransition();
        const event = await recordMove(tx, row.id, CHANGE_OF[action], 'AGENT', clock);
        const user = await findContact(tx, row.userId);
        await enqueueEmail(tx, moveAnsweredEmail(user!, row, ended, to, publicUrl));
        return { move: ended, message: event };
      });
      committed([message]);
      return moveViewOf(move);
    } catch (error) {
      // The asked time was held for this job, so only a time held before the hold existed clashes.
      if (sqlStateOf(error) === '23P01') throw timeTaken();
      throw error;
    }
  }

  return {
    /** GET …/reschedule: the pending ask, the last one that ended, what asking now costs, the fees recorded. */
    async state(viewer: AccountUser, reference: string): Promise<MoveState> {
      const { row, actor } = await load(viewer, reference);
      const clock = now();
      const found = await findPendingMove(db, row.id);
      const pending = found && isLive(found, row, clock) ? found : undefined;
      const { last, feesRecordedKobo } = await findMoveHistory(db, row.id);
      const mayAsk = actor === 'USER' && !pending && canAskMove(row, clock);
      return {
        pending: pending ? moveViewOf(pending) : null,
        last: last ? moveViewOf(last) : null,
        quote: mayAsk ? moveFee(row, clock) : null,
        feesRecordedKobo,
      };
    },

    /** GET …/reschedule/slots: the Aboki's free starts for this job's length, its own time aside. */
    async slots(viewer: AccountUser, reference: string, query: MoveSlotsQuery): Promise<{ slots: Slot[] }> {
      const { row, actor } = await load(viewer, reference);
      assertActor('ask', actor);
      const clock = now();
      assertMovable(row, clock);
      const fromDate = query.from ?? lagosDateOf(clock);
      const schedule = await scheduleBesides(row, {
        from: lagosInstant(fromDate, '00:00'),
        until: lagosInstant(addDays(fromDate, query.days + 1), '00:00'),
      });
      const slots = freeSlots(schedule, {
        fromDate,
        days: query.days,
        durationMinutes: jobMinutes(row),
        now: clock,
      });
      return {
        slots: slots
          .filter((slot) => slot.startsAt.getTime() !== row.startsAt.getTime())
          .map((slot) => ({ startsAt: toLagosIso(slot.startsAt), endsAt: toLagosIso(slot.endsAt) })),
      };
    },

    /**
     * POST …/reschedule: the User asks for `startsAt`. Checked like a booking (422 with the reason),
     * then recorded with the fee quoted now; the database holds the new time beside the old one, or
     * refuses it (409 SLOT_TAKEN) when another job holds it, and refuses a second ask (409).
     */
    async ask(viewer: AccountUser, reference: string, startsAt: Date): Promise<MoveView> {
      const { row, actor } = await load(viewer, reference);
      assertActor('ask', actor);
      const clock = now();
      assertMovable(row, clock);
      if (startsAt.getTime() === row.startsAt.getTime()) throw notAvailable(RESCHEDULE_MESSAGES.sameTime);
      const pending = await findPendingMove(db, row.id);
      if (pending && isLive(pending, row, clock)) throw alreadyAsked();
      const durationMinutes = jobMinutes(row);
      const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE_MS);
      const schedule = await scheduleBesides(row, {
        from: startsAt,
        until: new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * MINUTE_MS),
      });
      const reason = whyNotFree(schedule, startsAt, durationMinutes, clock);
      if (reason === 'BUSY') throw timeTaken();
      if (reason) throw notAvailable(NOT_AVAILABLE_REASONS[reason]);
      try {
        const { move, message } = await db.transaction(async (tx) => {
          // An ask that lapsed unswept gives way to the new one.
          if (pending) await endMove(tx, { moveId: pending.id, to: 'LAPSED', now: clock, unlapsed: false });
          const asked = await insertMove(tx, {
            jobId: row.id,
            fromStartsAt: row.startsAt,
            startsAt,
            endsAt,
            bufferMinutes: TRAVEL_BUFFER_MINUTES,
            feeKobo: moveFee(row, clock).feeKobo,
            askedAt: clock,
            lapsesAt: moveLapsesAt({ askedAt: clock, startsAt: row.startsAt, newStartsAt: startsAt }),
          });
          if (!asked) throw invalidTransition();
          const event = await recordMove(tx, row.id, 'MOVE_ASKED', 'USER', clock);
          const agent = await findContact(tx, row.agentId);
          const user = await findContact(tx, row.userId);
          if (agent) await enqueueEmail(tx, moveAskedEmail(agent, row, asked, user?.name ?? '', publicUrl));
          return { move: asked, message: event };
        });
        committed([message]);
        return moveViewOf(move);
      } catch (error) {
        const state = sqlStateOf(error);
        if (state === '23505') throw alreadyAsked();
        if (state === '23P01') throw timeTaken();
        throw error;
      }
    },

    /** DELETE …/reschedule: the User keeps the old time; the time asked for is freed. */
    async withdraw(viewer: AccountUser, reference: string): Promise<MoveView> {
      const { row, actor } = await load(viewer, reference);
      assertActor('withdraw', actor);
      const clock = now();
      const pending = await findPendingMove(db, row.id);
      if (!pending) throw nothingAsked();
      const { move, message } = await db.transaction(async (tx) => {
        const ended = await endMove(tx, { moveId: pending.id, to: 'WITHDRAWN', now: clock, unlapsed: false });
        if (!ended) throw nothingAsked();
        const event = await recordMove(tx, row.id, 'MOVE_WITHDRAWN', 'USER', clock);
        const agent = await findContact(tx, row.agentId);
        const user = await findContact(tx, row.userId);
        if (agent) await enqueueEmail(tx, moveWithdrawnEmail(agent, row, ended, user?.name ?? '', publicUrl));
        return { move: ended, message: event };
      });
      committed([message]);
      return moveViewOf(move);
    },

    /** POST …/reschedule/accept: the job takes the new time (and the fee quoted is recorded). */
    accept: (viewer: AccountUser, reference: string, shown?: Date) =>
      answer(viewer, reference, 'accept', shown),

    /** POST …/reschedule/decline: the job keeps its time; the time asked for is freed. */
    decline: (viewer: AccountUser, reference: string, shown?: Date) =>
      answer(viewer, reference, 'decline', shown),

    /**
     * Lapses the asks nobody answered in time (their User hears the old time stands) and closes those
     * whose job ended or started, in batches. Safe in every process at once. Returns how many lapsed.
     */
    async sweep(): Promise<number> {
      const clock = now();
      let total = 0;
      for (;;) {
        const { count, messages } = await db.transaction(async (tx) => {
          const lapsed = await lapseDue(tx, clock, SWEEP_BATCH);
          const events: JobEventMessage[] = [];
          for (const move of lapsed) {
            // A job that ended or started needs no word about a time it will never take.
            if (!move.jobMovable) continue;
            const event = await recordMove(tx, move.jobId, 'MOVE_LAPSED', 'SYSTEM', clock);
            const user = await findContact(tx, event.userId);
            await enqueueEmail(tx, moveLapsedEmail(user!, event.event, move, publicUrl));
            events.push(event);
          }
          return { count: lapsed.length, messages: events };
        });
        committed(messages);
        total += count;
        if (count < SWEEP_BATCH) return total;
      }
    },
  };
}

export type RescheduleService = ReturnType<typeof createRescheduleService>;
