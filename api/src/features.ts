import type { FeatureModule, Platform } from './platform.js';
import { createAbokisFeature } from './modules/abokis/abokis-module.js';
import { createAgentDashboardFeature } from './modules/agent-dashboard/agent-dashboard-module.js';
import { availabilityModule } from './modules/availability/availability-module.js';
import { clientReportsModule } from './modules/client-reports/client-reports-module.js';
import { contactModule } from './modules/contact/contact-module.js';
import { dataRightsModule } from './modules/data-rights/data-rights-module.js';
import { createDisputesFeature, staffEmails } from './modules/disputes/disputes-module.js';
import { enqueueEmail } from './modules/email/email-module.js';
import { eventsModule } from './modules/events/events-module.js';
import { healthModule } from './modules/health/health-module.js';
import { createIdentityFeature, type IdentityStandIn } from './modules/identity/identity-module.js';
import { createJobsFeature } from './modules/jobs/jobs-module.js';
import { locationsModule } from './modules/locations/locations-module.js';
import { createOpsFeature, type ReviewService } from './modules/ops/ops-module.js';
import { createPaymentsFeature, type PaymentsService } from './modules/payments/payments-module.js';
import {
  createPayoutsFeature,
  type PayoutsService,
  type Reconciliation,
} from './modules/payouts/payouts-module.js';
import { createPhoneFeature } from './modules/phone/phone-module.js';
import { createPhotosFeature } from './modules/photos/photos-module.js';
import { profileModule } from './modules/profile/profile-module.js';
import { reviewsModule } from './modules/reviews/reviews-module.js';
import { servicesModule } from './modules/services/services-module.js';
import {
  createSmsFeature,
  saySms,
  smsDashboardNumbers,
  smsRouteOf,
  type AlertOperators,
} from './modules/sms/sms-module.js';
import {
  createSupportFeature,
  openTicket,
  ticketDashboardNumbers,
} from './modules/support/support-module.js';

// The composition root: every feature but auth (app.ts registers it first, as the others' routes
// read its `authenticate` hook), built in the order the features build on one another. A feature
// only ever imports another's `<feature>-module.ts`, and the folders form no loop (lint and
// modules/feature-graph.test.ts keep both); what a lower feature needs from a higher one (the
// photos' "is it in use", a booking's checkout) is handed to it here (docs/decisions/0041).

export interface Features {
  /** Registered in this order by app.ts, each with the platform. */
  modules: FeatureModule[];
  /** The sweeper's one run: expired requests, unpaid holds, stale checkouts, refunds due. */
  sweep: () => Promise<number>;
  payments: PaymentsService;
  payouts: PayoutsService;
  reconciliation: Reconciliation;
  /** The in-process identity provider stand-in (development and tests without a key). */
  identityStandIn: IdentityStandIn | undefined;
  reviews: ReviewService;
}

/** The SMS spend cap's alert (issue 27): every operator, by e-mail, in the caller's transaction. */
export const emailEveryOperator: AlertOperators = async (tx, alert) => {
  for (const to of await staffEmails(tx)) await enqueueEmail(tx, { to, ...alert });
};

export function createFeatures(platform: Platform): Features {
  const identity = createIdentityFeature(platform);
  const sms = createSmsFeature(platform, { alertOperators: emailEveryOperator });
  // Verified phones (issue 27): the code's SMS in the person's language, by the DND route.
  const phone = createPhoneFeature(platform, {
    codeSms: (language, code) => ({ route: smsRouteOf('code'), body: saySms(language, 'code', { code }) }),
    notify: sms.notify,
  });
  const abokis = createAbokisFeature(platform, {
    identity: identity.checker,
    phoneVerified: phone.requireVerified,
  });
  const photos = createPhotosFeature({ isInUse: abokis.isPhotoInUse });
  const payments = createPaymentsFeature(platform);
  // Job updates by SMS (issue 27): the features that queue them wake both outboxes after commit.
  const messaging = {
    ...platform,
    notifyOutbox: () => {
      platform.notifyOutbox();
      sms.notify();
    },
  };
  const jobs = createJobsFeature(
    messaging,
    { ...payments.forJobs, channels: sms.channels },
    phone.requireVerified,
  );
  const paying = payments.withJobs(jobs);
  const payouts = createPayoutsFeature(platform, { paystack: payments.paystack, payments: paying.payments });
  const dashboard = createAgentDashboardFeature(abokis);
  // The dashboard reads the features built on ops when asked, long after they exist.
  const ops = createOpsFeature(platform, {
    dashboardParts: [
      () => disputes.decisions.numbers(),
      () => ticketDashboardNumbers(platform.db, platform.bookingNow()),
      () => smsDashboardNumbers(platform.db, platform.now()),
    ],
  });
  const disputes = createDisputesFeature(messaging, {
    staff: ops.staff,
    refunds: payments.refunds,
    messages: jobs.messages,
    // A dispute opens its support ticket in the same transaction.
    openTicket: (tx, dispute) =>
      openTicket(tx, { ...dispute, kind: 'DISPUTE', disputeId: dispute.id, phone: null }),
  });
  const support = createSupportFeature(platform, { staff: ops.staff });

  return {
    modules: [
      healthModule,
      servicesModule,
      contactModule,
      profileModule,
      phone.module,
      locationsModule,
      photos.module,
      abokis.module,
      availabilityModule,
      jobs.module,
      reviewsModule,
      eventsModule,
      paying.module,
      payouts.module,
      clientReportsModule,
      dashboard.module,
      dataRightsModule,
      identity.module,
      ops.module,
      disputes.module,
      support.module,
      sms.module,
    ],
    async sweep() {
      const expiredRequests = await jobs.sweep();
      const expired = expiredRequests + (await paying.sweep());
      await payouts.payouts.sweep();
      return expired;
    },
    payments: paying.payments,
    payouts: payouts.payouts,
    reconciliation: payouts.reconciliation,
    identityStandIn: identity.standIn,
    reviews: ops.reviews,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Expires the requests and unpaid holds due now, reconciles checkouts, sends refunds (the sweeper's one run); tests call it with their clock. */
    sweepJobs: () => Promise<number>;
    /** Payments (issue 11); tests send refunds and record charges through it. */
    payments: PaymentsService;
    /** Payouts (issue 26): the CLI and tests run payouts through it. */
    payouts: PayoutsService;
    /** The ledger against Paystack's records of a day (the CLI, the daily sweep, tests). */
    reconciliation: Reconciliation;
    /** The identity provider's stand-in, when it serves (tests add people to it). */
    identityStandIn: IdentityStandIn | undefined;
    /** Reviews of Abokis (issue 25): the booking suites approve the Abokis they publish through it. */
    reviews: ReviewService;
  }
}
