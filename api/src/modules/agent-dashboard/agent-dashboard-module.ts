import { API_V1_PREFIX, type FeatureModule } from '../../platform.js';
import type { AbokisFeature } from '../abokis/abokis-module.js';
import { agentDashboardRoutes } from './agent-dashboard-routes.js';
import { createAgentDashboardService } from './agent-dashboard-service.js';

/** Issue 21: the agent dashboard's first paint in one request, read from the jobs, payments and Abokis. */
export function createAgentDashboardFeature(needs: Pick<AbokisFeature, 'listMine'>): {
  module: FeatureModule;
} {
  return {
    module: async (app, { db, bookingNow }) => {
      const dashboard = createAgentDashboardService({
        db,
        now: bookingNow,
        // GET /abokis/mine's first page, answered by the Abokis' own service.
        firstAbokisPage: (agentId) => needs.listMine(agentId, undefined),
      });
      await app.register(agentDashboardRoutes, { prefix: API_V1_PREFIX, dashboard });
    },
  };
}
