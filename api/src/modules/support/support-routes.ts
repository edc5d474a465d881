import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPORT_MESSAGES,
  jobHelpRequestSchema,
  openedTicketSchema,
  ticketReplyRequestSchema,
  ticketViewSchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import { noStore } from '../../plugins/no-store.js';
import type { SupportService, TicketAccess } from './support-service.js';

/**
 * The header a visitor's single-use link travels in (from the page's #token= fragment): never in the
 * query string, which servers and proxies log.
 */
export const REPLY_TOKEN_HEADER = 'x-reply-token';

/** The person's side of support tickets: "get help with this job", and reading and answering a thread. */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  noStore(app);
  const ticketAnswer = successEnvelope(z.object({ ticket: ticketViewSchema }));
  const refusals = {
    400: errorEnvelope,
    401: errorEnvelope,
    404: errorEnvelope,
    429: errorEnvelope,
  };

  /** Signed in when a bearer token is sent (a wrong one is a 401, as everywhere); else a visitor. */
  async function signedInIfSent(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization) await app.authenticate(request, reply);
  }

  /** The link's token wins over a session: the person opened the e-mail's link. */
  function accessOf(request: FastifyRequest, bodyToken?: string): TicketAccess {
    const header = request.headers[REPLY_TOKEN_HEADER];
    const token = bodyToken ?? (typeof header === 'string' ? header : undefined);
    if (token) return { token: token.slice(0, 200), ip: request.ip };
    if (request.auth) return { userId: request.auth.user.id };
    // Neither signed in nor with a link: the same answer as a ticket that is not theirs.
    return { userId: '' };
  }

  app.post(
    '/jobs/:reference/help',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['support'],
        summary: "Get help with this job: opens a support ticket (the job's User or its agent)",
        security: [{ bearerAuth: [] }],
        params: z.object({ reference: z.string().min(1).max(20) }),
        body: jobHelpRequestSchema,
        response: { 201: successEnvelope(z.object({ ticket: openedTicketSchema })), ...refusals },
      },
    },
    async (request, reply) => {
      const ticket = await support.openJobHelp(
        sessionOf(request).user.id,
        request.params.reference,
        request.body.message,
      );
      return reply.status(201).send(ok({ ticket }, SUPPORT_MESSAGES.helpOpened));
    },
  );

  const ticketParams = z.object({ id: z.string().max(100) });

  app.get(
    '/tickets/:id',
    {
      onRequest: signedInIfSent,
      schema: {
        tags: ['support'],
        summary: `A support thread: its owner signed in, or a visitor with an e-mail's link in ${REPLY_TOKEN_HEADER}`,
        params: ticketParams,
        response: { 200: ticketAnswer, ...refusals },
      },
    },
    async (request) => ok({ ticket: await support.view(request.params.id, accessOf(request)) }),
  );

  app.post(
    '/tickets/:id/replies',
    {
      onRequest: signedInIfSent,
      schema: {
        tags: ['support'],
        summary: 'Answer a support thread (the ticket goes back to support); a link answers once',
        params: ticketParams,
        body: ticketReplyRequestSchema,
        response: { 200: ticketAnswer, ...refusals },
      },
    },
    async (request) => {
      const { body, token } = request.body;
      const ticket = await support.reply(request.params.id, body, accessOf(request, token));
      return ok({ ticket }, SUPPORT_MESSAGES.replySent);
    },
  );
};
