import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from 'shared/auth';
import { RequireAgent } from './components/require-agent.js';
import { AbokiLayout } from './layouts/aboki-layout.js';

/**
 * What mfe-aboki exposes as `./routes`: each page is its own chunk, loaded when first visited.
 * Every page is for an agent with a profile: visitors go to /sign-in?next=<path> and come back.
 */
export const routes: RouteObject[] = [
  {
    Component: AbokiLayout,
    children: [
      {
        Component: RequireAuth,
        children: [
          {
            Component: RequireAgent,
            children: [
              {
                path: '/aboki',
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('./pages/onboard-aboki-page.js')).OnboardAbokiPage,
                    }),
                  },
                  {
                    path: 'profile-details',
                    lazy: async () => ({
                      Component: (await import('./pages/aboki-profile-details-page.js'))
                        .AbokiProfileDetailsPage,
                    }),
                  },
                  {
                    path: 'select-services',
                    lazy: async () => ({
                      Component: (await import('./pages/aboki-select-services-page.js'))
                        .AbokiSelectServicesPage,
                    }),
                  },
                  {
                    path: 'services-available',
                    lazy: async () => ({
                      Component: (await import('./pages/aboki-services-available-page.js'))
                        .AbokiServicesAvailablePage,
                    }),
                  },
                  {
                    path: 'services-success',
                    lazy: async () => ({
                      Component: (await import('./pages/aboki-services-success-page.js'))
                        .AbokiServicesSuccessPage,
                    }),
                  },
                ],
              },
              {
                path: '/profile/agent-dashboard',
                lazy: async () => ({
                  Component: (await import('./pages/agent-dashboard-page.js')).AgentDashboardPage,
                }),
              },
              {
                path: '/profile/agent-dashboard/money',
                lazy: async () => ({
                  Component: (await import('./pages/agent-money-page.js')).AgentMoneyPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export default routes;
