import { screen, within } from '@testing-library/react';
import { BOOKING_MESSAGES, PHONE_MESSAGES } from 'shared/schemas';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { updateDraft } from '../booking-draft.js';
import { routes } from '../routes.js';
import { halima } from '../test/fixtures.js';

setUpPageTestWorld();

function draftWith(lastError: { code: string; message: string; status: number }) {
  updateDraft(() => ({
    idempotencyKey: 'k-1',
    search: { service: 'home-cleaning', state: 'Lagos', lga: 'Ikeja', date: '2026-12-12', time: '09:00' },
    aboki: {
      id: halima().id,
      displayName: 'Halima S.',
      photoUrl: null,
      languages: ['Hausa'],
      rating: { average: null, count: 0 },
    },
    lastError,
  }));
}

beforeEach(() => sessionStorage.clear());

describe('/select-aboki/service-request-error', () => {
  it('after SLOT_TAKEN, leads back to the Aboki’s times or to all Abokis, the search kept', async () => {
    draftWith({ code: 'SLOT_TAKEN', message: BOOKING_MESSAGES.slotTaken, status: 409 });
    renderRoutes(routes, '/select-aboki/service-request-error');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'That time has just been taken' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Choose another time' })).toHaveAttribute(
      'href',
      `/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-12&time=09%3A00&aboki=${halima().id}`,
    );
    expect(within(alert).getByRole('link', { name: 'Choose another Aboki' })).toHaveAttribute(
      'href',
      '/select-aboki?service=home-cleaning&state=Lagos&lga=Ikeja&date=2026-12-12&time=09%3A00',
    );
  });

  it('after a key already used for another booking, points to the upcoming requests instead of booking again', async () => {
    draftWith({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: BOOKING_MESSAGES.idempotencyKeyReused,
      status: 422,
    });
    renderRoutes(routes, '/select-aboki/service-request-error');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This request may already have been sent');
    expect(within(alert).getByRole('link', { name: 'See upcoming requests' })).toHaveAttribute(
      'href',
      '/manage-services-request/upcoming',
    );
    expect(within(alert).queryByRole('link', { name: 'Choose another time' })).not.toBeInTheDocument();
  });

  it('when the User’s phone is not verified yet, leads to the profile to verify it, the booking kept', async () => {
    draftWith({ code: 'PHONE_NOT_VERIFIED', message: PHONE_MESSAGES.verifyBeforeBooking, status: 403 });
    renderRoutes(routes, '/select-aboki/service-request-error');

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Verify your phone number first' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(PHONE_MESSAGES.verifyBeforeBooking);
    expect(within(alert).getByRole('link', { name: 'Verify my phone number' })).toHaveAttribute(
      'href',
      '/profile/user-profile',
    );
    expect(within(alert).getByRole('link', { name: 'Send the request again' })).toHaveAttribute(
      'href',
      '/select-aboki/request-details',
    );
  });

  it('with nothing refused, says so and offers to start', async () => {
    renderRoutes(routes, '/select-aboki/service-request-error');

    expect(await screen.findByRole('heading', { name: 'No request failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an Aboki' })).toHaveAttribute('href', '/select-aboki');
  });
});
