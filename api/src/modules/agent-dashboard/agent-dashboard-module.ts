import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { createAbokiService } from '../abokis/aboki-service.js';
import { createFilePhotoStorage } from '../photos/photo-storage.js';
import { agentDashboardRoutes } from './agent-dashboard-routes.js';
import { createAgentDashboardService } from './agent-dashboard-service.js';

/** Issue 21: the agent dashboard's first paint in one request, read from the jobs, payments and Abokis. */
export const agentDashboardModule: FastifyPluginAsyncZod<Platform> = async (
  app,
  { db, config, bookingNow },
) => {
  // The Abokis' own service answers the list's first page, so it is GET /abokis/mine's to the letter
  // (its photo storage is only written by uploads, never here).
  const abokis = createAbokiService({ db, photos: createFilePhotoStorage(join(config.dataDir, 'photos')) });
  const dashboard = createAgentDashboardService({
    db,
    now: bookingNow,
    firstAbokisPage: (agentId) => abokis.listMine(agentId, undefined),
  });
  await app.register(agentDashboardRoutes, { prefix: API_V1_PREFIX, dashboard });
};
