import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JOB_MESSAGES,
  reviewListAnswerSchema,
  reviewListQuerySchema,
  reviewSchema,
  reviewViewSchema,
} from 'shared/schemas';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { sessionOf } from '../../plugins/authenticate.js';
import type { ReviewsService } from './reviews-service.js';

const tags = ['reviews'];
const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });

/** POST /jobs/:reference/review (the job's User) and GET /abokis/:id/reviews (public). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.post(
    '/jobs/:reference/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The User rates a completed job (1–5, optional comment), once, within 14 days',
        security: [{ bearerAuth: [] }],
        params: z.object({ reference: z.string().min(1).max(20) }),
        body: reviewSchema,
        response: {
          201: successEnvelope(
            z.object({ review: reviewViewSchema.omit({ reviewerName: true }), rating: ratingSchema }),
          ),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const answer = await reviews.review(sessionOf(request).user, request.params.reference, request.body);
      return reply.status(201).send(ok(answer, JOB_MESSAGES.reviewed));
    },
  );

  app.get(
    '/abokis/:id/reviews',
    {
      schema: {
        tags,
        summary: "An Aboki's reviews, newest first (keyset pagination), with the rating",
        params: z.object({ id: z.string().max(60) }),
        querystring: reviewListQuerySchema,
        response: {
          200: successEnvelope(reviewListAnswerSchema.extend({ rating: ratingSchema })),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => ok(await reviews.list(request.params.id, request.query.cursor)),
  );
};
