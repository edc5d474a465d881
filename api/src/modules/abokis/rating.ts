import { sql } from 'drizzle-orm';
import { bayesianRating } from 'shared/job-rules';
import type { Executor } from '../../db/client.js';

// An Aboki's rating as every page shows it (its own page, the reviews list, search), from stored
// totals: the Abokis' ratingSum and ratingCount, and the platform's one-row total (decision 0021).

/** The platform's mean rating (the Bayesian prior), from its one-row totals; null before any review. */
const PLATFORM_MEAN_SQL = sql`(SELECT rating_sum::float8 / nullif(rating_count, 0) FROM platform_ratings)`;

export async function platformMean(db: Executor): Promise<number | null> {
  // Raw: the same subquery the search embeds in its ranking (PLATFORM_MEAN_SQL), read on its own.
  const { rows } = await db.execute<{ mean: number | null }>(sql`SELECT ${PLATFORM_MEAN_SQL} AS mean`);
  return rows[0]?.mean ?? null;
}
/**
 * An Aboki's rating from its stored totals: the Bayesian average with the platform mean (weight 5),
 * and the count. The Aboki's own page and the reviews list use it; search applies the same formula
 * to a page of rows with one read of the mean. "New" (under 3 reviews) is the browser's wording.
 */
export async function ratingOf(
  db: Executor,
  totals: { sum: number; count: number },
): Promise<{ average: number | null; count: number }> {
  if (totals.count === 0) return { average: null, count: 0 };
  const mean = (await platformMean(db)) ?? 0;
  return { average: bayesianRating(totals.sum, totals.count, mean), count: totals.count };
}
