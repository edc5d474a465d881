// What the fake API answers in mfe-aboki's page tests: an agent, a draft Aboki, the catalogue.
import type { User } from 'shared';
import { lagosToday } from 'shared/lagos-time';
import type {
  AbokiListItem,
  AbokiOwnerView,
  AgentBoardJob,
  AgentMoney,
  BankAccountView,
  AgentDashboard,
  JobListItem,
  Service,
} from 'shared/schemas';
import type { AgentJob } from '../api/jobs.js';

export const AGENT: User = {
  id: 'agent-1',
  email: 'musa@example.com',
  name: 'Musa Bello',
  role: 'AGENT',
  hasProfile: true,
};

/** A draft just made by step 1: names, languages and home only. */
export function draftAboki(overrides: Partial<AbokiOwnerView> = {}): AbokiOwnerView {
  return {
    id: 'a1',
    status: 'DRAFT',
    firstName: 'Halima',
    lastName: 'Sani',
    displayName: 'Halima S.',
    gender: 'FEMALE',
    dateOfBirth: '1995-04-12',
    languages: ['Hausa', 'English'],
    bio: 'Careful cleaner, ten years of experience.',
    phoneNumber: '+2348031234567',
    state: 'Kano',
    lga: 'Nasarawa',
    address: null,
    landmark: null,
    idType: null,
    idNumberMasked: null,
    guarantor: null,
    photoUrl: null,
    services: [],
    availability: { weeklyHours: [], areas: ['Nasarawa'], timeOff: [] },
    rating: { average: null, count: 0 },
    missing: ['services', 'weeklyHours', 'identity', 'guarantor'],
    review: { submittedAt: null, verifiedAt: null, note: null, identity: null },
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** The same Aboki with every step done, ready to publish. */
export function readyAboki(overrides: Partial<AbokiOwnerView> = {}): AbokiOwnerView {
  return draftAboki({
    address: '12 Bompai Road',
    landmark: 'Behind the mosque',
    idType: 'NIN',
    idNumberMasked: '*******8901',
    guarantor: {
      name: 'Aminu Sani',
      phoneNumber: '+2348051112222',
      relationship: 'Uncle',
      address: '3 Zoo Road, Kano',
    },
    photoUrl: '/api/v1/photos/abc123.webp',
    services: [
      {
        serviceSlug: 'home-cleaning',
        serviceName: 'Home cleaning',
        unit: 'job',
        priceKobo: 1_200_000,
        durationMinutes: 180,
      },
      {
        serviceSlug: 'laundry',
        serviceName: 'Laundry',
        unit: 'hour',
        priceKobo: 250_000,
        durationMinutes: null,
      },
    ],
    availability: {
      weeklyHours: [{ day: 1, start: '08:00', end: '17:00' }],
      areas: ['Nasarawa', 'Fagge'],
      timeOff: [],
    },
    missing: [],
    review: {
      submittedAt: null,
      verifiedAt: null,
      note: null,
      identity: { result: 'MATCH', last4: '8901', checkedAt: '2026-11-23T10:05:00.000Z' },
    },
    ...overrides,
  });
}

export const CATALOGUE: Service[] = [
  {
    id: 's1',
    slug: 'home-cleaning',
    name: 'Home cleaning',
    description: 'A clean home, top to bottom.',
    category: 'Cleaning',
    unit: 'job',
    basePriceKobo: 1_500_000,
  },
  {
    id: 's2',
    slug: 'laundry',
    name: 'Laundry',
    description: 'Washing and ironing.',
    category: 'Cleaning',
    unit: 'hour',
    basePriceKobo: 300_000,
  },
  {
    id: 's3',
    slug: 'errands',
    name: 'Errands',
    description: 'Market runs and deliveries.',
    category: 'Errands',
    unit: 'job',
    basePriceKobo: 200_000,
  },
];

export function listItem(overrides: Partial<AbokiListItem> = {}): AbokiListItem {
  return {
    id: 'a1',
    status: 'ACTIVE',
    displayName: 'Halima S.',
    photoUrl: '/api/v1/photos/abc123.webp',
    services: [
      { slug: 'home-cleaning', name: 'Home cleaning' },
      { slug: 'laundry-and-ironing', name: 'Laundry' },
    ],
    missing: [],
    reviewNote: null,
    ...overrides,
  };
}

/** The calls a page made, without the live stream's (the layout opens it on every page). */
export function seenWithoutStream<T extends { path: string }>(seen: T[]): T[] {
  return seen.filter(({ path }) => path !== '/api/v1/events');
}

const MINUTE = 60_000;
/** An instant `minutes` from now, as the API writes it. */
export const fromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/** A row of GET /api/v1/jobs as an agent sees it: Halima's Home cleaning, three hours. */
export function jobItem(overrides: Partial<JobListItem> = {}): JobListItem {
  const startsAt = overrides.startsAt ?? fromNow(3 * 24 * 60);
  return {
    reference: 'ABK-1001',
    status: 'ACCEPTED',
    service: { slug: 'home-cleaning', name: 'Home cleaning', unit: 'job' },
    aboki: { id: 'a1', displayName: 'Halima S.', photoUrl: null },
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 180 * MINUTE).toISOString(),
    priceKobo: 1_200_000,
    paymentMethod: 'CASH',
    paymentStatus: 'UNPAID',
    lga: 'Nasarawa',
    state: 'Kano',
    ...overrides,
  };
}

/** GET /api/v1/jobs/:reference for the agent: who booked and where, never the start code. */
export function agentJob(overrides: Partial<AgentJob> = {}): AgentJob {
  const { paymentStatus, ...item } = jobItem(overrides);
  return {
    ...item,
    hours: null,
    address: '4 Zoo Road',
    landmark: null,
    notes: null,
    recipient: null,
    createdAt: fromNow(-60),
    customer: { name: 'Ada Obi', phoneNumber: '+2348031112222' },
    acceptedAt: null,
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    expiresAt: null,
    feeKobo: null,
    cashReceivedKobo: null,
    reason: null,
    startLockedUntil: null,
    review: null,
    payment: {
      method: item.paymentMethod,
      status: paymentStatus,
      amountKobo: item.priceKobo,
      paidAt: null,
      authorizationUrl: null,
      payBy: null,
      refunds: [],
      cash: null,
      split: null,
    },
    contactPhone: null,
    ...overrides,
  } satisfies AgentJob;
}

/** A row of the dashboard's requests, today's jobs or failed refunds: the list row, who booked and where. */
export function boardJob(overrides: Partial<AgentBoardJob> = {}): AgentBoardJob {
  return {
    ...jobItem(overrides),
    customer: { name: 'Ada Obi', phoneNumber: '+2348031112222' },
    address: '4 Zoo Road',
    landmark: null,
    notes: null,
    expiresAt: null,
    startLockedUntil: null,
    refunds: [],
    ...overrides,
  };
}

/** GET /api/v1/agent/dashboard: no jobs, ₦0 earned, Halima as the one Aboki. */
export function dashboard(overrides: Partial<AgentDashboard> = {}): AgentDashboard {
  return {
    requests: [],
    moves: [],
    today: [],
    upcoming: [],
    failedRefunds: [],
    earnings: { weekKobo: 0, monthKobo: 0 },
    abokis: [listItem()],
    abokisNextCursor: null,
    ...overrides,
  };
}

/** When the next weekly payout runs (Friday 10:00, Lagos). */
export const NEXT_PAYOUT = '2026-11-27T09:00:00.000Z';

/** The agent's bank account as GET /api/v1/agent/money shows it. */
export const ACCOUNT: BankAccountView = {
  bankName: 'Guaranty Trust Bank',
  accountName: 'MUSA BELLO',
  accountNumberMasked: '••••••6789',
  payoutsHeldUntil: null,
};

/** GET /api/v1/agent/money: balances, an account, two payouts and three lines of this Lagos month. */
export function agentMoney(overrides: Partial<AgentMoney> = {}): AgentMoney {
  return {
    balances: { pendingKobo: 850_000, availableKobo: 2_500_000, owedKobo: 150_000 },
    bankAccount: ACCOUNT,
    nextPayoutAt: NEXT_PAYOUT,
    payouts: [
      {
        reference: 'PO-2',
        amountKobo: 1_700_000,
        status: 'PENDING',
        createdAt: '2026-11-20T09:00:00.000Z',
        settledAt: null,
      },
      {
        reference: 'PO-1',
        amountKobo: 900_000,
        status: 'FAILED',
        createdAt: '2026-11-13T09:00:00.000Z',
        settledAt: '2026-11-13T10:00:00.000Z',
      },
    ],
    month: lagosToday().slice(0, 7),
    lines: [
      {
        at: '2026-11-24T15:00:00.000Z',
        kind: 'JOB',
        reference: 'ABK-7',
        amountKobo: 850_000,
        grossKobo: 1_000_000,
        commissionKobo: 150_000,
        pending: true,
      },
      {
        at: '2026-11-22T12:00:00.000Z',
        kind: 'CASH_COMMISSION',
        reference: 'ABK-6',
        amountKobo: -150_000,
        grossKobo: 1_000_000,
        commissionKobo: 150_000,
        pending: false,
      },
      {
        at: '2026-11-20T09:00:00.000Z',
        kind: 'PAYOUT',
        reference: 'PO-2',
        amountKobo: -1_700_000,
        grossKobo: 0,
        commissionKobo: 0,
        pending: false,
      },
    ],
    ...overrides,
  };
}
