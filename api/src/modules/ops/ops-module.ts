import { API_V1_PREFIX, type FeatureModule, type Platform } from '../../platform.js';
import { opsRoutes } from './ops-routes.js';
import { createPeopleService, type PeopleService } from './people-service.js';
import { createReviewService, type DashboardPart, type ReviewService } from './review-service.js';
import { createStaffService, type StaffService } from './staff-service.js';

export { grantStaff, revokeStaff, STAFF_SESSION_HOURS } from './staff-service.js';
export { auditOf, listAudit, recordAudit, type Actor } from './audit.js';
export { createStaffGuard, type StaffGuard } from './staff-guard.js';
export { sinceOf } from './ops-routes.js';
export { totpCode, totpStepAt } from './totp.js';
export type { DashboardPart, ReviewService } from './review-service.js';
export type { StaffMember, StaffService } from './staff-service.js';

export interface OpsFeature {
  module: FeatureModule;
  staff: StaffService;
  reviews: ReviewService;
  people: PeopleService;
}

/**
 * Issue 25: the operator console's API. Staff granted by the command line, an authenticator app
 * before anything answers, the review of Abokis and the audit log of every staff action.
 */
export function createOpsFeature(
  platform: Pick<Platform, 'db' | 'config' | 'rateLimiter' | 'now' | 'notifyOutbox'>,
  needs: { dashboardParts?: readonly DashboardPart[] } = {},
): OpsFeature {
  const { db, config, rateLimiter, now, notifyOutbox } = platform;
  const staff = createStaffService({ db, appSecret: config.appSecret, rateLimiter, now });
  const reviews = createReviewService({ db, now, notifyOutbox, dashboardParts: needs.dashboardParts ?? [] });
  const people = createPeopleService({ db, notifyOutbox });
  return {
    staff,
    reviews,
    people,
    module: async (app) => {
      await app.register(opsRoutes, { prefix: API_V1_PREFIX, staff, reviews, people, db, now });
    },
  };
}
