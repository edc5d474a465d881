import type { RouteObject } from 'react-router-dom';
import { AuthCard } from './layouts/auth-card.js';

/** What mfe-auth exposes as `./routes`: each page is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    Component: AuthCard,
    children: [
      {
        path: '/sign-in',
        lazy: async () => ({ Component: (await import('./pages/sign-in-page.js')).SignInPage }),
      },
      {
        path: '/sign-up',
        lazy: async () => ({ Component: (await import('./pages/sign-up-page.js')).SignUpPage }),
      },
      { path: '/otp', lazy: async () => ({ Component: (await import('./pages/otp-page.js')).OtpPage }) },
      {
        path: '/reset-password',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./pages/reset-password-page.js')).ResetPasswordPage,
            }),
          },
          {
            path: 'otp',
            lazy: async () => ({
              Component: (await import('./pages/reset-password-otp-page.js')).ResetPasswordOtpPage,
            }),
          },
          {
            path: 'submit',
            lazy: async () => ({
              Component: (await import('./pages/reset-password-submit-page.js')).ResetPasswordSubmitPage,
            }),
          },
        ],
      },
      {
        path: '/password-successful',
        lazy: async () => ({
          Component: (await import('./pages/password-successful-page.js')).PasswordSuccessfulPage,
        }),
      },
    ],
  },
];

export default routes;
