import { DAY_MS } from 'shared/lagos-time';
import { REVIEW_WINDOW_DAYS, REVIEWS_PAGE_SIZE } from 'shared/job-rules';
import {
  BOOKING_MESSAGES,
  JOB_MESSAGES,
  type AccountUser,
  type ReviewInput,
  type ReviewView,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { decodeTimeIdCursor, encodeCursor } from '../../lib/keyset-cursor.js';
import { isUuid } from '../../lib/uuid.js';
import { ratingOf } from '../abokis/abokis-module.js';
import { findJobByReference, REFERENCE_PATTERN } from '../jobs/jobs-module.js';
import { abokiTotals, insertReview, listReviews } from './reviews-repository.js';

/** "Tolu Adeyemi" → "Tolu A.": a review names its author without identifying them. */
export function reviewerName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function createReviewsService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** Once per job, by its User, on a COMPLETED job within REVIEW_WINDOW_DAYS of completion. */
    async review(viewer: AccountUser, reference: string, input: ReviewInput) {
      if (!REFERENCE_PATTERN.test(reference)) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);
      const job = await findJobByReference(db, reference);
      if (!job || (job.userId !== viewer.id && job.agentId !== viewer.id)) {
        throw new AppError('NOT_FOUND', BOOKING_MESSAGES.jobNotFound);
      }
      if (job.userId !== viewer.id) throw new AppError('FORBIDDEN', JOB_MESSAGES.reviewNotAllowed);
      if (job.review) throw new AppError('ALREADY_REVIEWED', JOB_MESSAGES.reviewExists);
      const clock = now();
      if (
        job.status !== 'COMPLETED' ||
        !job.completedAt ||
        clock.getTime() - job.completedAt.getTime() > REVIEW_WINDOW_DAYS * DAY_MS
      ) {
        throw new AppError('NOT_REVIEWABLE', JOB_MESSAGES.reviewNotAllowed);
      }
      const inserted = await db.transaction((tx) =>
        insertReview(tx, {
          jobId: job.id,
          abokiId: job.abokiId,
          userId: viewer.id,
          rating: input.rating,
          comment: input.comment ?? null,
          now: clock,
        }),
      );
      // A concurrent second review of the same job lost the unique constraint's race.
      if (!inserted) throw new AppError('ALREADY_REVIEWED', JOB_MESSAGES.reviewExists);
      return {
        review: { rating: input.rating, comment: input.comment ?? null, createdAt: clock.toISOString() },
        rating: await this.rating(job.abokiId),
      };
    },

    /** The Aboki's rating: Bayesian average with the platform mean (weight 5), and the count. */
    async rating(abokiId: string): Promise<{ average: number | null; count: number }> {
      const totals = await abokiTotals(db, abokiId);
      return totals ? ratingOf(db, totals) : { average: null, count: 0 };
    },

    async list(
      abokiId: string,
      cursor: string | undefined,
    ): Promise<{
      reviews: ReviewView[];
      nextCursor: string | null;
      rating: { average: number | null; count: number };
    }> {
      const totals = isUuid(abokiId) ? await abokiTotals(db, abokiId) : undefined;
      // Drafts are no one's business; a paused Aboki's reviews stay readable.
      if (!totals || totals.status === 'DRAFT')
        throw new AppError('NOT_FOUND', BOOKING_MESSAGES.abokiNotFound);
      const page = await listReviews(
        db,
        abokiId,
        cursor ? decodeTimeIdCursor(cursor, 'createdAt') : undefined,
        REVIEWS_PAGE_SIZE,
      );
      const last = page.rows.at(-1);
      return {
        reviews: page.rows.map((row) => ({
          rating: row.rating,
          comment: row.comment,
          reviewerName: reviewerName(row.reviewerName),
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: page.hasMore && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
        rating: await this.rating(abokiId),
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
