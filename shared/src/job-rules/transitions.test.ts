import { readFileSync } from 'node:fs';
import { MINUTE_MS } from '../lagos-time.js';
import { JOB_ACTORS, JOB_STATUSES, type JobActor, type JobStatus } from '../schemas/job.js';
import { expiresAt } from './fees.js';
import { NO_SHOW_AFTER_MINUTES, START_LAPSES_AFTER_HOURS, START_OPENS_BEFORE_MINUTES } from './numbers.js';
import { canAct, JOB_TRANSITIONS, transitionTableMarkdown, type TransitionAction } from './transitions.js';

const ACTIONS: TransitionAction[] = [
  'accept',
  'decline',
  'start',
  'complete',
  'cancel',
  'no-show',
  'expire',
  'paid',
  'pay-cash',
  'expire-unpaid',
];

const CREATED = new Date('2026-03-02T08:00:00.000Z');
const START = new Date('2026-03-04T10:00:00.000Z');
const job = (status: JobStatus) => ({ status, createdAt: CREATED, startsAt: START });
const minutesFromStart = (minutes: number) => new Date(START.getTime() + minutes * MINUTE_MS);

describe('the job transition table', () => {
  it('moves jobs exactly as the product’s lifecycle says (pinned here, not read from the table)', () => {
    const moves = JOB_TRANSITIONS.map(
      (rule) => `${rule.action} by ${rule.actor}: ${rule.from.join('|')} → ${rule.to} [${rule.gate ?? '-'}]`,
    );
    expect(moves).toEqual([
      'accept by AGENT: REQUESTED → ACCEPTED [UNEXPIRED]',
      'decline by AGENT: REQUESTED → DECLINED [-]',
      'expire by SYSTEM: REQUESTED → EXPIRED [-]',
      'start by AGENT: ACCEPTED → IN_PROGRESS [START_WINDOW]',
      'complete by AGENT: IN_PROGRESS → COMPLETED [-]',
      'cancel by USER: REQUESTED|ACCEPTED → CANCELLED_BY_USER [-]',
      'cancel by AGENT: REQUESTED|ACCEPTED → CANCELLED_BY_AGENT [-]',
      'no-show by AGENT: ACCEPTED → NO_SHOW_USER [NO_SHOW_WINDOW]',
      'no-show by USER: ACCEPTED → NO_SHOW_ABOKI [NO_SHOW_WINDOW]',
      'lapse by SYSTEM: ACCEPTED → NO_SHOW_ABOKI [-]',
      'paid by SYSTEM: AWAITING_PAYMENT → REQUESTED [-]',
      'pay-cash by USER: AWAITING_PAYMENT → REQUESTED [-]',
      'expire-unpaid by SYSTEM: AWAITING_PAYMENT → EXPIRED [-]',
    ]);
    // A job that ends with money paid gives it back; only an agent's fault strikes the Aboki.
    const withEffect = (effect: string) =>
      JOB_TRANSITIONS.filter((rule) => rule.effects.includes(effect as never)).map((rule) => rule.to);
    expect(withEffect('REFUND')).toEqual([
      'DECLINED',
      'EXPIRED',
      'CANCELLED_BY_USER',
      'CANCELLED_BY_AGENT',
      'NO_SHOW_USER',
      'NO_SHOW_ABOKI',
      // …and the one the sweeper closes as the Aboki's no-show when it was never started.
      'NO_SHOW_ABOKI',
    ]);
    expect(withEffect('STRIKE')).toEqual(['CANCELLED_BY_AGENT', 'NO_SHOW_ABOKI', 'NO_SHOW_ABOKI']);
  });

  it('has at most one row per action and actor, and never moves a job to where it is', () => {
    const keys = JOB_TRANSITIONS.map((rule) => `${rule.action}/${rule.actor}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const rule of JOB_TRANSITIONS) expect(rule.from).not.toContain(rule.to);
  });

  it('decides every status × action × actor exactly as its rows say, when no gate is in the way', () => {
    // A time when every gate is open: after the no-show window opened, before nothing closes
    // (the request's expiry is the one gate that closes; it is checked below).
    const open = minutesFromStart(NO_SHOW_AFTER_MINUTES);
    let checked = 0;
    for (const status of JOB_STATUSES) {
      for (const action of ACTIONS) {
        for (const actor of JOB_ACTORS) {
          const row = JOB_TRANSITIONS.find(
            (rule) => rule.action === action && rule.actor === actor && rule.from.includes(status),
          );
          const decision = canAct(job(status), action, actor, row?.gate === 'UNEXPIRED' ? CREATED : open);
          expect({ status, action, actor, allowed: decision.allowed }).toEqual({
            status,
            action,
            actor,
            allowed: row !== undefined,
          });
          if (decision.allowed) expect(decision.transition).toBe(row);
          else expect(decision.reason).toBe('NOT_ALLOWED');
          checked += 1;
        }
      }
    }
    expect(checked).toBe(JOB_STATUSES.length * ACTIONS.length * JOB_ACTORS.length);
  });

  it.each<[TransitionAction, JobActor, JobStatus, number]>([
    ['start', 'AGENT', 'ACCEPTED', -START_OPENS_BEFORE_MINUTES],
    ['no-show', 'AGENT', 'ACCEPTED', NO_SHOW_AFTER_MINUTES],
    ['no-show', 'USER', 'ACCEPTED', NO_SHOW_AFTER_MINUTES],
  ])(
    '%s by %s opens exactly at %i minutes from the start, and is too early a minute before',
    (action, actor, status, at) => {
      expect(canAct(job(status), action, actor, minutesFromStart(at))).toMatchObject({ allowed: true });
      expect(canAct(job(status), action, actor, minutesFromStart(at - 1))).toEqual({
        allowed: false,
        reason: 'TOO_EARLY',
        transition: expect.objectContaining({ action, actor }),
      });
    },
  );

  it('lets an agent accept only before the request expires, and past it there is nothing to accept', () => {
    const expiry = expiresAt(job('REQUESTED'));
    const before = new Date(expiry.getTime() - 1);
    expect(canAct(job('REQUESTED'), 'accept', 'AGENT', before)).toMatchObject({ allowed: true });
    expect(canAct(job('REQUESTED'), 'accept', 'AGENT', expiry)).toMatchObject({
      allowed: false,
      reason: 'NOT_ALLOWED',
    });
  });

  it('decides the start and no-show gates for a list row without its request time; accepting needs it', () => {
    const { createdAt: _left, ...row } = job('ACCEPTED');
    expect(canAct(row, 'start', 'AGENT', minutesFromStart(-START_OPENS_BEFORE_MINUTES))).toMatchObject({
      allowed: true,
    });
    expect(canAct(row, 'no-show', 'AGENT', minutesFromStart(NO_SHOW_AFTER_MINUTES - 1))).toMatchObject({
      allowed: false,
      reason: 'TOO_EARLY',
    });
    // Before the expiry, a request with its time may be accepted; without it, the page cannot tell.
    const before = new Date(expiresAt(job('REQUESTED')).getTime() - 1);
    expect(canAct(job('REQUESTED'), 'accept', 'AGENT', before)).toMatchObject({ allowed: true });
    const { createdAt: _unknown, ...request } = job('REQUESTED');
    expect(canAct(request, 'accept', 'AGENT', before)).toMatchObject({
      allowed: false,
      reason: 'NOT_ALLOWED',
    });
  });

  it('shuts the start for good 3 hours after the start: the code dies, and the sweeper closes the job', () => {
    expect(START_LAPSES_AFTER_HOURS).toBe(3);
    const accepted = job('ACCEPTED');
    const lapse = START_LAPSES_AFTER_HOURS * 60;
    expect(canAct(accepted, 'start', 'AGENT', minutesFromStart(lapse - 1))).toMatchObject({ allowed: true });
    expect(canAct(accepted, 'start', 'AGENT', minutesFromStart(lapse))).toMatchObject({
      allowed: false,
      reason: 'NOT_ALLOWED',
    });
    expect(canAct(accepted, 'lapse', 'SYSTEM', minutesFromStart(lapse))).toMatchObject({
      allowed: true,
      transition: { to: 'NO_SHOW_ABOKI', effects: ['EMAIL_OTHER_SIDE', 'REFUND', 'STRIKE'] },
    });
  });

  it('writes its rule texts from the numbers, and the README prints exactly this table', () => {
    const cancel = JOB_TRANSITIONS.find((rule) => rule.action === 'cancel' && rule.actor === 'USER')!;
    expect(cancel.rule).toBe(
      'free before acceptance, within 5 min of booking or ≥ 24 h before; then 20 % (≥ ₦1,000); under 2 h 50 % (≥ ₦2,000)',
    );
    // Prettier pads the README's cells; the cells themselves must be the table's, row for row.
    const cells = (markdown: string) =>
      markdown
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
        .map((line) =>
          line
            .slice(1, -1)
            .split('|')
            .map((cell) => cell.trim()),
        );
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('| Action ');
    const table = readme.slice(start, readme.indexOf('\n\n', start));
    expect(cells(table)).toEqual(cells(transitionTableMarkdown()));
  });
});
