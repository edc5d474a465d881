import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveAbokiRequestSchema,
  auditAnswerSchema,
  auditQuerySchema,
  guarantorCheckRequestSchema,
  opsAbokiReviewSchema,
  opsDashboardSchema,
  opsJobSchema,
  opsPersonSchema,
  peopleAnswerSchema,
  peopleQuerySchema,
  reasonRequestSchema,
  reviewQueueAnswerSchema,
  reviewQueueQuerySchema,
  staffMeSchema,
  totpCodeRequestSchema,
  totpEnrolmentSchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { noStore } from '../../plugins/no-store.js';
import { listAudit } from './audit.js';
import type { Actor } from './audit.js';
import type { PeopleService } from './people-service.js';
import type { ReviewService } from './review-service.js';
import { createStaffGuard } from './staff-guard.js';
import type { StaffService } from './staff-service.js';
import type { Db } from '../../db/client.js';

export const AUDIT_PAGE_SIZE = 50;

/** `7d` or a date: where an audit listing starts. */
export function sinceOf(since: string | undefined, now: Date): Date | undefined {
  if (!since) return undefined;
  const days = /^(\d+)d$/.exec(since);
  if (days) return new Date(now.getTime() - Number(days[1]) * 24 * 60 * 60 * 1000);
  return new Date(`${since}T00:00:00+01:00`);
}

/**
 * The operator console's API, under /api/v1/ops. Signed out or not staff: 404 on every route, the
 * same as a path that does not exist. Staff who have not entered an authenticator code in this
 * session reach only /me, /totp/enrol and /totp/verify.
 */
