import { expiresAt, isContactWindowOpen } from 'shared/job-rules';
import { addDays, isoWeekdayOfLagosDate, lagosInstant, lagosToday, toLagosIso } from 'shared/lagos-time';
import {
  AGENT_BOARD_LIST_SIZE,
  AGENT_BOARD_REFUND_CHECKS,
  type AbokiListItem,
  type AgentBoardJob,
  type AgentDashboard,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { jobListItemOf, moveViewOf, paymentViewOf } from '../jobs/jobs-module.js';
import {
  listMoves,
  listRecentlyClosed,
  listRequests,
  listToday,
  listUpcoming,
  sumCompleted,
  type BoardJobRow,
} from './agent-dashboard-repository.js';

/**
 * The Lagos instants the board is cut at: tomorrow's midnight (today's jobs start before it), and
 * Monday's and the 1st's midnights (earnings count from them). Lagos dates, never UTC ones.
 */
function boardClock(now: Date) {
  const today = lagosToday(now);
  const monday = addDays(today, 1 - isoWeekdayOfLagosDate(today));
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  return {
    tomorrow: lagosInstant(addDays(today, 1), '00:00'),
    week: lagosInstant(monday, '00:00'),
    month: lagosInstant(firstOfMonth, '00:00'),
  };
}

function boardJobOf(row: BoardJobRow, now: Date): AgentBoardJob {
  return {
    ...jobListItemOf(row),
    // The User's number only inside the job's contact window (issue 27, tap to call).
    customer: {
      name: row.customerName,
      phoneNumber: isContactWindowOpen(row, now) ? row.customerPhone : null,
    },
    address: row.address,
    landmark: row.landmark,
    notes: row.notes,
    expiresAt: row.status === 'REQUESTED' ? toLagosIso(expiresAt(row)) : null,
    startLockedUntil:
      row.startLockedUntil && row.startLockedUntil > now ? toLagosIso(row.startLockedUntil) : null,
    refunds: paymentViewOf(row).refunds,
  };
}

export interface AgentDashboardServiceOptions {
  db: Db;
  /** The booking clock, the one the tabs and the lifecycle read; tests set it. */
  now: () => Date;
  /** GET /api/v1/abokis/mine's first page, as that route answers it (the Abokis' service). */
  firstAbokisPage: (agentId: string) => Promise<{ abokis: AbokiListItem[]; nextCursor: string | null }>;
}

export function createAgentDashboardService({ db, now, firstAbokisPage }: AgentDashboardServiceOptions) {
  return {
    /**
     * Everything the dashboard paints first: the jobs and earnings read in one snapshot (a job is in
     * exactly one list, whatever changes meanwhile), each list bounded; then the Abokis' first page.
     */
    async load(agentId: string): Promise<AgentDashboard> {
      const clock = now();
      const cut = boardClock(clock);
      const lists = await db.transaction(
        async (tx) => ({
          requests: await listRequests(tx, agentId, clock, AGENT_BOARD_LIST_SIZE),
          moves: await listMoves(tx, agentId, clock, AGENT_BOARD_LIST_SIZE),
          today: await listToday(tx, agentId, cut.tomorrow, AGENT_BOARD_LIST_SIZE),
          upcoming: await listUpcoming(tx, agentId, clock, cut.tomorrow, AGENT_BOARD_LIST_SIZE),
          closed: await listRecentlyClosed(tx, agentId, AGENT_BOARD_REFUND_CHECKS),
          earnings: await sumCompleted(tx, agentId, cut),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const abokis = await firstAbokisPage(agentId);
      return {
        requests: lists.requests.map((row) => boardJobOf(row, clock)),
        moves: lists.moves.map((row) => ({ ...boardJobOf(row, clock), move: moveViewOf(row.move) })),
        today: lists.today.map((row) => boardJobOf(row, clock)),
        upcoming: lists.upcoming.map(jobListItemOf),
        // Any refund that failed, the paying payment's own included (its job then reads PAID again).
        failedRefunds: lists.closed
          .filter((row) => row.refunds.some((refund) => refund.status === 'FAILED'))
          .map((row) => boardJobOf(row, clock)),
        earnings: lists.earnings,
        abokis: abokis.abokis,
        abokisNextCursor: abokis.nextCursor,
      };
    },
  };
}

export type AgentDashboardService = ReturnType<typeof createAgentDashboardService>;
