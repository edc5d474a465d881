import { API_V1_PREFIX, type FeatureModule, type Platform } from '../../platform.js';
import type { JobsFeature } from '../jobs/jobs-module.js';
import type { StaffService } from '../ops/ops-module.js';
import type { RefundQueue } from '../payments/payments-module.js';
import { photoStorageOf } from '../photos/photos-module.js';
import { createDisputeDecisions, type DisputeDecisions } from './dispute-decisions.js';
import { disputesRoutes, opsDisputesRoutes } from './disputes-routes.js';
import { createDisputesService, type OpenDisputeTicket } from './disputes-service.js';

export type { DisputeNumbers } from './disputes-repository.js';
// Every operator's address: the composition root e-mails them the SMS spend cap's alert too.
export { staffEmails } from './disputes-repository.js';
export type { OpenDisputeTicket } from './disputes-service.js';

export interface DisputesFeature {
  module: FeatureModule;
  decisions: DisputeDecisions;
}

/**
 * Issue 25: when a job goes wrong. The User reports a problem (the earnings held), the agent
 * answers, operators decide with refunds through the refund path and four eyes on large ones.
 */
export function createDisputesFeature(
  platform: Pick<Platform, 'db' | 'config' | 'bookingNow' | 'notifyOutbox'>,
  needs: {
    staff: StaffService;
    refunds: Pick<RefundQueue, 'paidFor' | 'queueForDispute' | 'kick'>;
    openTicket?: OpenDisputeTicket;
    /** Issue 27: the agent's "problem reported" SMS (the jobs feature's). */
    messages: JobsFeature['messages'];
  },
): DisputesFeature {
  // The lifecycle's clock: the window runs from completed_at, which that clock wrote.
  const { db, config, bookingNow: now, notifyOutbox } = platform;
  const photos = photoStorageOf(config);
  const shared = { db, now, notifyOutbox, publicUrl: config.publicUrl };
  const disputes = createDisputesService({
    ...shared,
    photos,
    openTicket: needs.openTicket,
    messages: needs.messages,
  });
  const decisions = createDisputeDecisions({ ...shared, refunds: needs.refunds });
  return {
    decisions,
    module: async (app) => {
      await app.register(disputesRoutes, { prefix: API_V1_PREFIX, disputes });
      await app.register(opsDisputesRoutes, { prefix: API_V1_PREFIX, staff: needs.staff, decisions, photos });
    },
  };
}
