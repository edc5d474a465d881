// The agent dashboard's jobs and payments page tests: a page world whose fake API answers
// GET /api/v1/agent/dashboard, the page opened at its jobs, and what the page posted.
import { act, screen } from '@testing-library/react';
import type { AgentDashboard } from 'shared/schemas';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { dashboard, seenWithoutStream } from './fixtures.js';

export function setUpDashboardTestWorld() {
  const world = setUpPageTestWorld();

  // An action reloads what it changed: let those answers land inside act before the next test.
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  });

  return {
    world,
    /** GET /api/v1/agent/dashboard answers `board()` (read at each call, so a test can change it). */
    serveBoard: (board: () => Partial<AgentDashboard>) => {
      world.api.on('GET /api/v1/agent/dashboard', () => ok(dashboard(board())));
    },
    openDashboard: async () => {
      renderRoutes(routes, '/profile/agent-dashboard');
      await screen.findByRole('heading', { level: 2, name: 'New requests' });
    },
    /** What the page posted, in order, as [path, body]. */
    posts: () =>
      seenWithoutStream(world.api.seen)
        .filter(({ method }) => method === 'POST')
        .map(({ path, body }) => [path, body]),
  };
}
