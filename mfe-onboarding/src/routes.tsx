import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from 'shared/auth';
import { OnboardingLayout } from './layouts/onboarding-layout.js';

/**
 * What mfe-onboarding exposes as `./routes`: each page is its own chunk, loaded when first visited.
 * Every page needs a signed-in person: visitors go to /sign-in?next=<path> and come back.
 */
export const routes: RouteObject[] = [
  {
    Component: OnboardingLayout,
    children: [
      {
        Component: RequireAuth,
        children: [
          {
            path: '/select-services',
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./pages/choose-role-page.js')).ChooseRolePage,
                }),
              },
              {
                path: 'agent-profile',
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('./pages/agent-profile-page.js')).AgentProfilePage,
                    }),
                  },
                  {
                    path: 'details',
                    lazy: async () => ({
                      Component: (await import('./pages/agent-profile-details-page.js'))
                        .AgentProfileDetailsPage,
                    }),
                  },
                  {
                    path: 'created',
                    lazy: async () => ({
                      Component: (await import('./pages/agent-profile-created-page.js'))
                        .AgentProfileCreatedPage,
                    }),
                  },
                ],
              },
              {
                path: 'user-profile',
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('./pages/user-profile-page.js')).UserProfilePage,
                    }),
                  },
                  {
                    path: 'details',
                    lazy: async () => ({
                      Component: (await import('./pages/user-profile-details-page.js'))
                        .UserProfileDetailsPage,
                    }),
                  },
                  {
                    path: 'created',
                    lazy: async () => ({
                      Component: (await import('./pages/user-profile-created-page.js'))
                        .UserProfileCreatedPage,
                    }),
                  },
                ],
              },
            ],
          },
          {
            path: '/profile/agent-profile',
            lazy: async () => ({
              Component: (await import('./pages/agent-profile-view-page.js')).AgentProfileViewPage,
            }),
          },
          {
            path: '/profile/user-profile',
            lazy: async () => ({
              Component: (await import('./pages/user-profile-view-page.js')).UserProfileViewPage,
            }),
          },
        ],
      },
    ],
  },
];

export default routes;
