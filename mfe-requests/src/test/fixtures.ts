// What the fake API answers in mfe-requests's page tests: a User with a profile, the catalogue,
// Abokis found by the search, and jobs.
import type { User } from 'shared';
import type {
  AbokiProfile,
  AbokiSearchResult,
  JobListItem,
  JobPayment,
  JobUserView,
  PaymentOptions,
  ProfileDetails,
  Service,
} from 'shared/schemas';

export const USER: User = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Obi',
  role: 'USER',
  hasProfile: true,
  phoneNumber: '+2348031234567',
  state: 'Lagos',
  lga: 'Ikeja',
};

export const CATALOGUE: Service[] = [
  {
    id: '5d1e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
    slug: 'home-cleaning',
    name: 'Home cleaning',
    description: 'A clean home, top to bottom.',
    category: 'Cleaning',
    unit: 'job',
    basePriceKobo: 1_500_000,
  },
  {
    id: '6e2f7081-9bac-4d1e-8f20-3b4c5d6e7f80',
    slug: 'laundry',
    name: 'Laundry',
    description: 'Washing and ironing.',
    category: 'Cleaning',
    unit: 'hour',
    basePriceKobo: 300_000,
  },
];

export const catalogueAnswer = { services: CATALOGUE, nextCursor: null };

export const PROFILE: ProfileDetails = {
  type: 'USER',
  phoneNumber: '+2348031234567',
  phoneVerified: true,
  state: 'Lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue',
  landmark: 'Opposite the bank',
  businessName: null,
  idType: null,
  idNumberLast4: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

export const HALIMA_ID = '0b9f8a52-7a43-4c39-9d59-1e2c3d4e5f60';
const EMEKA_ID = '1c0a9b63-8b54-4d4a-8e6a-2f3d4e5f6071';

/**
 * Halima, free on Sat 12 Dec 2026 from 9:00 Lagos time (3-hour cleaning at ₦12,000); her ID and
 * guarantor were checked in October 2026.
 */
export function halima(overrides: Partial<AbokiSearchResult> = {}): AbokiSearchResult {
  return {
    id: HALIMA_ID,
    displayName: 'Halima S.',
    photoUrl: '/api/v1/photos/abc.webp',
    languages: ['Hausa', 'English'],
    bio: 'Careful cleaner.',
    state: 'Lagos',
    lga: 'Ikeja',
    areas: ['Ikeja'],
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
    rating: { average: null, count: 0 },
    verifiedMonth: '2026-10',
    priceKobo: 1_200_000,
    startsAt: '2026-12-12T09:00:00+01:00',
    endsAt: '2026-12-12T12:00:00+01:00',
    ...overrides,
  };
}

export function emeka(overrides: Partial<AbokiSearchResult> = {}): AbokiSearchResult {
  return halima({
    id: EMEKA_ID,
    displayName: 'Emeka O.',
    photoUrl: null,
    languages: ['Igbo', 'English', 'Pidgin'],
    rating: { average: 4.6, count: 12 },
    // Taking bookings from before reviews began.
    verifiedMonth: null,
    priceKobo: 1_500_000,
    services: [
      {
        serviceSlug: 'home-cleaning',
        serviceName: 'Home cleaning',
        unit: 'job',
        priceKobo: 1_500_000,
        durationMinutes: 180,
      },
    ],
    ...overrides,
  });
}

export function job(overrides: Partial<JobUserView> = {}): JobUserView {
  const {
    services: _services,
    priceKobo: _price,
    startsAt: _s,
    endsAt: _e,
    nextSlots: _n,
    ...aboki
  } = halima();
  return {
    reference: 'ABK-7KQ2M9',
    status: 'REQUESTED',
    service: { slug: 'home-cleaning', name: 'Home cleaning', unit: 'job' },
    aboki: { ...aboki, services: halima().services },
    startsAt: '2026-12-12T09:00:00+01:00',
    endsAt: '2026-12-12T12:00:00+01:00',
    hours: null,
    priceKobo: 1_200_000,
    paymentMethod: 'CASH',
    state: 'Lagos',
    lga: 'Ikeja',
    address: '12 Allen Avenue',
    landmark: 'Opposite the bank',
    notes: null,
    recipient: null,
    createdAt: '2026-11-23T10:00:00.000Z',
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
    payment: cashPayment(),
    startCode: '4821',
    contactPhone: null,
    ...overrides,
  };
}

export function listItem(overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    reference: 'ABK-7KQ2M9',
    status: 'REQUESTED',
    service: { slug: 'home-cleaning', name: 'Home cleaning', unit: 'job' },
    aboki: { id: HALIMA_ID, displayName: 'Halima S.', photoUrl: null },
    startsAt: '2026-12-12T09:00:00+01:00',
    endsAt: '2026-12-12T12:00:00+01:00',
    priceKobo: 1_200_000,
    paymentMethod: 'CASH',
    paymentStatus: 'UNPAID',
    lga: 'Ikeja',
    state: 'Lagos',
    ...overrides,
  };
}

/** A cash job's payment: nothing paid until the agent records the cash. */
export function cashPayment(overrides: Partial<JobPayment> = {}): JobPayment {
  return {
    method: 'CASH',
    status: 'UNPAID',
    amountKobo: 1_200_000,
    paidAt: null,
    authorizationUrl: null,
    payBy: null,
    refunds: [],
    cash: null,
    split: null,
    ...overrides,
  } satisfies JobPayment;
}

/** The simulator's checkout page, as POST /api/v1/jobs names it for a prepaid job. */
export const CHECKOUT_URL = 'http://localhost/api/paystack-simulator/checkout/ps_test_1';

/** A card job still waiting for Paystack: the checkout open, the slot held until `payBy`. */
export function awaitingCard(overrides: Partial<JobPayment> = {}): JobPayment {
  return cashPayment({
    method: 'CARD',
    status: 'PENDING',
    authorizationUrl: CHECKOUT_URL,
    payBy: '2026-11-23T10:30:00.000Z',
    ...overrides,
  });
}

/** A card job Paystack has confirmed. */
export function paidByCard(overrides: Partial<JobPayment> = {}): JobPayment {
  return cashPayment({ method: 'CARD', status: 'PAID', paidAt: '2026-11-23T10:05:00.000Z', ...overrides });
}

/** GET /api/v1/payments/options for a User in good standing, with Paystack configured. */
export function paymentOptions(overrides: Partial<PaymentOptions> = {}): PaymentOptions {
  return { methods: ['CASH', 'CARD', 'TRANSFER'], mustPrepay: false, ...overrides } satisfies PaymentOptions;
}

/** GET /api/v1/abokis/:id for Halima: her public view, jobs done and time with Aboki. */
export function halimaProfile(overrides: Partial<AbokiProfile> = {}): AbokiProfile {
  const { priceKobo: _price, startsAt: _starts, endsAt: _ends, nextSlots: _next, ...view } = halima();
  return {
    ...view,
    areas: ['Ikeja', 'Agege'],
    rating: { average: 4.6, count: 12 },
    completedJobs: 31,
    since: '2026-03-02',
    ...overrides,
  };
}
