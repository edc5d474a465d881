import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

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
  const { rows } = await tx.execute(sql`
    INSERT INTO reviews (job_id, aboki_id, user_id, rating, comment, created_at)
    VALUES (${review.jobId}, ${review.abokiId}, ${review.userId}, ${review.rating}, ${review.comment},
            ${review.now.toISOString()}::timestamptz)
    ON CONFLICT (job_id) DO NOTHING
    RETURNING id`);
  if (rows.length === 0) return false;
  await tx.execute(sql`
    UPDATE abokis SET rating_sum = rating_sum + ${review.rating}, rating_count = rating_count + 1
    WHERE id = ${review.abokiId}`);
  await tx.execute(sql`
    INSERT INTO platform_ratings (id, rating_sum, rating_count) VALUES (true, ${review.rating}, 1)
    ON CONFLICT (id) DO UPDATE SET rating_sum = platform_ratings.rating_sum + EXCLUDED.rating_sum,
                                   rating_count = platform_ratings.rating_count + 1`);
  return true;
}

/** The platform's mean rating (the Bayesian prior), from its one-row totals; null before any review. */
export const PLATFORM_MEAN_SQL = sql`(SELECT rating_sum::float8 / nullif(rating_count, 0) FROM platform_ratings)`;

export async function platformMean(db: Executor): Promise<number | null> {
  const { rows } = await db.execute<{ mean: number | null }>(sql`SELECT ${PLATFORM_MEAN_SQL} AS mean`);
  return rows[0]?.mean ?? null;
}

export async function abokiTotals(
  db: Executor,
  abokiId: string,
): Promise<{ sum: number; count: number; status: string } | undefined> {
  const { rows } = await db.execute<{ rating_sum: number; rating_count: number; status: string }>(
    sql`SELECT rating_sum, rating_count, status FROM abokis WHERE id = ${abokiId}`,
  );
  const row = rows[0];
  return row && { sum: row.rating_sum, count: row.rating_count, status: row.status };
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
  const { rows } = await db.execute<{
    id: string;
    rating: number;
    comment: string | null;
    name: string;
    created_at: string | Date;
  }>(sql`
    SELECT r.id, r.rating, r.comment, u.name, r.created_at
    FROM reviews r JOIN users u ON u.id = r.user_id
    WHERE r.aboki_id = ${abokiId}
      ${after ? sql`AND (r.created_at, r.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit + 1}`);
  return {
    rows: rows.slice(0, limit).map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      reviewerName: row.name,
      createdAt: new Date(row.created_at),
    })),
    hasMore: rows.length > limit,
  };
}
