import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetServiceCatalogue } from 'shared';
import { signIn } from '@aboki/test-kit/page-world';
import { CATALOGUE, renderShell, respondWith } from '../test/render-shell.js';

beforeEach(() => {
  resetServiceCatalogue();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('services page', () => {
  it('lists the catalogue by category with naira prices', async () => {
    respondWith(200, { success: true, data: { services: CATALOGUE, nextCursor: null } });
    renderShell('/services');

    const cleaning = await screen.findByRole('region', { name: 'Cleaning and laundry' });
    expect(within(cleaning).getByRole('heading', { level: 3, name: 'Home cleaning' })).toBeInTheDocument();
    expect(within(cleaning).getByText('From ₦15,000')).toBeInTheDocument();
    const repairs = screen.getByRole('region', { name: 'Repairs' });
    expect(within(repairs).getByText('From ₦3,000 per hour')).toBeInTheDocument();
  });

  it('opens the search for a service from its card, in a signed-in person’s own place', async () => {
    respondWith(200, { success: true, data: { services: CATALOGUE, nextCursor: null } });
    renderShell('/services');
    const cleaning = await screen.findByRole('region', { name: 'Cleaning and laundry' });
    expect(within(cleaning).getByRole('link', { name: 'Home cleaning' })).toHaveAttribute(
      'href',
      '/select-aboki?service=home-cleaning',
    );

    act(() =>
      signIn({
        id: 'u1',
        email: 'ada@example.com',
        name: 'Ada Obi',
        role: 'USER',
        hasProfile: true,
        state: 'Lagos',
        lga: 'Surulere',
      }),
    );
    expect(within(cleaning).getByRole('link', { name: 'Home cleaning' })).toHaveAttribute(
      'href',
      '/select-aboki?service=home-cleaning&state=Lagos&lga=Surulere',
    );
  });

  it('shows that it is loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderShell('/services');

    await screen.findByRole('heading', { level: 1, name: 'Services and prices' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading services…');

    answer(new Response(JSON.stringify({ success: true, data: { services: CATALOGUE, nextCursor: null } })));
    expect(await screen.findByText('Home cleaning')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows the cursor to the last page', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(
        async () =>
          new Response(
            JSON.stringify({
              success: true,
              data: { services: [CATALOGUE[0]], nextCursor: 'home-cleaning' },
            }),
          ),
      )
      .mockImplementationOnce(
        async () =>
          new Response(
            JSON.stringify({ success: true, data: { services: [CATALOGUE[1]], nextCursor: null } }),
          ),
      );
    renderShell('/services');

    expect(await screen.findByText('Plumbing repairs')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/services?limit=100',
      '/api/v1/services?limit=100&cursor=home-cleaning',
    ]);
  });

  it('explains a failure and retries', async () => {
    respondWith(503, {
      success: false,
      message: 'The service is busy',
      error: 'UNAVAILABLE',
      requestId: 'r',
    });
    renderShell('/services');

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy');

    respondWith(200, { success: true, data: { services: CATALOGUE, nextCursor: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Home cleaning')).toBeInTheDocument();
  });
});

describe('home page', () => {
  it('sends “Find help” to /select-aboki with the service, state and LGA', async () => {
    respondWith(200, { success: true, data: { services: CATALOGUE, nextCursor: null } });
    const { router } = renderShell('/');
    const form = await screen.findByRole('region', { name: 'Find help near you' });
    const service = within(form).getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(service).toBeEnabled());
    const lga = within(form).getByRole('combobox', { name: 'Local government area (LGA)' });
    expect(lga).toBeDisabled();

    await userEvent.click(within(form).getByRole('button', { name: 'Find an Aboki' }));
    expect(within(form).getByText('Choose a service', { selector: 'span' })).toBeInTheDocument();
    expect(within(form).getByText('Choose your state', { selector: 'span' })).toBeInTheDocument();

    await userEvent.selectOptions(service, 'home-cleaning');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'Lagos');
    await userEvent.selectOptions(lga, 'Ikeja');
    await userEvent.click(within(form).getByRole('button', { name: 'Find an Aboki' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/select-aboki'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      service: 'home-cleaning',
      state: 'Lagos',
      lga: 'Ikeja',
    });
  });

  it('previews services with prices and explains how it works', async () => {
    respondWith(200, { success: true, data: { services: CATALOGUE, nextCursor: null } });
    renderShell('/');

    const preview = await screen.findByRole('region', { name: 'Popular services' });
    expect(await within(preview).findByText('From ₦15,000')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Book',
      'Your Aboki arrives',
      'Pay your way',
      'Review',
    ]);
    expect(document.title).toBe('Home services across Nigeria · Aboki');
  });
});

describe('help page', () => {
  it('answers the questions people ask', async () => {
    renderShell('/help');

    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Booking',
      'Payment',
      'Cancellation',
      'Safety and vetting',
      'Becoming an agent',
      'Contacting support',
    ]);
    expect(
      screen.getByText(/cash when the job is completed, or pay by card or bank transfer through Paystack/),
    ).toBeInTheDocument();
  });
});
