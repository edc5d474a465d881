import { expiresAt } from 'shared/job-rules';
import { addDays, isoWeekdayOfLagosDate, lagosInstant, lagosToday, toLagosIso } from 'shared/lagos-time';
import {
  abokiDisplayName,
  AGENT_BOARD_LIST_SIZE,
  AGENT_BOARD_REFUND_CHECKS,
  type AgentBoardJob,
  type AgentDashboard,
  type JobListItem,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { photoUrlOf } from '../abokis/aboki-service.js';
import {
  listNewestAbokis,
  listRecentlyClosed,
  listRequests,
  listToday,
  listUpcoming,
  sumCompleted,
  type AbokiRow,
  type BoardJobRow,
} from './agent-dashboard-repository.js';

/** GET /api/v1/abokis/mine's page size: the dashboard answers that list's first page. */
export const ABOKIS_FIRST_PAGE_SIZE = 20;

/**
 * The Lagos instants the board is cut at: tomorrow's midnight (today's jobs start before it), and
 * Monday's and the 1st's midnights (earnings count from them). Lagos dates, never UTC ones.
 */
export function boardClock(now: Date) {
  const today = lagosToday(now);
  const monday = addDays(today, 1 - isoWeekdayOfLagosDate(today));
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  return {
    tomorrow: lagosInstant(addDays(today, 1), '00:00'),
    week: lagosInstant(monday, '00:00'),
    month: lagosInstant(firstOfMonth, '00:00'),
  };
}

function listItemOf(row: BoardJobRow): JobListItem {
  return {
    reference: row.reference,
    status: row.status,
    service: { slug: row.serviceSlug, name: row.serviceName, unit: row.serviceUnit },
    aboki: { id: row.abokiId, displayName: row.abokiName, photoUrl: photoUrlOf(row.abokiPhotoKey) },
    startsAt: toLagosIso(row.startsAt),
    endsAt: toLagosIso(row.endsAt),
    priceKobo: row.priceKobo,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    lga: row.lga,
    state: row.state,
  };
}

function boardJobOf(row: BoardJobRow, now: Date): AgentBoardJob {
  return {
    ...listItemOf(row),
    customer: { name: row.customerName, phoneNumber: row.customerPhone },
    address: row.address,
    landmark: row.landmark,
    expiresAt: row.status === 'REQUESTED' ? toLagosIso(expiresAt(row)) : null,
    startLockedUntil:
      row.startLockedUntil && row.startLockedUntil > now ? toLagosIso(row.startLockedUntil) : null,
    refunds: row.refunds.map((refund) => ({
      amountKobo: refund.amountKobo,
      status: refund.status,
      createdAt: toLagosIso(refund.createdAt),
      processedAt: refund.processedAt && toLagosIso(refund.processedAt),
    })),
  };
}

function abokiItemOf(row: AbokiRow) {
  return {
    id: row.id,
    status: row.status,
    displayName: abokiDisplayName(row.firstName, row.lastName),
    photoUrl: photoUrlOf(row.photoKey),
    services: row.services,
    missing: row.missing,
  };
}

/** GET /api/v1/abokis/mine's cursor after `row`: its keyset position, base64url JSON. */
const abokisCursorAfter = (row: AbokiRow) =>
  Buffer.from(JSON.stringify([row.createdAtKey, row.id])).toString('base64url');

export interface AgentDashboardServiceOptions {
  db: Db;
  /** The booking clock, the one the tabs and the lifecycle read; tests set it. */
  now: () => Date;
}

export function createAgentDashboardService({ db, now }: AgentDashboardServiceOptions) {
  return {
    /**
     * Everything the dashboard paints first, read in one snapshot (a job is in exactly one list,
     * whatever changes meanwhile), each list bounded.
     */
    async load(agentId: string): Promise<AgentDashboard> {
      const clock = now();
      const cut = boardClock(clock);
      const lists = await db.transaction(
        async (tx) => ({
          requests: await listRequests(tx, agentId, clock, AGENT_BOARD_LIST_SIZE),
          today: await listToday(tx, agentId, cut.tomorrow, AGENT_BOARD_LIST_SIZE),
          upcoming: await listUpcoming(tx, agentId, clock, cut.tomorrow, AGENT_BOARD_LIST_SIZE),
          closed: await listRecentlyClosed(tx, agentId, AGENT_BOARD_REFUND_CHECKS),
          earnings: await sumCompleted(tx, agentId, {
            since: cut.week < cut.month ? cut.week : cut.month,
            until: cut.tomorrow,
            week: cut.week,
            month: cut.month,
          }),
          // One more than the page: whether GET /abokis/mine has a next one.
          abokis: await listNewestAbokis(tx, agentId, ABOKIS_FIRST_PAGE_SIZE + 1),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const abokis = lists.abokis.slice(0, ABOKIS_FIRST_PAGE_SIZE);
      const lastAboki = abokis.at(-1);
      return {
        requests: lists.requests.map((row) => boardJobOf(row, clock)),
        today: lists.today.map((row) => boardJobOf(row, clock)),
        upcoming: lists.upcoming.map(listItemOf),
        // Any refund that failed, the paying payment's own included (its job then reads PAID again).
        failedRefunds: lists.closed
          .filter((row) => row.refunds.some((refund) => refund.status === 'FAILED'))
          .map((row) => boardJobOf(row, clock)),
        earnings: lists.earnings,
        abokis: abokis.map(abokiItemOf),
        abokisNextCursor:
          lists.abokis.length > ABOKIS_FIRST_PAGE_SIZE && lastAboki ? abokisCursorAfter(lastAboki) : null,
      };
    },
  };
}

export type AgentDashboardService = ReturnType<typeof createAgentDashboardService>;
