import { act, screen, within } from '@testing-library/react';
import { eagerRoutePaths, expectPage, renderRoutes, routePaths } from '../../scripts/jest/routes.js';
import { routes } from './routes.js';

/** mfe-requests's pages (spec §2): path, h1 and document title. */
const PAGES: [path: string, heading: string, title: string][] = [
  ['/select-aboki', 'Choose an Aboki', 'Choose an Aboki · Aboki'],
  ['/select-aboki/confirm-request', 'Confirm your request', 'Confirm your request · Aboki'],
  ['/select-aboki/add-payment-option', 'Choose how to pay', 'Choose how to pay · Aboki'],
  ['/select-aboki/request-details', 'Request details', 'Request details · Aboki'],
  ['/select-aboki/service-request-successful', 'Request sent', 'Request sent · Aboki'],
  ['/select-aboki/service-request-error', 'Request not sent', 'Request not sent · Aboki'],
  ['/manage-services-request/ongoing', 'Ongoing requests', 'Ongoing requests · Aboki'],
  ['/manage-services-request/upcoming', 'Upcoming requests', 'Upcoming requests · Aboki'],
  ['/manage-services-request/completed', 'Completed requests', 'Completed requests · Aboki'],
  ['/manage-services-request/cancelled', 'Cancelled requests', 'Cancelled requests · Aboki'],
];

describe('mfe-requests routes', () => {
  it('exposes exactly its own paths', () => {
    expect(routePaths(routes).sort()).toEqual(
      ['/manage-services-request', ...PAGES.map(([path]) => path)].sort(),
    );
  });

  it('loads every page on demand', () => {
    expect(eagerRoutePaths(routes)).toEqual([]);
  });

  it.each(PAGES)('%s shows the h1 “%s”', async (path, heading, title) => {
    renderRoutes(routes, path);

    await expectPage(heading, title);
  });
});

describe('/manage-services-request', () => {
  it('redirects its index to ongoing, replacing the history entry', async () => {
    const { router } = renderRoutes(routes, '/select-aboki/request-details');
    await screen.findByRole('heading', { level: 1, name: 'Request details' });

    await act(() => router.navigate('/manage-services-request'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ongoing requests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage-services-request/ongoing');
    expect(router.state.historyAction).toBe('REPLACE');

    // Back skips the bare index and returns to where the person came from.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request details' })).toBeInTheDocument();
  });

  it('replaces the index entry on a direct visit too', async () => {
    const { router } = renderRoutes(routes, {
      entries: ['/select-aboki', '/manage-services-request'],
      index: 1,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ongoing requests' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose an Aboki' })).toBeInTheDocument();
  });

  it('marks the current status tab', async () => {
    renderRoutes(routes, '/manage-services-request/completed');

    await screen.findByRole('heading', { level: 1, name: 'Completed requests' });
    const tabs = screen.getByRole('navigation', { name: 'Request status' });
    expect(within(tabs).getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ongoing', 'Upcoming', 'Completed', 'Cancelled']);
  });
});

describe('/select-aboki', () => {
  it('repeats the search from the home page', async () => {
    renderRoutes(routes, '/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja');

    await screen.findByRole('heading', { level: 1, name: 'Choose an Aboki' });
    expect(screen.getByText(/You searched for/)).toHaveTextContent(
      'You searched for home-cleaning in Ikeja, Lagos.',
    );
  });
});
