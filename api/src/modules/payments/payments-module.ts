import { EXPIRY_SWEEP_SECONDS } from 'shared/job-rules';
import { PAYSTACK_SIMULATOR_PREFIX } from '../../config.js';
import { API_V1_PREFIX, repeatInBackground, type FeatureModule, type Platform } from '../../platform.js';
import type { JobsFeature, JobsNeeds } from '../jobs/jobs-module.js';
import { createCheckout } from './checkout.js';
import { createPaystackClient } from './paystack-client.js';
import { abandonPendingPayments } from './payments-repository.js';
import { paymentsRoutes } from './payments-routes.js';
import { createPaymentsService, type PaymentsService } from './payments-service.js';
import { PaystackSimulator, paystackSimulatorRoutes } from './paystack-simulator.js';
import { createRefundQueue, type RefundQueue } from './refund-queue.js';

export type { PaymentsService } from './payments-service.js';
export type { RefundQueue } from './refund-queue.js';
export { PaystackError, type PaystackClient, type PaystackListed } from './paystack-client.js';
export { recordProviderEvent } from './payments-repository.js';
export { UNKNOWN_ACCOUNT_NUMBER } from './paystack-simulator.js';

export interface PaymentsFeature {
  module: FeatureModule;
  /** Webhooks, callbacks, refunds (tests send refunds and record charges through it). */
  payments: PaymentsService;
  /** Unpaid holds past their time, stale checkouts, refunds due (the sweeper's payments part). */
  sweep: () => Promise<number>;
}

/**
 * Issue 11: card and transfer through Paystack (or its simulator), cash, refunds and receipts. Built
 * in two steps because payments builds on jobs: first the parts a booking and a job's end need (the
 * jobs feature's ports), then, given the jobs feature, the rest.
 */
export function createPaymentsFeature(platform: Pick<Platform, 'db' | 'config' | 'bookingNow' | 'log'>): {
  /** Paystack's client (or the simulator's), undefined when card and transfer are off; payouts use it too. */
  paystack: ReturnType<typeof createPaystackClient> | undefined;
  forJobs: JobsNeeds;
  /** The refund path (disputes queue their refunds through it). */
  refunds: RefundQueue;
  withJobs: (jobs: Pick<JobsFeature, 'jobs' | 'transitions'>) => PaymentsFeature;
} {
  const { db, config, bookingNow: now, log } = platform;
  const { paystack } = config;
  const client = paystack.mode === 'off' ? undefined : createPaystackClient(paystack);
  const checkout = createCheckout({ db, paystack: client, publicUrl: config.publicUrl });
  const refunds = createRefundQueue();

  return {
    paystack: client,
    forJobs: { checkout, refunds, releaseHold: abandonPendingPayments },
    refunds,
    withJobs: ({ jobs, transitions }) => {
      const payments = createPaymentsService({
        db,
        jobs,
        transitions,
        checkout,
        refunds,
        paystack: client,
        webhookSecret: paystack.mode === 'off' ? undefined : paystack.secretKey,
        now,
        log,
      });
      refunds.setSender(() => payments.sendRefunds());
      return {
        payments,
        sweep: () => payments.sweep(),
        module: async (app, { rateLimiter, background }) => {
          await app.register(paymentsRoutes, {
            prefix: API_V1_PREFIX,
            payments,
            rateLimiter,
            publicUrl: config.publicUrl,
          });
          // Development and tests without a Paystack key: Paystack's API and checkout, served here (never in production).
          if (paystack.mode === 'simulator' && config.nodeEnv !== 'production') {
            const simulator = new PaystackSimulator({
              secretKey: paystack.secretKey,
              webhookUrl: `${config.publicUrl}${API_V1_PREFIX}/payments/paystack/webhook`,
              publicBaseUrl: paystack.baseUrl,
              autoSettleRefunds: true,
            });
            // Development: transfers succeed by themselves shortly after they are made.
            simulator.transferOutcome = 'success';
            await app.register(paystackSimulatorRoutes(simulator, paystack.secretKey), {
              prefix: PAYSTACK_SIMULATOR_PREFIX,
            });
          }
          // Holds and checkouts are swept as often as requests; a stale one is never charged later.
          repeatInBackground(
            app,
            { background },
            EXPIRY_SWEEP_SECONDS * 1000,
            () => payments.sweep(),
            'expiring unpaid holds failed',
          );
          // A refund being sent finishes before the database it writes to closes.
          app.addHook('onClose', () => refunds.idle());
        },
      };
    },
  };
}
