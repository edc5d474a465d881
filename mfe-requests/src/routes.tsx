import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from 'shared/auth';
import { RequireBooker } from './components/require-booker.js';
import { HelpLayout } from './layouts/help-layout.js';
import { ManageRequestsLayout } from './layouts/manage-requests-layout.js';
import { RequestFlowLayout } from './layouts/request-flow-layout.js';

export const MANAGE_REQUESTS_DEFAULT = '/manage-services-request/ongoing';

/**
 * What mfe-requests exposes as `./routes`: each page is its own chunk, loaded when first visited.
 * Searching and confirming are open to everyone; paying, the details and the result need a USER
 * with a profile (visitors go to /sign-in?next=<path> and come back, the draft kept in sessionStorage).
 */
export const routes: RouteObject[] = [
  {
    path: '/select-aboki',
    Component: RequestFlowLayout,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/select-aboki-page.js')).SelectAbokiPage }),
      },
      {
        path: 'confirm-request',
        lazy: async () => ({
          Component: (await import('./pages/confirm-request-page.js')).ConfirmRequestPage,
        }),
      },
      {
        Component: RequireAuth,
        children: [
          {
            Component: RequireBooker,
            children: [
              {
                path: 'add-payment-option',
                lazy: async () => ({
                  Component: (await import('./pages/add-payment-option-page.js')).AddPaymentOptionPage,
                }),
              },
              {
                path: 'request-details',
                lazy: async () => ({
                  Component: (await import('./pages/request-details-page.js')).RequestDetailsPage,
                }),
              },
              {
                path: 'service-request-successful',
                lazy: async () => ({
                  Component: (await import('./pages/service-request-successful-page.js'))
                    .ServiceRequestSuccessfulPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: 'aboki/:id',
        lazy: async () => ({ Component: (await import('./pages/aboki-profile-page.js')).AbokiProfilePage }),
      },
      {
        path: 'service-request-error',
        lazy: async () => ({
          Component: (await import('./pages/service-request-error-page.js')).ServiceRequestErrorPage,
        }),
      },
    ],
  },
  {
    // A support conversation (issue 25): its owner signed in, or anyone with the e-mail's #token= link.
    path: '/help/tickets/:id',
    Component: HelpLayout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/ticket-page.js')).TicketPage }) },
    ],
  },
  {
    path: '/manage-services-request',
    Component: ManageRequestsLayout,
    children: [
      {
        // The signed-in person's own jobs (a User's bookings; an agent's, those of their Abokis).
        Component: RequireAuth,
        children: [
          // Replaces its own history entry, so Back skips the bare /manage-services-request (spec §2).
          // A loader redirect cannot do this: it would push after a direct visit, or replace the previous page.
          { index: true, element: <Navigate to={MANAGE_REQUESTS_DEFAULT} replace /> },
          {
            path: 'ongoing',
            lazy: async () => ({
              Component: (await import('./pages/ongoing-requests-page.js')).OngoingRequestsPage,
            }),
          },
          {
            path: 'upcoming',
            lazy: async () => ({
              Component: (await import('./pages/upcoming-requests-page.js')).UpcomingRequestsPage,
            }),
          },
          {
            path: 'completed',
            lazy: async () => ({
              Component: (await import('./pages/completed-requests-page.js')).CompletedRequestsPage,
            }),
          },
          {
            path: 'cancelled',
            lazy: async () => ({
              Component: (await import('./pages/cancelled-requests-page.js')).CancelledRequestsPage,
            }),
          },
          {
            path: 'job/:reference',
            lazy: async () => ({ Component: (await import('./pages/job-page.js')).JobPage }),
          },
        ],
      },
    ],
  },
];

export default routes;
