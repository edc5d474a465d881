// What the ops API answers about disputes in mfe-ops' tests, as shared/src/schemas/ops.ts describes it.
import type { OpsDispute, OpsDisputeQueueAnswer, OpsDisputeQueueItem } from 'shared/schemas';

/** 09:30 in Lagos on Thursday 26 Nov 2026. */
export const REPORTED_AT = '2026-11-26T08:30:00.000Z';

export const disputeItem = (change: Partial<OpsDisputeQueueItem> = {}): OpsDisputeQueueItem => ({
  id: 'dp-1',
  jobReference: 'ABK-7KQ2M9',
  reason: 'DAMAGE',
  status: 'OPEN',
  createdAt: REPORTED_AT,
  answered: false,
  userName: 'Ngozi Eze',
  abokiName: 'Musa B.',
  ...change,
});

export const disputeQueue = (change: Partial<OpsDisputeQueueAnswer> = {}): OpsDisputeQueueAnswer => ({
  disputes: [
    disputeItem({ id: 'dp-2', reason: 'SAFETY', jobReference: 'ABK-2HX4P1', userName: 'Amina Bello' }),
    disputeItem({ id: 'dp-3', status: 'AWAITING_APPROVAL', answered: true, jobReference: 'ABK-9PL3Q7' }),
    disputeItem(),
  ],
  nextCursor: null,
  ...change,
});

/**
 * Ngozi's report on a ₦150,000 card job: the blender broken, two photos, no answer yet (due in two
 * days from when it came in), the Aboki with one strike.
 */
export const opsDispute = (change: Partial<OpsDispute> = {}): OpsDispute => ({
  id: 'dp-1',
  reason: 'DAMAGE',
  description: 'The blender was broken after the cleaning.',
  photoKeys: ['ph-1', 'ph-2'],
  status: 'OPEN',
  createdAt: REPORTED_AT,
  answer: null,
  answeredAt: null,
  answerDueAt: '2099-11-28T08:30:00.000Z',
  job: {
    reference: 'ABK-7KQ2M9',
    serviceName: 'Home cleaning',
    priceKobo: 15_000_000,
    paymentMethod: 'CARD',
    refundableKobo: 15_000_000,
    completedAt: '2026-11-25T15:00:00.000Z',
  },
  user: { id: 'u-1', name: 'Ngozi Eze', email: 'ngozi@example.com' },
  agent: { id: 'ag-1', name: 'Ada Obi', email: 'ada@example.com' },
  aboki: { id: 'ab-1', name: 'Musa B.', status: 'ACTIVE', strikes: 1 },
  proposal: null,
  decision: null,
  fourEyesKobo: 5_000_000,
  history: [],
  ...change,
});
