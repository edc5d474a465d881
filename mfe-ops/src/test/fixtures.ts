// What the ops API answers in mfe-ops' tests, as shared/src/schemas/ops.ts describes it.
import { screen } from '@testing-library/react';
import type { User } from 'shared';
import type {
  AuditEntry,
  OpsAbokiReview,
  OpsDashboard,
  OpsJob,
  OpsPerson,
  PersonSummary,
  ReviewQueueAnswer,
  StaffMe,
} from 'shared/schemas';
import { fail, ok, type FakeApi, type SeenRequest } from '@aboki/test-kit/api-server';
import { signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';

/** A staff member's own account (the role on the account is a User's: staff is granted apart). */
export const TUNDE: User = {
  id: 'staff-1',
  email: 'tunde@aboki.ng',
  name: 'Tunde Bakare',
  role: 'USER',
  hasProfile: true,
};

export const staff = (change: Partial<StaffMe> = {}): StaffMe => ({
  name: 'Tunde Bakare',
  email: 'tunde@aboki.ng',
  role: 'OPERATOR',
  totp: 'UNLOCKED',
  unlockedUntil: '2026-11-26T20:00:00.000Z',
  ...change,
});

export const DASHBOARD: OpsDashboard = {
  bookingsToday: 12,
  abokisWaiting: 3,
  abokisUnverified: 41,
  abokisSuspended: 2,
  disputesOpen: 4,
  disputesSafety: 1,
  refundsAwaitingApproval: 1,
  ticketsWaiting: 6,
  medianFirstAnswerMinutes: 185,
  smsSentToday: 1_240,
  smsCostTodayKobo: 744_000,
};

/** 09:30 in Lagos on Friday 20 Nov 2026. */
export const WAITING_SINCE = '2026-11-20T08:30:00.000Z';

export const queue = (change: Partial<ReviewQueueAnswer> = {}): ReviewQueueAnswer => ({
  abokis: [
    {
      abokiId: 'ab-1',
      displayName: 'Musa B.',
      status: 'PENDING_REVIEW',
      state: 'Lagos',
      lga: 'Ikeja',
      agentName: 'Ada Obi',
      agentEmail: 'ada@example.com',
      waitingSince: WAITING_SINCE,
      identity: 'PARTIAL',
      guarantor: null,
    },
    {
      abokiId: 'ab-2',
      displayName: 'Chioma N.',
      status: 'PENDING_REVIEW',
      state: 'FCT',
      lga: 'Gwagwalada',
      agentName: 'Bola Ade',
      agentEmail: 'bola@example.com',
      waitingSince: WAITING_SINCE,
      identity: null,
      guarantor: 'CONFIRMED',
    },
  ],
  nextCursor: null,
  ...change,
});

export const auditEntry = (change: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'au-1',
  at: '2026-11-21T09:05:00.000Z',
  actor: 'tunde@aboki.ng',
  action: 'GUARANTOR_RECORDED',
  targetType: 'aboki',
  targetId: 'ab-1',
  reason: null,
  before: null,
  after: { outcome: 'CONFIRMED' },
  requestId: 'req-1',
  ...change,
});

export const review = (change: Partial<OpsAbokiReview> = {}): OpsAbokiReview => ({
  id: 'ab-1',
  status: 'PENDING_REVIEW',
  displayName: 'Musa B.',
  firstName: 'Musa',
  lastName: 'Bello',
  dateOfBirth: '1994-03-12',
  phoneNumber: '+2348031234567',
  state: 'Lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue',
  photoUrl: '/api/v1/photos/ab-1.webp',
  languages: ['English', 'Hausa'],
  services: [
    { name: 'House cleaning', priceKobo: 1_500_000 },
    { name: 'Laundry', priceKobo: 800_000 },
  ],
  agent: {
    id: 'ag-1',
    name: 'Ada Obi',
    email: 'ada@example.com',
    phoneNumber: '+2348020000000',
    businessName: 'Ada Helpers',
    idType: 'NIN',
    idNumberLast4: '4321',
    identityApprovedAt: null,
  },
  guarantor: {
    name: 'Ibrahim Bello',
    phoneNumber: '+2348051112222',
    relationship: 'Uncle',
    address: '3 Broad Street, Lagos Island',
  },
  identity: {
    result: 'MATCH',
    idType: 'NIN',
    last4: '1234',
    providerReference: 'PRV-778',
    checkedAt: '2026-11-19T10:00:00.000Z',
    consentVersion: 'nin-check-2026-11',
    consentedAt: '2026-11-19T09:58:00.000Z',
  },
  guarantorChecks: [],
  submittedAt: WAITING_SINCE,
  verifiedAt: null,
  reviewNote: null,
  sameIdElsewhere: [],
  history: [],
  ...change,
});

export const personSummary = (change: Partial<PersonSummary> = {}): PersonSummary => ({
  id: 'u-1',
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  role: 'USER',
  phoneNumber: '+2348031112222',
  suspendedAt: null,
  ...change,
});

type PersonJob = OpsPerson['openJobs'][number];

/** 10:00 in Lagos on Saturday 28 Nov 2026, ₦15,000. */
export const personJob = (change: Partial<PersonJob> = {}): PersonJob => ({
  reference: 'ABK-7KQ2M9',
  status: 'ACCEPTED',
  part: 'USER',
  serviceName: 'House cleaning',
  abokiName: 'Musa B.',
  startsAt: '2026-11-28T09:00:00.000Z',
  priceKobo: 1_500_000,
  ...change,
});

