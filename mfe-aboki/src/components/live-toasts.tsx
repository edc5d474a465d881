import { notifyInfo } from 'shared';
import { fetchAgentJob, type AgentJob } from '../api/jobs.js';
import { useLiveJobEvents, useLiveStream } from 'shared/live-events';
import { abokiT, type AbokiT } from '../i18n/index.js';

// What the agent reads when one of their Abokis' jobs changes, on any open page of mfe-aboki.

/** How long a change this tab made itself is remembered, so its echo on the stream raises no toast. */
const OWN_ACTION_MS = 60_000;
const own = new Map<string, number>();

/** Notes a change this tab is about to make: its event on the stream is not news to the agent. */
export function ownAction(reference: string, status: string): void {
  own.set(`${reference} ${status}`, Date.now() + OWN_ACTION_MS);
}

function isOwn(reference: string, status: string): boolean {
  const key = `${reference} ${status}`;
  const until = own.get(key);
  if (until === undefined) return false;
  own.delete(key);
  return until >= Date.now();
}

/** The toast for a change, in the agent's words; null for changes the agent made themselves. */
export function agentToastText(job: AgentJob, status: string, t: AbokiT = abokiT()): string | null {
  const values = { service: job.service.name, aboki: job.aboki.displayName, customer: job.customer.name };
  switch (status) {
    case 'REQUESTED':
      return t('{customer} requested {service} from {aboki}', values);
    case 'CANCELLED_BY_USER':
      return t('{customer} cancelled the {service} request for {aboki}', values);
    case 'EXPIRED':
      return t('The {service} request for {aboki} expired unanswered', values);
    case 'NO_SHOW_ABOKI':
      return t('{customer} reported that {aboki} did not come for {service}', values);
    default:
      return null;
  }
}

/** The toast for a customer's ask to move a job, or its withdrawal (issue 22, item 7). */
export function agentMoveToastText(job: AgentJob, change: string, t: AbokiT = abokiT()): string | null {
  const values = { service: job.service.name, aboki: job.aboki.displayName, customer: job.customer.name };
  switch (change) {
    case 'MOVE_ASKED':
      return t('{customer} asks for a new time for {service} with {aboki}', values);
    case 'MOVE_WITHDRAWN':
      return t('{customer} kept the old time for {service} with {aboki}', values);
    default:
      return null;
  }
}

const TOAST_MS = 5000;

/** Keeps the stream open and raises a toast for each change the other side made. */
export function useLiveToasts(): void {
  useLiveStream('AGENT');
  useLiveJobEvents((event) => {
    // The agent's own changes (this tab or another) are not news to them.
    if (isOwn(event.reference, event.status) || event.actor === 'AGENT') return;
    void fetchAgentJob(event.reference).then((result) => {
      if (!result.ok) return;
      const text = event.change
        ? agentMoveToastText(result.data.job, event.change)
        : agentToastText(result.data.job, event.status);
      if (text) void notifyInfo(text, TOAST_MS).catch(() => undefined);
    });
  });
}
