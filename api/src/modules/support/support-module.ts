import type { Executor } from '../../db/client.js';
import { API_V1_PREFIX, type FeatureModule, type Platform } from '../../platform.js';
import type { OpsFeature } from '../ops/ops-module.js';
import { dashboardNumbers } from './support-repository.js';
import { supportRoutes } from './support-routes.js';
import { createSupportService, type SupportService } from './support-service.js';
import { ticketOpsRoutes } from './ticket-ops-routes.js';

// What other features use of support: opening a ticket in their own transaction (the contact form, a
// dispute), and the console dashboard's ticket numbers.
export { openTicket, type NewTicketInput } from './support-service.js';
export type { SupportService } from './support-service.js';

export interface SupportFeature {
  module: FeatureModule;
  tickets: SupportService;
}

/**
 * Issue 25, "Support with a home": contact-form messages, disputes and "get help with this job"
 * become tickets that staff answer from the console; the person answers on /help/tickets/:id.
 */
export function createSupportFeature(
  platform: Pick<Platform, 'db' | 'config' | 'rateLimiter' | 'bookingNow' | 'notifyOutbox'>,
  { staff }: { staff: OpsFeature['staff'] },
): SupportFeature {
  // The booking clock, as the jobs and disputes the tickets are about (one clock for a thread's times).
  const { db, config, rateLimiter, bookingNow: now, notifyOutbox } = platform;
  const tickets = createSupportService({ db, rateLimiter, now, notifyOutbox, publicUrl: config.publicUrl });
  return {
    tickets,
    module: async (app) => {
      await app.register(supportRoutes, { prefix: API_V1_PREFIX, support: tickets });
      await app.register(ticketOpsRoutes, { prefix: API_V1_PREFIX, support: tickets, staff });
    },
  };
}

/**
 * The dashboard's ticket numbers: OPEN tickets (waiting for staff), and the median minutes to staff's
 * first answer over the tickets opened in the 30 days before `now` that have one (null without any).
 */
export function ticketDashboardNumbers(
  db: Executor,
  now: Date = new Date(),
): Promise<{ ticketsWaiting: number; medianFirstAnswerMinutes: number | null }> {
  return dashboardNumbers(db, now);
}
