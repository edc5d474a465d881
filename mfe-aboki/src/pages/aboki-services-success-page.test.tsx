import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { settle } from '@aboki/test-kit/toasts';
import { renderRoutes } from '@aboki/test-kit/routes';
import { MESSAGES } from 'shared/messages';
import { PHONE_MESSAGES } from 'shared/schemas';
import { routes } from '../routes.js';
import { AGENT, dashboard, listItem, readyAboki, seenWithoutStream } from '../test/fixtures.js';

const world = setUpPageTestWorld();

async function openStep5(aboki = readyAboki()) {
  world.api.on(`GET /api/v1/abokis/${aboki.id}`, ok({ aboki }));
  const view = renderRoutes(routes, `/aboki/services-success?id=${aboki.id}`);
  const profile = await screen.findByRole('article', { name: 'Halima S.’s public profile' });
  return { ...view, profile };
}

describe('step 5: the public profile, and sending it for review', () => {
  it('shows exactly what Users will see, and none of the private details', async () => {
    signIn(AGENT);
    const { profile } = await openStep5();

    expect(screen.getByText('Step 5 of 5: Review and publish')).toBeInTheDocument();
    expect(within(profile).getByRole('heading', { level: 2, name: 'Halima S.' })).toBeInTheDocument();
    expect(within(profile).getByRole('img', { name: 'Photo of Halima S.' })).toHaveAttribute(
      'src',
      '/api/v1/photos/abc123.webp',
    );
    expect(within(profile).getByText('Nasarawa, Kano')).toBeInTheDocument();
    expect(within(profile).getByText('Hausa, English')).toBeInTheDocument();
    expect(within(profile).getByText('Nasarawa, Fagge')).toBeInTheDocument();
    expect(within(profile).getByText('₦12,000 · about 3 h')).toBeInTheDocument();
    expect(within(profile).getByText('₦2,500 per hour')).toBeInTheDocument();
    expect(within(profile).getByText('New on Aboki')).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const secret of ['Sani', 'Bompai', 'mosque', '8901', 'Aminu', '0803', '8031234567', '1995']) {
      expect(text).not.toContain(secret);
    }
  });

  it('sends it for review (the publish call), then shows the dashboard with the server’s toast', async () => {
    signIn(AGENT);
    world.api.on(
      'POST /api/v1/abokis/a1/publish',
      ok({ aboki: readyAboki({ status: 'PENDING_REVIEW' }) }, MESSAGES.abokiSentForReview),
    );
    world.api.on(
      'GET /api/v1/agent/dashboard',
      ok(dashboard({ abokis: [listItem({ status: 'PENDING_REVIEW' })] })),
    );
    const { router } = await openStep5();
    expect(screen.getByText('ID checked: the name and date of birth match')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Agent dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/agent-dashboard');
    expect(await screen.findByRole('listitem', { name: 'Halima S.' })).toHaveTextContent(
      'Waiting for review',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Earnings' })).toBeInTheDocument();
    expect(seenWithoutStream(world.api.seen).find(({ method }) => method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v1/abokis/a1/publish',
      authorization: 'Bearer real-token',
      body: undefined,
    });
    await settle();
    expect(world.toasts).toEqual([
      {
        type: 'success',
        text: MESSAGES.abokiSentForReview,
        autoClose: 2000,
        position: 'top-right',
      },
    ]);
  });

  it('names what is still missing and links to the first step that adds it, with no send button', async () => {
    signIn(AGENT);
    await openStep5(
      readyAboki({
        missing: ['weeklyHours', 'guarantor'],
        guarantor: null,
        availability: { weeklyHours: [], areas: ['Nasarawa'], timeOff: [] },
      }),
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Before sending it for review, add weekly working hours, a guarantor.',
    );
    expect(screen.getByRole('link', { name: 'Finish onboarding' })).toHaveAttribute(
      'href',
      '/aboki/profile-details?id=a1',
    );
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/aboki/services-available?id=a1',
    );
  });

  it('lets an Aboki without a photo be sent, suggesting one', async () => {
    signIn(AGENT);
    await openStep5(readyAboki({ photoUrl: null }));

    const form = screen.getByRole('form', { name: 'Send the Aboki for review' });
    expect(form).toHaveTextContent('No photo yet: Users choose Abokis they can see. Add a photo (optional)');
    expect(screen.getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
      'href',
      '/aboki/profile-details?id=a1',
    );
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeEnabled();
  });

  it('says when the Aboki is already published, with the way back to the dashboard', async () => {
    signIn(AGENT);
    await openStep5(readyAboki({ status: 'PAUSED' }));

    expect(screen.getByText(/Halima S\. is already published \(paused\)\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/profile/agent-dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('shows the server’s NOT_READY message and stays', async () => {
    signIn(AGENT);
    world.api.on(
      'POST /api/v1/abokis/a1/publish',
      fail(422, 'This Aboki is not ready to publish yet. Still missing: services.', 'NOT_READY', {
        missing: ['services'],
      }),
    );
    const { router } = await openStep5();

    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Aboki is not ready to publish yet. Still missing: services.',
    );
    expect(router.state.location.pathname).toBe('/aboki/services-success');
  });

  it('when the agent’s phone is not verified yet, says so and links to the profile to verify it', async () => {
    signIn(AGENT);
    world.api.on(
      'POST /api/v1/abokis/a1/publish',
      fail(403, PHONE_MESSAGES.verifyBeforeReview, 'PHONE_NOT_VERIFIED'),
    );
    await openStep5();

    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PHONE_MESSAGES.verifyBeforeReview);
    expect(screen.getByRole('link', { name: 'Verify my phone number' })).toHaveAttribute(
      'href',
      '/profile/agent-profile',
    );
  });

  it('without ?id=, offers to start a new Aboki or go to the dashboard', async () => {
    signIn(AGENT);
    renderRoutes(routes, '/aboki/services-success');

    expect(await screen.findByRole('heading', { level: 2, name: 'Which Aboki?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new Aboki' })).toHaveAttribute('href', '/aboki');
    expect(screen.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute(
      'href',
      '/profile/agent-dashboard',
    );
    expect(seenWithoutStream(world.api.seen)).toEqual([]);
  });

  it('says so when the draft is not there (or is another agent’s: the API answers 404)', async () => {
    signIn(AGENT);
    world.api.on('GET /api/v1/abokis/gone', fail(404, 'We could not find that Aboki.', 'NOT_FOUND'));
    renderRoutes(routes, '/aboki/services-success?id=gone');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not find this Aboki' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new Aboki' })).toHaveAttribute('href', '/aboki');
    await settle();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['error', 'We could not find that Aboki.'],
    ]);
  });
});
