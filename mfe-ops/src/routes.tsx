import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from 'shared/auth';
import { OpsGate } from './components/ops-gate.js';
import { OpsLayout } from './layouts/ops-layout.js';

/**
 * What mfe-ops exposes as `./routes`: the operator console (issue 25), each page its own chunk.
 * Visitors go to /sign-in?next=<path>; every page then passes the gate (staff only, and unlocked
 * with an authenticator code).
 */
export const routes: RouteObject[] = [
  {
    Component: OpsLayout,
    children: [
      {
        Component: RequireAuth,
        children: [
          {
            Component: OpsGate,
            children: [
              {
                path: '/ops',
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('./pages/dashboard-page.js')).DashboardPage,
                    }),
                  },
                  {
                    path: 'reviews',
                    lazy: async () => ({
                      Component: (await import('./pages/reviews-page.js')).ReviewsPage,
                    }),
                  },
                  {
                    path: 'abokis/:id',
                    lazy: async () => ({
                      Component: (await import('./pages/aboki-review-page.js')).AbokiReviewPage,
                    }),
                  },
                  {
                    path: 'people',
                    lazy: async () => ({
                      Component: (await import('./pages/people-page.js')).PeoplePage,
                    }),
                  },
                  {
                    path: 'people/:id',
                    lazy: async () => ({
                      Component: (await import('./pages/person-page.js')).PersonPage,
                    }),
                  },
                  {
                    path: 'jobs/:reference',
                    lazy: async () => ({
                      Component: (await import('./pages/job-page.js')).JobPage,
                    }),
                  },
                  {
                    path: 'disputes',
                    lazy: async () => ({
                      Component: (await import('./pages/disputes-page.js')).DisputesPage,
                    }),
                  },
                  {
                    path: 'disputes/:id',
                    lazy: async () => ({
                      Component: (await import('./pages/dispute-page.js')).DisputePage,
                    }),
                  },
                  {
                    path: 'tickets',
                    lazy: async () => ({
                      Component: (await import('./pages/tickets-page.js')).TicketsPage,
                    }),
                  },
                  {
                    path: 'tickets/:id',
                    lazy: async () => ({
                      Component: (await import('./pages/ticket-page.js')).TicketPage,
                    }),
                  },
                  {
                    path: 'audit',
                    lazy: async () => ({
                      Component: (await import('./pages/audit-page.js')).AuditPage,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export default routes;
