import type { Database } from '../db/client.js';
import { opsCommand } from '../modules/ops/ops-command.js';
import { totpCode, totpStepAt } from '../modules/ops/ops-module.js';
import type { createKit } from './booking-kit.js';

// Staff for the suites that need the console (issue 25): granted by the real command line, enrolled
// in an authenticator and unlocked through the API, as a person would.

export const CLI_ACTOR = { id: null, label: 'cli:test', requestId: null };

export function createStaffKit(
  ctx: { database: Database; clock: { now: Date } },
  kit: Pick<ReturnType<typeof createKit>, 'account' | 'call'>,
) {
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await opsCommand(
      args,
      { db: ctx.database.db, actor: CLI_ACTOR, now: () => ctx.clock.now },
      (line) => lines.push(line),
    );
    return { code, out: lines.join('\n') };
  };

  /** The code an authenticator app shows at the test clock's time (`steps` later or earlier). */
  const codeAt = (secret: string, steps = 0) => totpCode(secret, totpStepAt(ctx.clock.now) + steps);
  const tick = (ms: number) => {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
  };

  /** A staff member granted by the CLI, enrolled and unlocked through the API: their token and secret. */
  async function operator(role: 'OPERATOR' | 'ADMIN' = 'OPERATOR') {
    const person = await kit.account('USER');
    expect((await cli('grant', person.email, '--role', role)).code).toBe(0);
    const enrolled = await kit.call('POST', '/api/v1/ops/totp/enrol', undefined, person.token);
    expect(enrolled.statusCode).toBe(200);
    const { secret } = enrolled.json().data.enrolment as { secret: string };
    const verified = await kit.call(
      'POST',
      '/api/v1/ops/totp/verify',
      { code: codeAt(secret) },
      person.token,
    );
    expect(verified.statusCode).toBe(200);
    // The next code is a new step: tests that verify again move on first.
    tick(30_000);
    return { ...person, secret };
  }

  return { cli, codeAt, tick, operator };
}
