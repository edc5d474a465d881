import { EXPIRY_SWEEP_SECONDS } from 'shared/job-rules';
import {
  API_V1_PREFIX,
  PRUNE_INTERVAL_MS,
  repeatInBackground,
  type FeatureModule,
  type Platform,
} from '../../platform.js';
import { cashCheckRoutes } from './cash-check-routes.js';
import { createCashCheck } from './cash-check.js';
import { createJobSms, type JobSms } from './job-sms.js';
import type { BookingCheckout, JobRefunds, ReleaseHold } from './payment-ports.js';
import { pruneExpiredKeys } from './jobs-repository.js';
import { jobsRoutes } from './jobs-routes.js';
import { createJobsService, type JobsService, type JobsServiceOptions } from './jobs-service.js';
import { lifecycleRoutes } from './lifecycle-routes.js';
import { createLifecycleService } from './lifecycle-service.js';
import { rescheduleRoutes } from './reschedule-routes.js';
import { createRescheduleService } from './reschedule-service.js';
import { createJobTransitions, type JobTransitions } from './transition.js';
import type { MessageChannels } from '../sms/sms-module.js';

// What other features use of jobs: a job's row by reference and its reference pattern, the views of
// a job and of its payment and receipt, and the ports payments fills (payment-ports.ts).
export type { BookingCheckout, HeldCheckout, JobExit, JobRefunds, ReleaseHold } from './payment-ports.js';
export { REFERENCE_PATTERN } from './job-secrets.js';
export {
  findContact,
  findJobByReference,
  JOB_COLUMNS,
  JOB_FROM,
  mustPrepay,
  toJobRow,
  type JobRow,
} from './jobs-repository.js';
export { assertUserWithProfile, jobListItemOf } from './jobs-service.js';
export { paymentStatusOf, paymentViewOf } from './payment-view.js';
export { RECEIPT_STYLE, renderReceipt } from './receipt.js';
// The agent's board lists the asks to move their jobs (issue 22, item 7).
export { findPendingMoves, type MoveRow } from './reschedule-repository.js';
export { isLive, moveViewOf } from './reschedule-service.js';

/** What the payments feature supplies to bookings and to a job's end. */
export interface JobsNeeds {
  checkout: BookingCheckout;
  refunds: JobRefunds;
  releaseHold: ReleaseHold;
}

export interface JobsFeature {
  module: FeatureModule;
  /** A job as its User sees it (payments answers with it after a payment). */
  jobs: Pick<JobsService, 'view'>;
  /** A job's text messages (disputes: "problem reported" to the agent). */
  messages: Pick<JobSms, 'disputeOpened'>;
  /** The only mover of a job's status (payments: a proven charge, cash instead, unpaid holds). */
  transitions: Pick<JobTransitions, 'apply' | 'committed' | 'sweep'>;
  /**
   * Expires the requests and lapses the asks to move jobs that fell due (the sweeper's jobs part;
   * tests call it with their clock).
   */
  sweep: () => Promise<number>;
}

/** Issues 9 and 10: booking (POST /jobs), the job lists and pages, and the lifecycle's actions. */
export function createJobsFeature(
  platform: Pick<Platform, 'db' | 'config' | 'notifyOutbox' | 'jobEvents' | 'bookingNow'>,
  {
    checkout,
    refunds,
    releaseHold,
    channels,
  }: JobsNeeds & {
    /** Issue 27: whether a job's message goes by SMS, e-mail or both (the sms feature). */
    channels: MessageChannels;
  },
  /** Issue 27: whether a User's phone is verified before booking (undefined when SMS is off). */
  phoneVerified?: JobsServiceOptions['phoneVerified'],
): JobsFeature {
  const { db, config, notifyOutbox, jobEvents: bus, bookingNow: now } = platform;
  const messages = createJobSms({ channels, publicUrl: config.publicUrl });
  const jobs = createJobsService({
    db,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    notifyOutbox,
    now,
    bus,
    checkout,
    phoneVerified,
    messages,
  });
  const transitions = createJobTransitions({
    bus,
    publicUrl: config.publicUrl,
    notifyOutbox,
    refunds,
    releaseHold,
    requestEmails: jobs.sendRequestEmails,
    messages,
  });
  const lifecycle = createLifecycleService({ db, jobs, transitions, appSecret: config.appSecret, now });
  const reschedule = createRescheduleService({ db, now, bus, notifyOutbox, publicUrl: config.publicUrl });
  // Requests first: an ask whose job has just expired is then closed in the same round.
  const sweep = async () => (await lifecycle.sweep()) + (await reschedule.sweep());
  const cashCheck = createCashCheck({
    db,
    jobs,
    now,
    notifyOutbox,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  });

  return {
    module: async (app, { background }) => {
      await app.register(jobsRoutes, { prefix: API_V1_PREFIX, jobs });
      await app.register(lifecycleRoutes, { prefix: API_V1_PREFIX, lifecycle });
      await app.register(rescheduleRoutes, { prefix: API_V1_PREFIX, reschedule });
      await app.register(cashCheckRoutes, { prefix: API_V1_PREFIX, cashCheck });
      // Every process sweeps; the compare-and-swap expires each request once. The rule reads stored
      // times, so a restart loses nothing: the next sweep expires whatever fell due meanwhile.
      repeatInBackground(
        app,
        { background },
        EXPIRY_SWEEP_SECONDS * 1000,
        sweep,
        'expiring job requests and asks to move them failed',
      );
      // Idempotency keys past their day answer nothing; removing them only keeps the table small.
      repeatInBackground(
        app,
        { background },
        PRUNE_INTERVAL_MS,
        () => pruneExpiredKeys(db),
        'pruning expired idempotency keys failed',
      );
    },
    jobs,
    messages,
    transitions,
    sweep,
  };
}
