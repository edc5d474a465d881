import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { Navigate } from 'react-router-dom';
import { renderRoutes, routePaths } from '../../scripts/jest/routes.js';
import { routes } from './routes.js';

/** mfe-aboki's pages (spec §2): path, h1 and document title. */
const PAGES: [path: string, heading: string, title: string][] = [
  ['/aboki', 'Onboard an Aboki', 'Onboard an Aboki · Aboki'],
  ['/aboki/profile-details', 'Aboki profile details', 'Aboki profile details · Aboki'],
  ['/aboki/select-services', 'Choose the Aboki’s services', 'Choose the Aboki’s services · Aboki'],
  ['/aboki/services-available', 'Set the Aboki’s availability', 'Set the Aboki’s availability · Aboki'],
  ['/aboki/services-success', 'Aboki ready for requests', 'Aboki ready for requests · Aboki'],
  ['/profile/agent-dashboard', 'Agent dashboard', 'Agent dashboard · Aboki'],
];

describe('mfe-aboki routes', () => {
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
