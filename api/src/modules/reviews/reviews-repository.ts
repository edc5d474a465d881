import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { abokis, platformRatings, reviews, users } from '../../db/schema.js';

// Reviews: one per completed job, and the Aboki's rating sum and count kept in the same
// transaction (the rating is read from them, never recomputed by scanning the reviews).

/** Inserts the review unless the job has one (then false), and adds it to the Aboki's totals. */
export async function insertReview(
  tx: Executor,
  review: {
    jobId: string;
    abokiId: string;
    userId: string;
    rating: number;
    comment: string | null;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(reviews)
    .values({
      jobId: review.jobId,
      abokiId: review.abokiId,
      userId: review.userId,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.now,
    })
    .onConflictDoNothing({ target: reviews.jobId })
    .returning({ id: reviews.id });
  if (inserted.length === 0) return false;
  await tx
    .update(abokis)
    .set({
      ratingSum: sql`${abokis.ratingSum} + ${review.rating}`,
      ratingCount: sql`${abokis.ratingCount} + 1`,
    })
    .where(eq(abokis.id, review.abokiId));
  await tx
    .insert(platformRatings)
    .values({ id: true, ratingSum: review.rating, ratingCount: 1 })
    .onConflictDoUpdate({
      target: platformRatings.id,
      set: {
        ratingSum: sql`${platformRatings.ratingSum} + excluded.rating_sum`,
        ratingCount: sql`${platformRatings.ratingCount} + 1`,
      },
    });
  return true;
}

export async function abokiTotals(
  db: Executor,
  abokiId: string,
): Promise<{ sum: number; count: number; status: string } | undefined> {
  const [row] = await db
    .select({ sum: abokis.ratingSum, count: abokis.ratingCount, status: abokis.status })
    .from(abokis)
    .where(eq(abokis.id, abokiId));
  return row;
}

export interface ReviewRow {
  id: string;
  rating: number;
  comment: string | null;
  reviewerName: string;
  createdAt: Date;
}

/** An Aboki's reviews, newest first, keyset on (created_at, id). */
export async function listReviews(
  db: Executor,
  abokiId: string,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
): Promise<{ rows: ReviewRow[]; hasMore: boolean }> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reviewerName: users.name,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.abokiId, abokiId),
        after
          ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
