import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { Navigate } from 'react-router-dom';
import { renderRoutes, routePaths } from '../../scripts/jest/routes.js';
import { routes } from './routes.js';

/** mfe-onboarding's pages (spec §2): path, h1 and document title. */
const PAGES: [path: string, heading: string, title: string][] = [
  ['/select-services', 'How will you use Aboki?', 'Choose your role · Aboki'],
  ['/select-services/agent-profile', 'Create your agent profile', 'Create your agent profile · Aboki'],
  ['/select-services/agent-profile/details', 'Agent profile details', 'Agent profile details · Aboki'],
  ['/select-services/agent-profile/created', 'Agent profile created', 'Agent profile created · Aboki'],
  ['/select-services/user-profile', 'Create your user profile', 'Create your user profile · Aboki'],
  ['/select-services/user-profile/details', 'User profile details', 'User profile details · Aboki'],
  ['/select-services/user-profile/created', 'User profile created', 'User profile created · Aboki'],
  ['/profile/agent-profile', 'Your agent profile', 'Your agent profile · Aboki'],
  ['/profile/user-profile', 'Your profile', 'Your profile · Aboki'],
];

describe('mfe-onboarding routes', () => {
  it('exposes exactly its own paths', () => {
    expect(routePaths(routes).sort()).toEqual([...PAGES.map(([path]) => path)].sort());
  });

  it('loads every page on demand', () => {
    const eager = (function collect(list: typeof routes): string[] {
      return list.flatMap((route) => {
        if (route.children) return collect(route.children);
        const redirect = isValidElement(route.element) && route.element.type === Navigate;
        return route.lazy || redirect ? [] : [String(route.path)];
      });
    })(routes);
    expect(eager).toEqual([]);
  });

  it.each(PAGES)('%s shows the h1 “%s”', async (path, heading, title) => {
    renderRoutes(routes, path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
  });
});
