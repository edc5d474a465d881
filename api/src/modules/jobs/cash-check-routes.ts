import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASH_CONFIRM_DAYS } from 'shared/job-rules';
import { CASH_CHECK_MESSAGES, cashConfirmationSchema, jobUserViewSchema } from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import type { CashCheck } from './cash-check.js';

/** Issue 22, item 11: the User of a completed cash job says what they paid (cash-check.ts). */
export const cashCheckRoutes: FastifyPluginAsyncZod<{ cashCheck: CashCheck }> = async (
  app,
  { cashCheck },
) => {
  noStore(app);
  app.post(
    '/jobs/:reference/cash-confirmation',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: `The User of a completed cash job says what they paid, once, within ${CASH_CONFIRM_DAYS} days; a figure other than the cash recorded goes to Aboki support`,
        security: [{ bearerAuth: [] }],
        params: z.object({ reference: z.string().min(1).max(20) }),
        body: cashConfirmationSchema,
        response: {
          200: successEnvelope(z.object({ job: jobUserViewSchema })),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => {
      const { job, flagged } = await cashCheck.confirm(
        sessionOf(request).user,
        request.params.reference,
        request.body.paidKobo,
      );
      return ok({ job }, flagged ? CASH_CHECK_MESSAGES.disputed : CASH_CHECK_MESSAGES.confirmed);
    },
  );
};
