import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_V1_PREFIX, type Platform } from '../../platform.js';
import { agentDashboardRoutes } from './agent-dashboard-routes.js';
import { createAgentDashboardService } from './agent-dashboard-service.js';

/** Issue 21: the agent dashboard's first paint in one request, read from the jobs, payments and Abokis. */
export const agentDashboardModule: FastifyPluginAsyncZod<Platform> = async (app, { db, bookingNow }) => {
  const dashboard = createAgentDashboardService({ db, now: bookingNow });
  await app.register(agentDashboardRoutes, { prefix: API_V1_PREFIX, dashboard });
};
