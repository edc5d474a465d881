import { EXPIRY_SWEEP_SECONDS } from 'shared/job-rules';
import { API_V1_PREFIX, repeatInBackground, type FeatureModule, type Platform } from '../../platform.js';
import type { PaymentsService, PaystackClient } from '../payments/payments-module.js';
import { payoutsRoutes } from './payouts-routes.js';
import { createPayoutsService, type PayoutsService } from './payouts-service.js';
import { createReconciliation, type Reconciliation } from './reconciliation.js';

export type { PayoutsService } from './payouts-service.js';
export type { Reconciliation, ReconciliationReport } from './reconciliation.js';
export { dueRunDate, nextPayoutAt } from './payouts-service.js';

export interface PayoutsFeature {
  module: FeatureModule;
  payouts: PayoutsService;
  reconciliation: Reconciliation;
}

/**
 * Issue 26: agents' payout accounts, statements and weekly payouts through Paystack Transfers. Builds
 * on payments (its Paystack client, and the webhook that carries transfer events) and the ledger.
 */
export function createPayoutsFeature(
  platform: Pick<Platform, 'db' | 'config' | 'bookingNow' | 'log' | 'rateLimiter' | 'notifyOutbox'>,
  needs: { paystack: PaystackClient | undefined; payments: PaymentsService },
): PayoutsFeature {
  const payouts = createPayoutsService({
    db: platform.db,
    paystack: needs.paystack,
    rateLimiter: platform.rateLimiter,
    now: platform.bookingNow,
    notifyOutbox: platform.notifyOutbox,
    log: platform.log,
  });
  const reconciliation = createReconciliation({
    db: platform.db,
    paystack: needs.paystack,
    operatorsEmail: platform.config.supportEmail,
    now: platform.bookingNow,
    notifyOutbox: platform.notifyOutbox,
    log: platform.log,
  });
  needs.payments.handleTransfersWith((reference, status) => payouts.settleFromProvider(reference, status));
  return {
    payouts,
    reconciliation,
    module: async (app, { background }) => {
      await app.register(payoutsRoutes, { prefix: API_V1_PREFIX, payouts });
      // Releases, Friday's run, sends and verifies: as often as the other sweeps; every step is safe
      // in every process at once.
      repeatInBackground(
        app,
        { background },
        EXPIRY_SWEEP_SECONDS * 1000,
        () => payouts.sweep(),
        'the payouts sweep failed',
      );
    },
  };
}
