import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from 'shared';
import { formatMonthOfYear } from 'shared/lagos-time';
import { MESSAGES } from 'shared/messages';
import type { AbokiOwnerView, IdentityResult } from 'shared/schemas';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { settle } from '@aboki/test-kit/toasts';
import { routes } from '../routes.js';
import { AGENT, dashboard, listItem, readyAboki, seenWithoutStream } from '../test/fixtures.js';

const world = setUpPageTestWorld();

afterEach(async () => {
  await chooseLanguage('en');
});

const NOTE = 'The guarantor’s phone number does not answer: add another guarantor.';

/** Halima's page (step 5 of her onboarding), as the API answers it for `aboki`. */
async function openPage(aboki: AbokiOwnerView) {
  world.api.on(`GET /api/v1/abokis/${aboki.id}`, ok({ aboki }));
  const view = renderRoutes(routes, `/aboki/services-success?id=${aboki.id}`);
  await screen.findByRole('article', { name: 'Halima S.’s public profile' });
  return view;
}

const status = () => screen.getByRole('region', { name: 'Status' });
const sendButtons = () => screen.queryAllByRole('button', { name: /Send for review/ });

describe('the Aboki’s page: where its review stands', () => {
  it('waiting for review: says what happens next, and offers nothing to send', async () => {
    signIn(AGENT);
    await openPage(
      readyAboki({
        status: 'PENDING_REVIEW',
        review: { ...readyAboki().review, submittedAt: '2026-11-24T09:00:00.000Z' },
      }),
    );

    expect(within(status()).getByText('Waiting for review')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Halima S. is waiting for review.');
    expect(status()).toHaveTextContent(
      'Our team checks the ID and calls the guarantor, usually within 2 working days, and e-mails you when it is done.',
    );
    expect(sendButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Pause|Resume/ })).not.toBeInTheDocument();
  });

  it('sent back: shows what to fix, and "Send for review again" sends it with the publish call', async () => {
    signIn(AGENT);
    world.api.on(
      'POST /api/v1/abokis/a1/publish',
      ok({ aboki: readyAboki({ status: 'PENDING_REVIEW' }) }, MESSAGES.abokiSentForReview),
    );
    world.api.on(
      'GET /api/v1/agent/dashboard',
      ok(dashboard({ abokis: [listItem({ status: 'PENDING_REVIEW' })] })),
    );
    const { router } = await openPage(
      readyAboki({ status: 'REJECTED', review: { ...readyAboki().review, note: NOTE } }),
    );

    expect(within(status()).getByText('Needs changes')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Halima S. needs changes before Users can book them.');
    expect(within(status()).getByText(`What to fix: ${NOTE}`)).toBeInTheDocument();
    expect(within(status()).getByRole('link', { name: 'Edit the details' })).toHaveAttribute(
      'href',
      '/aboki?id=a1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send for review again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Agent dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/agent-dashboard');
    expect(seenWithoutStream(world.api.seen).filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/v1/abokis/a1/publish',
        authorization: 'Bearer real-token',
        body: undefined,
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Halima S.' })).toHaveTextContent(
      'Waiting for review',
    );
    await settle();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      ['success', MESSAGES.abokiSentForReview],
    ]);
  });

  it('sent back with something missing: names it instead of offering to send', async () => {
    signIn(AGENT);
    await openPage(
      readyAboki({
        status: 'REJECTED',
        missing: ['guarantor'],
        guarantor: null,
        review: { ...readyAboki().review, note: NOTE },
      }),
    );

    expect(within(status()).getByText(`What to fix: ${NOTE}`)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Before sending it for review, add a guarantor.');
    expect(sendButtons()).toEqual([]);
  });

  it('suspended: shows the reason and says to contact support, with nothing to send or resume', async () => {
    signIn(AGENT);
    await openPage(
      readyAboki({
        status: 'SUSPENDED',
        review: { ...readyAboki().review, verifiedAt: '2026-10-02T09:00:00.000Z', note: NOTE },
      }),
    );

    expect(within(status()).getByText('Suspended by Aboki')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Our team has suspended Halima S.: Users cannot find or book them.');
    expect(within(status()).getByText(`Reason: ${NOTE}`)).toBeInTheDocument();
    expect(status()).toHaveTextContent('If you think this is a mistake, contact Aboki support.');
    expect(sendButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Pause|Resume/ })).not.toBeInTheDocument();
  });

  it('taking bookings and verified: says the month, as Users see it on the badge', async () => {
    signIn(AGENT);
    // 23:30 in Lagos on 31 October is still October there (22:30 UTC).
    await openPage(
      readyAboki({
        status: 'ACTIVE',
        review: { ...readyAboki().review, verifiedAt: '2026-10-31T22:30:00.000Z' },
      }),
    );

    expect(within(status()).getByText('Active')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Halima S. is already published.');
    expect(within(status()).getByText('Verified in Oct 2026')).toBeInTheDocument();
    const profile = screen.getByRole('article', { name: 'Halima S.’s public profile' });
    expect(within(profile).getByText('ID and guarantor checked · Oct 2026')).toBeInTheDocument();
    expect(sendButtons()).toEqual([]);
  });

  it('taking bookings from before reviews began: not yet verified', async () => {
    signIn(AGENT);
    await openPage(readyAboki({ status: 'ACTIVE' }));

    expect(within(status()).getByText('Not yet verified: our team will review it soon')).toBeInTheDocument();
    const profile = screen.getByRole('article', { name: 'Halima S.’s public profile' });
    expect(within(profile).getByText('Not yet verified')).toBeInTheDocument();
  });

  it.each<[IdentityResult, string, boolean]>([
    ['MATCH', 'ID checked: the name and date of birth match', false],
    ['PARTIAL', 'ID checked: some details differ — our team will look', false],
    [
      'NO_MATCH',
      'The ID details did not match: check the name, date of birth and ID number, then enter the ID number again',
      true,
    ],
    ['PROVIDER_ERROR', 'We could not check the ID number just now: enter it again later to retry', true],
    ['NOT_CHECKED', 'Our team will check this ID by hand', false],
  ])('says the ID check %s in plain words', async (result, words, enterAgain) => {
    signIn(AGENT);
    await openPage(
      readyAboki({
        status: 'PENDING_REVIEW',
        review: {
          ...readyAboki().review,
          identity: { result, last4: '8901', checkedAt: '2026-11-23T10:05:00.000Z' },
        },
      }),
    );

    expect(within(status()).getByText(words, { exact: false })).toBeInTheDocument();
    const again = within(status()).queryByRole('link', { name: 'Enter the ID number again' });
    if (enterAgain) expect(again).toHaveAttribute('href', '/aboki/profile-details?id=a1');
    else expect(again).not.toBeInTheDocument();
  });

  it('speaks Yoruba when Yoruba is chosen: the status, the month verified and the ID check', async () => {
    await chooseLanguage('yo');
    signIn(AGENT);
    const aboki = readyAboki({
      status: 'ACTIVE',
      review: { ...readyAboki().review, verifiedAt: '2026-11-20T10:00:00.000Z' },
    });
    world.api.on('GET /api/v1/abokis/a1', ok({ aboki }));
    renderRoutes(routes, '/aboki/services-success?id=a1');

    const region = await screen.findByRole('region', { name: 'Ipò' });
    expect(within(region).getByText('Ó ń ṣiṣẹ́')).toBeInTheDocument();
    expect(
      within(region).getByText(`A fìdí rẹ̀ múlẹ̀ ní ${formatMonthOfYear('2026-11-01', 'yo')}`),
    ).toBeInTheDocument();
    expect(within(region).getByText('A ti ṣàyẹ̀wò ID: orúkọ àti ọjọ́ ìbí bá a mu')).toBeInTheDocument();
  });
});
