// What the ticket routes of the ops API answer in mfe-ops' tests (shared/src/schemas/support.ts).
import type { OpsTicket, OpsTicketQueueAnswer } from 'shared/schemas';

type QueueItem = OpsTicketQueueAnswer['tickets'][number];

/** 09:30 in Lagos on Friday 20 Nov 2026. */
export const OPENED = '2026-11-20T08:30:00.000Z';

export const ticketItem = (change: Partial<QueueItem> = {}): QueueItem => ({
  id: 'tk-1',
  reference: 'T-7KQ2M9',
  kind: 'CONTACT',
  status: 'OPEN',
  subject: 'Contact form: Ngozi Eze',
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  since: OPENED,
  createdAt: OPENED,
  owner: null,
  firstAnsweredAt: null,
  ...change,
});

export const ticketQueue = (change: Partial<OpsTicketQueueAnswer> = {}): OpsTicketQueueAnswer => ({
  tickets: [
    ticketItem(),
    ticketItem({
      id: 'tk-2',
      reference: 'T-2HX4P1',
      kind: 'JOB_HELP',
      subject: 'Help with job ABK-7KQ2M9',
      name: 'Ada Obi',
      email: 'ada@example.com',
      owner: 'tunde@aboki.ng',
    }),
  ],
  nextCursor: null,
  ...change,
});

/** A job-help ticket from Ngozi, answered once, with an internal note between. */
export const opsTicket = (change: Partial<OpsTicket> = {}): OpsTicket => ({
  id: 'tk-1',
  reference: 'T-7KQ2M9',
  kind: 'JOB_HELP',
  status: 'OPEN',
  subject: 'Help with job ABK-7KQ2M9',
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  phone: '+2348031112222',
  userId: 'u-1',
  jobReference: 'ABK-7KQ2M9',
  disputeId: null,
  owner: null,
  createdAt: OPENED,
  since: OPENED,
  firstAnsweredAt: null,
  resolvedAt: null,
  messages: [
    { id: '1', kind: 'CUSTOMER', author: 'Ngozi Eze', body: 'The Aboki has not come.', at: OPENED },
    {
      id: '2',
      kind: 'NOTE',
      author: 'bola@aboki.ng',
      body: 'Called the agent.',
      at: '2026-11-20T08:40:00.000Z',
    },
  ],
  history: [],
  ...change,
});
