import { eagerRoutePaths, expectPage, renderRoutes, routePaths } from '@aboki/test-kit/routes';
import { routes } from './routes.js';

/** mfe-auth's pages (spec §2): path, h1 and document title. */
const PAGES: [path: string, heading: string, title: string][] = [
  ['/sign-in', 'Sign in', 'Sign in · Aboki'],
  ['/sign-up', 'Create your Aboki account', 'Sign up · Aboki'],
  ['/otp', 'Confirm your email', 'Confirm your email · Aboki'],
  ['/reset-password', 'Reset your password', 'Reset your password · Aboki'],
  ['/reset-password/otp', 'Enter your reset code', 'Enter your reset code · Aboki'],
  ['/reset-password/submit', 'Choose a new password', 'Choose a new password · Aboki'],
  ['/password-successful', 'Password changed', 'Password changed · Aboki'],
];

describe('mfe-auth routes', () => {
  it('exposes exactly its own paths', () => {
    expect(routePaths(routes).sort()).toEqual([...PAGES.map(([path]) => path)].sort());
  });

  it('loads every page on demand', () => {
    expect(eagerRoutePaths(routes)).toEqual([]);
  });

  it.each(PAGES)('%s shows the h1 “%s”', async (path, heading, title) => {
    renderRoutes(routes, path);

    await expectPage(heading, title);
  });
});
