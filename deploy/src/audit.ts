import type { AuditEvent } from './store.js';

/** One line per event: when, who, what, on what, and why when the server decided by itself. */
export function formatAuditEvent(event: AuditEvent): string {
  const details = event.details
    ? Object.entries(event.details)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(' ')
    : '';
  return [
    event.at,
    event.by,
    event.action,
    event.subject,
    details ? `(${details})` : '',
    event.reason ? `reason: ${event.reason}` : '',
  ]
    .filter(Boolean)
    .join('  ');
}
