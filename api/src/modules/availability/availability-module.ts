import { API_V1_PREFIX, type FeatureModule } from '../../platform.js';
import { availabilityRoutes } from './availability-routes.js';
import { createAvailabilityService } from './availability-service.js';

// What a booking reads of availability: the Aboki and offer being booked, the areas served, the
// schedules, and the one rule for whether a time is free and which starts are (the same the search
// and slots use; a move of a job's time reads them too).
export {
  findAbokiSummary,
  findActiveAbokiOffer,
  findActiveService,
  findAreas,
  loadSchedules,
} from './availability-repository.js';
export { publicViews } from './availability-service.js';
export { freeSlots, whyNotFree } from './free-time.js';

/** Issue 9: search (who is free, when, at what price) and an Aboki's free slots; public. */
export const availabilityModule: FeatureModule = async (app, { db, bookingNow }) => {
  await app.register(availabilityRoutes, {
    prefix: API_V1_PREFIX,
    availability: createAvailabilityService({ db, now: bookingNow }),
  });
};
