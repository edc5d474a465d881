import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, ok, successEnvelope } from '../lib/envelope.js';

// The e2e suite's clock (docs/decisions/0028-e2e-clock.md). With TEST_CLOCK=true (refused in
// production) the booking and lifecycle rules read this clock instead of the wall clock, and
// /api/test/clock moves it: the journeys can reach "30 min before the start" without waiting.
// Without the setting neither the clock nor the route exists.

/** The wall clock shifted by an offset; time keeps flowing, the offset is what a test sets. */
export interface TestClock {
  now: () => Date;
  /** Moves the clock so that it reads `at` now; answers the offset from the wall clock. */
  set: (at: Date) => number;
  /** Back to the wall clock. */
  reset: () => void;
  offsetMs: () => number;
}

export function createTestClock(wallClock: () => number = Date.now): TestClock {
  let offset = 0;
  return {
    now: () => new Date(wallClock() + offset),
    set: (at) => {
      offset = at.getTime() - wallClock();
      return offset;
    },
    reset: () => {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}

const clockAnswer = z.object({ now: z.string(), offsetMs: z.number().int() });

/**
 * GET/PUT/DELETE /api/test/clock, and POST /api/test/sweep (the sweeper's run now, at the moved
 * clock: expiries, releases, Friday's payouts) so a journey need not wait for its timer; registered
 * only when TEST_CLOCK=true.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{
  clock: TestClock;
  sweep: () => Promise<unknown>;
}> = async (app, { clock, sweep }) => {
  const tags = ['test'];
  const answer = () => ok({ now: clock.now().toISOString(), offsetMs: Math.round(clock.offsetMs()) });
  const response = { 200: successEnvelope(clockAnswer), 400: errorEnvelope };

  app.get(
    '/clock',
    { schema: { tags, summary: 'TEST_CLOCK only: what the booking clock reads', response } },
    async () => answer(),
  );

  app.put(
    '/clock',
    {
      schema: {
        tags,
        summary: 'TEST_CLOCK only: moves the booking clock to `now` (it keeps running from there)',
        body: z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
        response,
      },
    },
    async (request) => {
      clock.set(new Date(request.body.now));
      return answer();
    },
  );

  app.post(
    '/sweep',
    { schema: { tags, summary: 'TEST_CLOCK only: runs the sweeper now, at the booking clock', response } },
    async () => {
      await sweep();
      return answer();
    },
  );

  app.delete(
    '/clock',
    { schema: { tags, summary: 'TEST_CLOCK only: back to the wall clock', response } },
    async () => {
      clock.reset();
      return answer();
    },
  );
};
