import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobPaymentRequestSchema, jobUserViewSchema, paymentOptionsSchema } from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { clientKey } from '../../lib/client-key.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import { assertUserWithProfile, RECEIPT_STYLE } from '../jobs/jobs-module.js';
import type { CallbackOutcome, PaymentsService } from './payments-service.js';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const params = z.object({ reference: z.string().min(1).max(20) });
/** Each callback may ask Paystack to verify: a person needs a few, a script hammering it none. */
export const CALLBACK_RATE_RULE: RateRule = { limit: 30, windowSeconds: 60 };
/** Paystack's events are small; anything much larger is not from Paystack. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

const RECEIPT_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(RECEIPT_STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** Where the browser goes after Paystack's checkout: the request flow's last pages, or the job. */
function landing(publicUrl: string, outcome: CallbackOutcome, jobReference: string | null): string {
  const reference = jobReference ? encodeURIComponent(jobReference) : '';
  switch (outcome) {
    case 'paid':
      return `${publicUrl}/select-aboki/service-request-successful?reference=${reference}`;
    case 'expired':
      return `${publicUrl}/select-aboki/service-request-error?reason=payment-expired&reference=${reference}`;
    case 'unconfirmed':
      return `${publicUrl}/manage-services-request/job/${reference}`;
    case 'failed':
      return `${publicUrl}/select-aboki/service-request-error?reason=payment-failed&reference=${reference}`;
    default:
      return `${publicUrl}/select-aboki/service-request-error?reason=payment-failed`;
  }
}

/** Issue 11 under /api/v1: choosing how to pay, paying again, receipts, and Paystack's two ways back. */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  rateLimiter: RateLimiter;
  publicUrl: string;
}> = async (app, { payments, rateLimiter, publicUrl }) => {
  // Signed in: options, a fresh checkout, the receipt.
  await app.register((plain, _options, done) => {
    const signedIn = plain.withTypeProvider<ZodTypeProvider>();
    noStore(signedIn);
    signedIn.addHook('onRequest', signedIn.authenticate);

    signedIn.get(
      '/payments/options',
      {
        schema: {
          tags,
          summary:
            'How the signed-in User may pay now: cash, card, transfer (cash is not offered to a User who must prepay)',
          security,
          response: { 200: successEnvelope(paymentOptionsSchema), 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request) => {
        const { user } = sessionOf(request);
        assertUserWithProfile(user);
        return ok(await payments.options(user));
      },
    );

    signedIn.post(
      '/jobs/:reference/payment',
      {
        schema: {
          tags,
          summary:
            "A fresh Paystack checkout for the User's job still awaiting payment (the old one is abandoned), or {paymentMethod: 'CASH'} to pay on completion instead",
          security,
          params,
          body: jobPaymentRequestSchema,
          response: {
            200: successEnvelope(z.object({ job: jobUserViewSchema })),
            400: errorEnvelope,
            401: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            422: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) => {
        const { job, message } = await payments.pay(
          sessionOf(request).user,
          request.params.reference,
          request.body,
        );
        return ok({ job }, message);
      },
    );

    signedIn.get(
      '/jobs/:reference/receipt',
      {
        schema: {
          tags,
          summary: "The job's printable receipt (HTML), to its User or its Aboki's agent",
          security,
          params,
          produces: ['text/html'],
          response: { 200: z.string(), 401: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const html = await payments.receipt(
          sessionOf(request).user,
          request.params.reference,
          request.language,
        );
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
    // Runs after the API's strict headers (a parent's onSend hooks run first): allow the receipt's one style.
    signedIn.addHook('onSend', async (request, reply, payload) => {
      if (
        reply.getHeader('content-type')?.toString().startsWith('text/html') &&
        request.url.endsWith('/receipt')
      ) {
        reply.header('content-security-policy', RECEIPT_CSP);
      }
      return payload;
    });
    done();
  });

  app.get(
    '/payments/paystack/callback',
    {
      schema: {
        tags,
        summary:
          "Paystack's return after checkout: verified on the server, then a redirect to the success or error page",
        querystring: z.looseObject({
          reference: z.string().max(100).optional(),
          trxref: z.string().max(100).optional(),
        }),
        response: { 302: z.null(), 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      await rateLimiter.consume(`paystack-callback:${clientKey(request.ip)}`, CALLBACK_RATE_RULE);
      const { outcome, jobReference } = await payments.callback(
        request.query.reference ?? request.query.trxref,
      );
      reply.header('cache-control', 'no-store');
      return reply.redirect(landing(publicUrl, outcome, jobReference), 302);
    },
  );

  // The webhook reads the raw bytes: the signature is over them, not over a re-serialised object.
  await app.register((webhook, _options, done) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, parsed) => parsed(null, body),
    );
    webhook.post(
      '/payments/paystack/webhook',
      {
        schema: {
          tags,
          summary:
            "Paystack's events (charge.success, refund.processed, refund.failed): 200 for any correctly signed event, 401 for a bad x-paystack-signature",
          response: { 200: successEnvelope(z.object({})), 400: errorEnvelope, 401: errorEnvelope },
        },
      },
      async (request) => {
        const signature = request.headers['x-paystack-signature'];
        await payments.webhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
        return ok({});
      },
    );
    done();
  });
};
