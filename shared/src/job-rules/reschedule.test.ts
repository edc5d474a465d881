import { readFileSync } from 'node:fs';
import { HOUR_MS, MINUTE_MS } from '../lagos-time.js';
import { cancellationFee } from './fees.js';
import { CANCEL_GRACE_MINUTES, EXPIRE_AFTER_HOURS, RESCHEDULE_FREE_HOURS } from './numbers.js';
import {
  canAskMove,
  JOB_MOVES,
  moveFee,
  moveFeeText,
  moveLapsesAt,
  moveTableMarkdown,
} from './reschedule.js';

const CREATED = new Date('2026-03-02T08:00:00.000Z');
const START = new Date('2026-03-04T10:00:00.000Z');
const accepted = { status: 'ACCEPTED', startsAt: START, createdAt: CREATED, priceKobo: 1_800_000 };
const hoursBefore = (hours: number) => new Date(START.getTime() - hours * HOUR_MS);

describe('moving a booking (issue 22, item 7)', () => {
  it('asks move through their own small table: the User asks and withdraws, the agent answers, the sweeper lapses', () => {
    expect(
      JOB_MOVES.map((rule) => `${rule.action} by ${rule.actor}: ${rule.from ?? '-'} → ${rule.to}`),
    ).toEqual([
      'ask by USER: - → PENDING',
      'withdraw by USER: PENDING → WITHDRAWN',
      'accept by AGENT: PENDING → ACCEPTED',
      'decline by AGENT: PENDING → DECLINED',
      'lapse by SYSTEM: PENDING → LAPSED',
    ]);
  });

  it('is free from RESCHEDULE_FREE_HOURS before the start; later it costs what cancelling would then', () => {
    expect(moveFee(accepted, hoursBefore(RESCHEDULE_FREE_HOURS))).toEqual({ feeKobo: 0, rule: 'FREE' });
    for (const hours of [RESCHEDULE_FREE_HOURS - 0.5, 10, 2, 1.5]) {
      const at = hoursBefore(hours);
      const cancelling = cancellationFee(accepted, at, 'USER');
      expect({ hours, quote: moveFee(accepted, at) }).toEqual({
        hours,
        quote: { feeKobo: cancelling.feeKobo, rule: cancelling.rule },
      });
    }
    // 20 % of ₦18,000 under a day before; 50 % in the last 2 hours.
    expect(moveFee(accepted, hoursBefore(10))).toEqual({ feeKobo: 360_000, rule: 'LATE' });
    expect(moveFee(accepted, hoursBefore(1.5))).toEqual({ feeKobo: 900_000, rule: 'VERY_LATE' });
    // Free, as cancelling is, before the agent accepts and just after booking.
    expect(moveFee({ ...accepted, status: 'REQUESTED' }, hoursBefore(3))).toEqual({
      feeKobo: 0,
      rule: 'FREE',
    });
    const justBooked = { ...accepted, createdAt: hoursBefore(5) };
    expect(
      moveFee(justBooked, new Date(hoursBefore(5).getTime() + CANCEL_GRACE_MINUTES * MINUTE_MS)),
    ).toEqual({
      feeKobo: 0,
      rule: 'FREE',
    });
    // A card payment never lowers the fee: a move keeps the money where it is.
    expect(moveFee({ ...accepted, paidKobo: 1_800_000 }, hoursBefore(10)).feeKobo).toBe(360_000);
  });

  it('says the quote in plain words before asking', () => {
    expect(moveFeeText({ feeKobo: 0, rule: 'FREE' })).toBe('Moving now is free.');
    expect(moveFeeText({ feeKobo: 300_000, rule: 'LATE' })).toBe(
      'Moving now costs ₦3,000, as cancelling would.',
    );
  });

  it('lapses unanswered like a request: 12 h after asking or an hour before the earlier start', () => {
    const asked = hoursBefore(48);
    expect(
      moveLapsesAt({
        askedAt: asked,
        startsAt: START,
        newStartsAt: new Date(START.getTime() + 24 * HOUR_MS),
      }),
    ).toEqual(new Date(asked.getTime() + EXPIRE_AFTER_HOURS * HOUR_MS));
    // Moving earlier: the new start comes first.
    const earlier = hoursBefore(6);
    expect(moveLapsesAt({ askedAt: hoursBefore(8), startsAt: START, newStartsAt: earlier })).toEqual(
      new Date(earlier.getTime() - HOUR_MS),
    );
  });

  it('lets a request or accepted job be asked to move until an hour before its start', () => {
    expect(canAskMove(accepted, hoursBefore(1.01))).toBe(true);
    expect(canAskMove(accepted, hoursBefore(1))).toBe(false);
    expect(canAskMove({ ...accepted, status: 'REQUESTED' }, hoursBefore(30))).toBe(true);
    for (const status of ['AWAITING_PAYMENT', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED_BY_USER'] as const) {
      expect({ status, may: canAskMove({ ...accepted, status }, hoursBefore(30)) }).toEqual({
        status,
        may: false,
      });
    }
  });

  it('writes its rule texts from the numbers, and the README prints exactly this table', () => {
    expect(JOB_MOVES[0]!.rule).toContain(`free ≥ ${RESCHEDULE_FREE_HOURS} h before the start`);
    const cells = (markdown: string) =>
      markdown
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
        .map((line) =>
          line
            .slice(1, -1)
            .split(/(?<!\\)\|/)
            .map((cell) => cell.trim()),
        );
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('| Move ');
    expect(start).toBeGreaterThan(-1);
    const table = readme.slice(start, readme.indexOf('\n\n', start));
    expect(cells(table)).toEqual(cells(moveTableMarkdown()));
  });
});
