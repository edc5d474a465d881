// Types only from shared/schemas: words for the ticket enums, never the values themselves.
import type { TicketKind, TicketMessageKind, TicketStatus } from 'shared/schemas';
import type { OpsText } from '../i18n/index.js';

export const TICKET_KIND_LABELS: Record<TicketKind, OpsText> = {
  CONTACT: 'Contact form',
  DISPUTE: 'Dispute',
  JOB_HELP: 'Help with a job',
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, OpsText> = {
  OPEN: 'Waiting for us',
  WAITING_ON_CUSTOMER: 'Waiting on the person',
  RESOLVED: 'Resolved',
};

export const TICKET_MESSAGE_LABELS: Record<TicketMessageKind, OpsText> = {
  CUSTOMER: 'The person wrote',
  STAFF: 'Reply (e-mailed)',
  NOTE: 'Internal note',
};
