import { bayesianRating } from 'shared/job-rules';
import type { Executor } from '../../db/client.js';
import { platformMean } from './reviews-repository.js';

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