export const person = (change: Partial<OpsPerson> = {}): OpsPerson => ({
  ...personSummary(),
  state: 'Lagos',
  lga: 'Ikeja',
  businessName: null,
  createdAt: '2026-03-02T11:00:00.000Z',
  suspensionReason: null,
  staffRole: null,
  openJobs: [personJob()],
  recentJobs: [
    personJob({ reference: 'ABK-2HX4P1', status: 'COMPLETED', startsAt: '2026-11-10T14:30:00.000Z' }),
  ],
  abokis: [],
  history: [],
  ...change,
});

/**
 * A cleaning booked by Ngozi for her mother, 10:00–13:00 in Lagos on Saturday 28 Nov 2026, paid by
 * card and cancelled by the agent; its timeline as the API might send it, not in order.
 */
export const opsJob = (change: Partial<OpsJob> = {}): OpsJob => ({
  reference: 'ABK-7KQ2M9',
  status: 'CANCELLED_BY_AGENT',
  serviceName: 'Home cleaning',
  hours: 3,
  priceKobo: 1_500_000,
  paymentMethod: 'CARD',
  startsAt: '2026-11-28T09:00:00.000Z',
  endsAt: '2026-11-28T12:00:00.000Z',
  createdAt: '2026-11-20T08:30:00.000Z',
  state: 'Lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue',
  landmark: 'Opposite the filling station',
  notes: 'Two bedrooms and the kitchen',
  recipientName: 'Mama Eze',
  recipientPhone: '+2348059998888',
  aboki: { id: 'ab-1', displayName: 'Musa B.' },
  user: personSummary(),
  agent: personSummary({
    id: 'ag-1',
    name: 'Ada Obi',
    email: 'ada@example.com',
    role: 'AGENT',
    phoneNumber: null,
    suspendedAt: '2026-11-25T09:00:00.000Z',
  }),
  feeKobo: null,
  refundKobo: 1_500_000,
  cashReceivedKobo: null,
  cashConfirmedKobo: null,
  cashFlaggedAt: null,
  disputedAt: null,
  disputeId: null,
  reason: 'The Aboki is ill',
  timeline: [
    { at: '2026-11-21T10:00:00.000Z', status: 'ACCEPTED', actor: 'AGENT', change: null, reason: null },
    { at: '2026-11-20T08:30:00.000Z', status: 'REQUESTED', actor: 'USER', change: null, reason: null },
    {
      at: '2026-11-22T11:00:00.000Z',
      status: 'ACCEPTED',
      actor: 'USER',
      change: 'MOVE_ASKED',
      reason: 'My mother travels',
    },
    {
      at: '2026-11-23T12:00:00.000Z',
      status: 'ACCEPTED',
      actor: 'SYSTEM',
      change: 'MOVE_LAPSED',
      reason: null,
    },
    {
      at: '2026-11-24T13:00:00.000Z',
      status: 'CANCELLED_BY_AGENT',
      actor: 'AGENT',
      change: null,
      reason: 'The Aboki is ill',
    },
  ],
  payments: [
    {
      reference: 'PSK-1',
      channel: 'card',
      amountKobo: 1_500_000,
      status: 'PAID',
      paidAt: '2026-11-20T08:35:00.000Z',
      createdAt: '2026-11-20T08:31:00.000Z',
    },
  ],
  refunds: [
    {
      amountKobo: 1_500_000,
      reason: 'Cancelled by the agent',
      status: 'FAILED',
      createdAt: '2026-11-24T13:00:00.000Z',
      processedAt: null,
      failure: 'Card issuer declined the refund',
    },
  ],
  tickets: [
    {
      id: '6a0f3c1e-2b4d-4e5f-9a1b-2c3d4e5f6a7b',
      reference: 'T-7KQ2M9',
      kind: 'JOB_HELP',
      status: 'WAITING_ON_CUSTOMER',
      createdAt: '2026-11-24T14:00:00.000Z',
    },
  ],
  history: [],
  ...change,
});

/** Signs Tunde in, answers GET /api/v1/ops/me with `me` (a 404 when null) and opens `path`. */
export function openConsole(api: FakeApi, path: string, me: StaffMe | null = staff()) {
  signIn(TUNDE);
  api.on(
    'GET /api/v1/ops/me',
    me ? ok({ staff: me }) : fail(404, 'Route GET:/api/v1/ops/me not found', 'NOT_FOUND'),
  );
  return renderRoutes(routes, path);
}

/** The h1 of the page shown, once it has one. */
export const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** What the page asked the ops API for, in order, as "METHOD path". */
export const callsOf = (seen: readonly SeenRequest[]) => seen.map(({ method, path }) => `${method} ${path}`);

/** The POSTs the page sent, as [path, body]. */
export const postsOf = (seen: readonly SeenRequest[]) =>
  seen.filter((request) => request.method === 'POST').map(({ path, body }) => [path, body]);

/** A 401 from any ops route while the session has not entered a code. */
export const totpRequired = () =>
  fail(401, 'Enter the code from your authenticator app to open the console.', 'TOTP_REQUIRED');
