import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentDashboardSchema } from 'shared/schemas';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import { assertAgentWithProfile } from '../abokis/abokis-module.js';
import type { AgentDashboardService } from './agent-dashboard-service.js';

export const agentDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: AgentDashboardService }> = async (
  app,
  { dashboard },
) => {
  // Customers' names, phones and addresses: never cached anywhere.
  noStore(app);

  /** Signed in as an AGENT with a profile: the Abokis' calls' own check, so the same 403. */
  const agentOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    assertAgentWithProfile(sessionOf(request).user);
  };

  app.get(
    '/agent/dashboard',
    {
      onRequest: agentOnly,
      schema: {
        tags: ['jobs'],
        summary:
          "The agent dashboard's first paint in one answer: new requests, today's and upcoming jobs with who booked and where, failed refunds, this week's and month's earnings, the first page of Abokis",
        security: [{ bearerAuth: [] }],
        response: {
          200: successEnvelope(agentDashboardSchema),
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
    },
    async (request) => ok(await dashboard.load(sessionOf(request).user.id)),
  );
};
