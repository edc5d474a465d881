// Lighthouse runs that count: a run whose result is broken is retried instead of spoiling the
// median. Debian's Chromium now and then hands Lighthouse a trace it cannot read (`lhr.runtimeError`,
// e.g. NO_NAVSTART, with a null performance score and no metrics); such a run measured nothing.

/** Retries per page, on top of the runs asked for. */
export const EXTRA_ATTEMPTS = 3;

/** The audits bench/page.mjs reads; a run without a number for any of them measured nothing. */
export const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** Why a Lighthouse result cannot be counted ({ code, message }), or null when it can. */
export function problemOf(lhr) {
  if (!lhr) return { code: 'NO_RESULT', message: 'Lighthouse returned no result' };
  if (lhr.runtimeError) return { code: lhr.runtimeError.code, message: lhr.runtimeError.message };
  if (typeof lhr.categories?.performance?.score !== 'number') {
    return { code: 'NO_SCORE', message: 'the performance score is null' };
  }
  const missing = METRICS.filter((id) => !Number.isFinite(lhr.audits?.[id]?.numericValue));
  if (missing.length > 0) {
    const reason = lhr.audits?.[missing[0]]?.errorMessage;
    return { code: 'NO_METRIC', message: `no value for ${missing.join(', ')}${reason ? `: ${reason}` : ''}` };
  }
  return null;
}

/**
 * Calls `attempt` (one Lighthouse run, resolving with its lhr) until `count` results can be counted,
 * at most `count + extraAttempts` times, saying on stderr why each failed one is not counted. Resolves
 * with the counted results and the failures; rejects when no attempt gave a result that counts.
 */
export async function countedRuns(
  label,
  count,
  attempt,
  { extraAttempts = EXTRA_ATTEMPTS, log = (line) => process.stderr.write(`${line}\n`) } = {},
) {
  const results = [];
  const failures = [];
  const limit = count + extraAttempts;
  let attempts = 0;
  while (results.length < count && attempts < limit) {
    attempts += 1;
    let problem;
    try {
      const lhr = await attempt();
      problem = problemOf(lhr);
      if (!problem) {
        results.push(lhr);
        continue;
      }
    } catch (error) {
      // Lighthouse's own errors carry a code (PROTOCOL_TIMEOUT, …); anything else is named by its message.
      problem = { code: error?.code ?? error?.name ?? 'ERROR', message: error?.message ?? String(error) };
    }
    failures.push(problem);
    const left = limit - attempts;
    log(
      `${label}: Lighthouse attempt ${attempts} failed (${problem.code}: ${problem.message}); ${
        left > 0 ? `retrying (at most ${left} more attempt${left === 1 ? '' : 's'})` : 'no attempt left'
      }`,
    );
  }
  if (results.length === 0) {
    throw new Error(
      `${label}: no valid Lighthouse run in ${attempts} attempts (${failures.map((failure) => failure.code).join(', ')})`,
    );
  }
  if (results.length < count) {
    log(`${label}: only ${results.length} of ${count} Lighthouse runs valid; the median is of those`);
  }
  return { results, failures };
}
