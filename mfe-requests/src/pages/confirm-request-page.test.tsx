import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { readDraft, updateDraft } from '../booking-draft.js';
import { routes } from '../routes.js';
import { halima } from '../test/fixtures.js';

const world = setUpPageTestWorld();
const SLOTS = `GET /api/v1/abokis/${halima().id}/slots`;

/** An hourly booking as the search leaves it: Halima's laundry, Sat 12 Dec 9:00, 2 hours at ₦2,500. */
function seedHourlyDraft() {
  const aboki = halima();
  updateDraft(() => ({
    idempotencyKey: '5f0c2a4e-1111-4222-8333-944455556666',
    search: { service: 'laundry', state: 'Lagos', lga: 'Ikeja', date: '2026-12-12', time: '09:00', hours: 2 },
    service: { slug: 'laundry', name: 'Laundry', unit: 'hour' },
    aboki: {
      id: aboki.id,
      displayName: aboki.displayName,
      photoUrl: aboki.photoUrl,
      languages: aboki.languages,
      rating: aboki.rating,
      unitPriceKobo: 250_000,
      durationMinutes: null,
    },
    slot: { startsAt: '2026-12-12T09:00:00+01:00', endsAt: '2026-12-12T11:00:00+01:00', priceKobo: 500_000 },
  }));
}

const hoursField = () => screen.getByRole('combobox', { name: 'How many hours' });

beforeEach(() => sessionStorage.clear());

describe('/select-aboki/confirm-request: the hours of an hourly booking (issue 22 item 2)', () => {
  it('shows the hours booked, and changing them re-checks the same start, then reprices the booking', async () => {
    seedHourlyDraft();
    world.api.on(
      SLOTS,
      ok({ slots: [{ startsAt: '2026-12-12T09:00:00+01:00', endsAt: '2026-12-12T13:00:00+01:00' }] }),
    );
    renderRoutes(routes, '/select-aboki/confirm-request');

    expect(await screen.findByText('2 hours of laundry at ₦2,500 an hour.')).toBeInTheDocument();
    expect(hoursField()).toHaveValue('2');

    await userEvent.selectOptions(hoursField(), '4 hours');

    expect(await screen.findByText('Changed to 4 hours: ₦10,000.')).toBeInTheDocument();
    expect(screen.getByText('4 hours of laundry at ₦2,500 an hour.')).toBeInTheDocument();
    expect(screen.getByText('Sat 12 Dec, 9:00–13:00 (Lagos time)')).toBeInTheDocument();
    expect(screen.getByText('₦10,000')).toBeInTheDocument();
    const asked = world.api.seen.find((request) => request.path.includes('/slots'));
    expect(asked?.path).toBe(
      `/api/v1/abokis/${halima().id}/slots?service=laundry&hours=4&from=2026-12-12&days=1`,
    );
    expect(readDraft()).toMatchObject({
      search: { hours: 4 },
      slot: {
        startsAt: '2026-12-12T09:00:00+01:00',
        endsAt: '2026-12-12T13:00:00+01:00',
        priceKobo: 1_000_000,
      },
    });
  });

  it('keeps the booking as it was, and says why, when the Aboki is not free that long', async () => {
    seedHourlyDraft();
    world.api.on(
      SLOTS,
      ok({ slots: [{ startsAt: '2026-12-12T14:00:00+01:00', endsAt: '2026-12-12T19:00:00+01:00' }] }),
    );
    renderRoutes(routes, '/select-aboki/confirm-request');
    await screen.findByText('2 hours of laundry at ₦2,500 an hour.');

    await userEvent.selectOptions(hoursField(), '5 hours');

    await waitFor(() =>
      expect(hoursField()).toHaveAccessibleDescription(
        'Halima S. is not free for 5 hours from 9:00. Keep 2 hours, or choose another time.',
      ),
    );
    expect(hoursField()).toHaveValue('2');
    expect(screen.getByText('₦5,000')).toBeInTheDocument();
    expect(readDraft()).toMatchObject({ search: { hours: 2 }, slot: { priceKobo: 500_000 } });
    expect(screen.getByRole('link', { name: 'Choose another time' })).toBeInTheDocument();
  });

  it('offers no hours for a service booked per job', async () => {
    seedHourlyDraft();
    updateDraft((draft) => ({
      ...draft,
      search: { ...draft.search!, service: 'home-cleaning', hours: undefined },
      service: { slug: 'home-cleaning', name: 'Home cleaning', unit: 'job' },
    }));
    renderRoutes(routes, '/select-aboki/confirm-request');

    await screen.findByRole('heading', { level: 1, name: 'Confirm your request' });
    expect(screen.queryByRole('combobox', { name: 'How many hours' })).toBeNull();
  });
});
