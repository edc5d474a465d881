import type { AgentDashboard } from 'shared/schemas';
import type { AbokiText } from '../i18n/index.js';
import { call } from './abokis.js';

/** The browser's own fallback, when the server could not be reached or said nothing (a catalogue id). */
export const DASHBOARD_FAILURE = 'We could not load your dashboard. Please try again.' satisfies AbokiText;

/**
 * GET /api/v1/agent/dashboard: everything the dashboard paints first, computed by the server — the
 * jobs with who booked and where, the earnings, the first page of Abokis — in one round trip.
 */
export function fetchAgentDashboard() {
  return call<AgentDashboard>('GET', '/api/v1/agent/dashboard', DASHBOARD_FAILURE);
}
