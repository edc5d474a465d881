import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentMoneySchema,
  bankAccountViewSchema,
  bankListSchema,
  resolveBankAccountRequestSchema,
  resolvedBankAccountSchema,
  saveBankAccountRequestSchema,
  statementQuerySchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import { assertAgentWithProfile } from '../abokis/abokis-module.js';
import type { PayoutsService } from './payouts-service.js';

// Money out, for the agent: the banks, their payout account, their balances and statement.

const CSV_KINDS: Record<string, string> = {
  JOB: 'Job',
  FEE: 'Cancellation fee',
  CASH_COMMISSION: 'Commission on a cash job',
  PAYOUT: 'Payout',
  PAYOUT_RETURNED: 'Payout returned',
};

/** A CSV cell: quoted when it holds a comma, quote or line break; never read as a formula by a spreadsheet. */
const cell = (value: string) => {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const naira = (kobo: number) => (kobo / 100).toFixed(2);

export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  // Names of account holders, balances: never cached anywhere.
  noStore(app);

  const agentOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    assertAgentWithProfile(sessionOf(request).user);
  };
  const common = { tags: ['payouts'], security: [{ bearerAuth: [] }] };
  const refusals = {
    401: errorEnvelope,
    403: errorEnvelope,
    422: errorEnvelope,
    429: errorEnvelope,
    503: errorEnvelope,
  };

  app.get(
    '/agent/banks',
    {
      onRequest: agentOnly,
      schema: {
        ...common,
        summary: 'The banks a payout account can be at',
        response: { 200: successEnvelope(bankListSchema), ...refusals },
      },
    },
    async () => ok({ banks: await payouts.banks() }),
  );

  app.post(
    '/agent/bank-account/resolve',
    {
      onRequest: agentOnly,
      schema: {
        ...common,
        summary:
          "Whose account a bank and 10-digit number are (the bank's name for it), before the agent confirms it",
        body: resolveBankAccountRequestSchema,
        response: { 200: successEnvelope(resolvedBankAccountSchema), 400: errorEnvelope, ...refusals },
      },
    },
    async (request) => ok(await payouts.resolve(sessionOf(request).user.id, request.body)),
  );

  app.put(
    '/agent/bank-account',
    {
      onRequest: agentOnly,
      schema: {
        ...common,
        summary: 'The account payouts go to; replacing one needs the password and holds payouts for 24 hours',
        body: saveBankAccountRequestSchema,
        response: {
          200: successEnvelope(z.object({ bankAccount: bankAccountViewSchema })),
          400: errorEnvelope,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { bankAccount, message } = await payouts.saveAccount(sessionOf(request).user.id, request.body);
      return ok({ bankAccount }, message);
    },
  );

  app.get(
    '/agent/money',
    {
      onRequest: agentOnly,
      schema: {
        ...common,
        summary:
          "The agent's balances, payout account, latest payouts and a month's statement (Lagos months)",
        querystring: statementQuerySchema,
        response: { 200: successEnvelope(agentMoneySchema), 400: errorEnvelope, ...refusals },
      },
    },
    async (request) => ok(await payouts.money(sessionOf(request).user.id, request.query.month)),
  );

  app.get(
    '/agent/money/statement.csv',
    {
      onRequest: agentOnly,
      schema: {
        ...common,
        summary: "A month's statement as CSV (naira, Lagos dates)",
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      // Only the month's lines: the balances, account and payouts are not in the file.
      const money = await payouts.statement(sessionOf(request).user.id, request.query.month);
      const rows = [
        [
          'Date',
          'What',
          'Reference',
          'Amount before commission (NGN)',
          'Commission (NGN)',
          'Amount (NGN)',
          'Pending',
        ],
        ...money.lines.map((line) => [
          line.at,
          CSV_KINDS[line.kind] ?? line.kind,
          line.reference,
          naira(line.grossKobo),
          naira(line.commissionKobo),
          naira(line.amountKobo),
          line.pending ? 'yes' : 'no',
        ]),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="aboki-statement-${money.month}.csv"`)
        .send(`${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`);
    },
  );
};
