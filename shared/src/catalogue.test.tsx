import { act, renderHook, waitFor } from '@testing-library/react';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import type { Service } from './schemas/service.js';
import {
  CATALOGUE_FAILURE,
  loadServiceCatalogue,
  resetServiceCatalogue,
  seedServiceCatalogue,
  useServiceCatalogue,
} from './catalogue.js';

const world = setUpPageTestWorld();
beforeEach(() => resetServiceCatalogue());

const service = (slug: string): Service => ({
  id: `id-${slug}`,
  slug,
  name: slug,
  description: `${slug} described`,
  category: 'Cleaning',
  unit: 'job',
  basePriceKobo: 1_500_000,
});

const catalogueRequests = () =>
  world.api.seen.filter((request) => request.path.startsWith('/api/v1/services'));

describe('the service catalogue', () => {
  it("shows a seeded catalogue (a prerendered page's data block) on the first render, without a request", async () => {
    const seededList = [service('home-cleaning'), service('laundry')];
    seedServiceCatalogue(seededList);

    const { result } = renderHook(() => useServiceCatalogue());

    expect(result.current).toMatchObject({ status: 'ready', data: seededList });
    expect(await loadServiceCatalogue()).toBe(seededList);
    expect(catalogueRequests()).toEqual([]);
  });

  it('follows the keyset cursor to the last page, then serves every later caller from the one download', async () => {
    world.api.on('GET /api/v1/services', (request) =>
      request.path.includes('cursor=next')
        ? ok({ services: [service('laundry')], nextCursor: null })
        : ok({ services: [service('home-cleaning')], nextCursor: 'next' }),
    );

    const first = await loadServiceCatalogue();
    const second = await loadServiceCatalogue();

    expect(first.map((item) => item.slug)).toEqual(['home-cleaning', 'laundry']);
    expect(second).toBe(first);
    expect(catalogueRequests().map((request) => request.path)).toEqual([
      '/api/v1/services?limit=100',
      '/api/v1/services?limit=100&cursor=next',
    ]);
  });

  it('forgets a failed download, so the hook shows the error and its retry fetches again', async () => {
    // A proxy's error page, not our JSON: the catalogue's own message is shown.
    world.api.on('GET /api/v1/services', { status: 503, body: 'Service Unavailable' });
    const { result } = renderHook(() => useServiceCatalogue());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ status: 'error', error: { message: CATALOGUE_FAILURE } });

    world.api.on('GET /api/v1/services', ok({ services: [service('errands')], nextCursor: null }));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ status: 'ready', data: [service('errands')] });
    expect(catalogueRequests()).toHaveLength(2);
  });
});
