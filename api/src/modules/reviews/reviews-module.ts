import { API_V1_PREFIX, type FeatureModule } from '../../platform.js';
import { reviewsRoutes } from './reviews-routes.js';
import { createReviewsService } from './reviews-service.js';

/** Issue 10: a User's review of a completed job, and an Aboki's reviews. */
export const reviewsModule: FeatureModule = async (app, { db, bookingNow }) => {
  await app.register(reviewsRoutes, {
    prefix: API_V1_PREFIX,
    reviews: createReviewsService({ db, now: bookingNow }),
  });
};
