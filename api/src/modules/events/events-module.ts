import { API_V1_PREFIX, type FeatureModule } from '../../platform.js';
import { eventsRoutes } from './events-routes.js';

// The job-event log: every change of a job is one row, written in the change's transaction by the
// jobs feature, listed on a job's page and replayed to a reconnecting event stream.
export { listJobEvents, recordEvent } from './job-events-repository.js';

/** Issue 10: GET /events, the signed-in person's job changes as Server-Sent Events. */
export const eventsModule: FeatureModule = async (app, { db, jobEvents }) => {
  await app.register(eventsRoutes, { prefix: API_V1_PREFIX, db, bus: jobEvents });
};
