import { eagerRoutePaths, expectPage, renderRoutes, routePaths } from '../../scripts/jest/routes.js';
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
    expect(eagerRoutePaths(routes)).toEqual([]);
  });

  it.each(PAGES)('%s shows the h1 “%s”', async (path, heading, title) => {
    renderRoutes(routes, path);

    await expectPage(heading, title);
  });
});
