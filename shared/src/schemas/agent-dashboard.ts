import { z } from 'zod';
import { abokiListItemSchema } from './aboki.js';
import { jobListItemSchema } from './job.js';
import { refundViewSchema } from './payment.js';
import { moveViewSchema } from './reschedule.js';

// GET /api/v1/agent/dashboard (issue 21): everything the agent dashboard paints first, in one answer
// computed by the server, so a phone on slow mobile data makes one round trip instead of dozens.
// Why: docs/decisions/0040-agent-dashboard-one-request.md.

/** Each list on the board holds at most this many jobs, soonest first. */
export const AGENT_BOARD_LIST_SIZE = 20;
/** The latest cancelled jobs read for a refund that failed: a refund fails within days of the job closing. */
export const AGENT_BOARD_REFUND_CHECKS = 20;

/**
 * A job on the board with what its row shows beyond the list's: who asked and how to reach them,
 * where and their notes, when an unanswered request expires, until when starting is locked, and the money going back.
 */
export const agentBoardJobSchema = jobListItemSchema
  .extend({
    customer: z.object({ name: z.string(), phoneNumber: z.string().nullable() }),
    address: z.string(),
    landmark: z.string().nullable(),
    /** What the User wrote for the Aboki (the gate, the dog, the stairs). */
    notes: z.string().nullable(),
    /** When an unanswered request expires; null once answered. */
    expiresAt: z.string().nullable(),
    /** While set (always in the future), wrong start codes have locked starting. */
    startLockedUntil: z.string().nullable(),
    refunds: z.array(refundViewSchema),
  })
  .strict();

/** A job whose User asks to move it, with the ask the agent answers (issue 22, item 7). */
export const agentBoardMoveSchema = agentBoardJobSchema.extend({ move: moveViewSchema }).strict();

export const agentDashboardSchema = z
  .object({
    /** REQUESTED and still ahead: the agent must answer these. */
    requests: z.array(agentBoardJobSchema),
    /** Requests and accepted jobs whose User asks for a new time: the agent accepts or declines it. */
    moves: z.array(agentBoardMoveSchema),
    /** Accepted or in progress, starting on or before today's Lagos date. */
    today: z.array(agentBoardJobSchema),
    /** Accepted after today, and jobs whose User is still paying. */
    upcoming: z.array(jobListItemSchema),
    /** Recently cancelled prepaid jobs whose refund to the User failed: support must settle them. */
    failedRefunds: z.array(agentBoardJobSchema),
    /** Completed jobs at their booked price, by the Lagos date of their start, up to today. */
    earnings: z.object({
      /** Since Monday of this Lagos week. */
      weekKobo: z.number().int(),
      /** Since the 1st of this Lagos month. */
      monthKobo: z.number().int(),
    }),
    /** The first page of GET /api/v1/abokis/mine: the agent's Abokis, newest first… */
    abokis: z.array(abokiListItemSchema),
    /** …and that list's cursor for the next page, or null. */
    abokisNextCursor: z.string().nullable(),
  })
  .strict();

export type AgentBoardJob = z.output<typeof agentBoardJobSchema>;
export type AgentBoardMove = z.output<typeof agentBoardMoveSchema>;
export type AgentDashboard = z.output<typeof agentDashboardSchema>;