export const opsRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  reviews: ReviewService;
  people: PeopleService;
  db: Db;
  now: () => Date;
}> = async (app, { staff, reviews, people, db, now }) => {
  noStore(app);
  const { anyStaff, unlockedStaff, memberOf, actorOf } = createStaffGuard(app, staff);

  const common = { tags: ['ops'], security: [{ bearerAuth: [] }] };
  const refusals = { 401: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };
  const decisions = { 400: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, ...refusals };
  const abokiAnswer = successEnvelope(z.object({ aboki: opsAbokiReviewSchema }));
  const abokiParams = z.object({ id: z.string().max(100) });

  app.get(
    '/ops/me',
    {
      onRequest: anyStaff,
      schema: {
        ...common,
        summary: 'The staff member and their authenticator state',
        response: { 200: successEnvelope(z.object({ staff: staffMeSchema })), ...refusals },
      },
    },
    async (request) => ok({ staff: staff.view(memberOf(request)) }),
  );

  app.post(
    '/ops/totp/enrol',
    {
      onRequest: anyStaff,
      schema: {
        ...common,
        summary: 'A new authenticator key (until a code from it is entered)',
        response: {
          200: successEnvelope(z.object({ enrolment: totpEnrolmentSchema })),
          409: errorEnvelope,
          ...refusals,
        },
      },
    },
    async (request) => ok({ enrolment: await staff.enrol(request.auth) }),
  );

  app.post(
    '/ops/totp/verify',
    {
      onRequest: anyStaff,
      schema: {
        ...common,
        summary: 'An authenticator code: confirms the enrolment and unlocks this session for 12 hours',
        body: totpCodeRequestSchema,
        response: {
          200: successEnvelope(z.object({ staff: staffMeSchema })),
          400: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
          ...refusals,
        },
      },
    },
    async (request) => {
      const member = await staff.verify(request.auth, request.body.code, String(request.id));
      return ok({ staff: staff.view(member) });
    },
  );

  app.get(
    '/ops/dashboard',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: "The console's first numbers",
        response: { 200: successEnvelope(z.object({ dashboard: opsDashboardSchema })), ...refusals },
      },
    },
    async () => ok({ dashboard: await reviews.dashboard() }),
  );

  app.get(
    '/ops/reviews',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Abokis to review, oldest first',
        querystring: reviewQueueQuerySchema,
        response: { 200: successEnvelope(reviewQueueAnswerSchema), 400: errorEnvelope, ...refusals },
      },
    },
    async (request) => ok(await reviews.queue(request.query.queue, request.query.cursor)),
  );

  app.get(
    '/ops/abokis/:id',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Everything an operator needs to decide about an Aboki',
        params: abokiParams,
        response: { 200: abokiAnswer, ...refusals },
      },
    },
    async (request) => ok({ aboki: await reviews.view(request.params.id) }),
  );

  app.post(
    '/ops/abokis/:id/guarantor',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'What calling the guarantor found',
        params: abokiParams,
        body: guarantorCheckRequestSchema,
        response: { 200: abokiAnswer, ...decisions },
      },
    },
    async (request) =>
      ok({
        aboki: await reviews.recordGuarantor(
          request.params.id,
          request.body,
          memberOf(request),
          actorOf(request),
        ),
      }),
  );

  app.post(
    '/ops/abokis/:id/approve',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Approve: needs the guarantor confirmed and a matching ID check (or a written override)',
        params: abokiParams,
        body: approveAbokiRequestSchema,
        response: { 200: abokiAnswer, ...decisions },
      },
    },
    async (request) =>
      ok({ aboki: await reviews.approve(request.params.id, request.body.override, actorOf(request)) }),
  );

  const withReason = (
    path: string,
    summary: string,
    act: (id: string, reason: string, actor: Actor) => ReturnType<ReviewService['reject']>,
  ) =>
    app.post(
      `/ops/abokis/:id/${path}`,
      {
        onRequest: unlockedStaff,
        schema: {
          ...common,
          summary,
          params: abokiParams,
          body: reasonRequestSchema,
          response: { 200: abokiAnswer, ...decisions },
        },
      },
      async (request) => ok({ aboki: await act(request.params.id, request.body.reason, actorOf(request)) }),
    );
  withReason('reject', 'Send back to the agent with what to fix', reviews.reject);
  withReason('suspend', 'Suspend: not found or booked until reinstated', reviews.suspend);
  withReason('reinstate', 'Reinstate a suspended Aboki', reviews.reinstate);

  const personAnswer = successEnvelope(z.object({ person: opsPersonSchema }));
  const personParams = z.object({ id: z.string().max(100) });

  app.get(
    '/ops/people',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'Accounts by e-mail (or its start), phone number or a job reference',
        querystring: peopleQuerySchema,
        response: { 200: successEnvelope(peopleAnswerSchema), 400: errorEnvelope, ...refusals },
      },
    },
    async (request) => ok({ people: await people.search(request.query.q) }),
  );

  app.get(
    '/ops/people/:id',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'An account, its open and latest jobs, its Abokis and its history',
        params: personParams,
        response: { 200: personAnswer, ...refusals },
      },
    },
    async (request) => ok({ person: await people.view(request.params.id) }),
  );

  for (const [path, summary, act] of [
    [
      'suspend',
      'Suspend: every session ends, sign-in says why; open jobs are listed',
      (id: string, reason: string, actor: Actor) => people.suspend(id, reason, actor),
    ],
    [
      'reinstate',
      'Reinstate a suspended account',
      (id: string, reason: string, actor: Actor) => people.reinstate(id, reason, actor),
    ],
  ] as const) {
    app.post(
      `/ops/people/:id/${path}`,
      {
        onRequest: unlockedStaff,
        schema: {
          ...common,
          summary,
          params: personParams,
          body: reasonRequestSchema,
          response: { 200: personAnswer, ...decisions },
        },
      },
      async (request) => ok({ person: await act(request.params.id, request.body.reason, actorOf(request)) }),
    );
  }

  app.get(
    '/ops/jobs/:reference',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'A job with its whole timeline, payments, refunds and staff actions',
        params: z.object({ reference: z.string().max(20) }),
        response: { 200: successEnvelope(z.object({ job: opsJobSchema })), ...refusals },
      },
    },
    async (request) => ok({ job: await people.job(request.params.reference) }),
  );

  app.get(
    '/ops/audit',
    {
      onRequest: unlockedStaff,
      schema: {
        ...common,
        summary: 'The audit log, newest first',
        querystring: auditQuerySchema,
        response: { 200: successEnvelope(auditAnswerSchema), 400: errorEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { cursor, since, ...filters } = request.query;
      return ok(await listAudit(db, { ...filters, since: sinceOf(since, now()) }, cursor, AUDIT_PAGE_SIZE));
    },
  );
};
