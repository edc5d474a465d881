import { ROUTE_GROUPS, findRouteGroup } from './route-groups.js';
import { SPEC_ROUTES } from './test/spec-routes.js';

describe('route groups', () => {
  it.each(SPEC_ROUTES)('%s belongs to %s', (path, owner) => {
    expect(findRouteGroup(path)?.app ?? 'shell').toBe(owner);
  });

  it('splits /profile between onboarding and aboki, and owns nothing else under it', () => {
    expect(findRouteGroup('/profile/agent-profile')?.app).toBe('mfe-onboarding');
    expect(findRouteGroup('/profile/agent-dashboard')?.app).toBe('mfe-aboki');
    expect(findRouteGroup('/profile')).toBeUndefined();
    expect(findRouteGroup('/profile/other')).toBeUndefined();
  });

  it('matches whole segments, a trailing slash and any case, like the router', () => {
    expect(findRouteGroup('/sign-inx')).toBeUndefined();
    expect(findRouteGroup('/abokis')).toBeUndefined();
    expect(findRouteGroup('/Sign-In/')?.app).toBe('mfe-auth');
    expect(findRouteGroup('/reset-password/otp/extra')?.app).toBe('mfe-auth');
  });

  it('names the Module Federation remotes of the release', () => {
    expect(ROUTE_GROUPS.map((group) => [group.app, group.remote])).toEqual([
      ['mfe-auth', 'mfe_auth'],
      ['mfe-onboarding', 'mfe_onboarding'],
      ['mfe-aboki', 'mfe_aboki'],
      ['mfe-requests', 'mfe_requests'],
      ['mfe-ops', 'mfe_ops'],
    ]);
    const prefixes = ROUTE_GROUPS.flatMap((group) => group.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
