import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared';
import type { DisputeView, JobAgentView, JobDisputeAnswer, JobUserView } from 'shared/schemas';
import { fail, ok, type SeenRequest } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { settle } from '@aboki/test-kit/toasts';
import { routes } from '../routes.js';
import { USER, job } from '../test/fixtures.js';

// Issue 25 on the job's page: a completed job's User reports a problem (reason, what happened, up to
// 3 photos sent one by one after the report), its agent gives their side, both read the decision.

const world = setUpPageTestWorld();

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
});

const REFERENCE = 'ABK-7KQ2M9';
const PAGE = `/manage-services-request/job/${REFERENCE}`;
const DISPUTE = `/api/v1/jobs/${REFERENCE}/dispute`;
/** 12:10 in Lagos on Saturday 12 Dec 2026; the window closes 48 hours later. */
const COMPLETED_AT = '2026-12-12T11:10:00.000Z';
const DUE_AT = '2026-12-14T11:10:00.000Z';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const AGENT: User = {
  id: 'ag1',
  email: 'bola@example.com',
  name: 'Bola Ade',
  role: 'AGENT',
  hasProfile: true,
};

const completed = (): JobUserView => job({ status: 'COMPLETED', completedAt: COMPLETED_AT });

function agentJob(): JobAgentView {
  const { startCode: _code, aboki, ...rest } = completed();
  return {
    ...rest,
    aboki: { id: aboki.id, displayName: aboki.displayName, photoUrl: null },
    customer: { name: 'Ada Obi', phoneNumber: '+2348031234567' },
  };
}

function dispute(change: Partial<DisputeView> = {}): DisputeView {
  return {
    id: 'd1',
    jobReference: REFERENCE,
    reason: 'DAMAGE',
    description: 'The Aboki broke my blender and left without saying.',
    photoKeys: [],
    status: 'OPEN',
    createdAt: '2026-12-12T15:00:00.000Z',
    answer: null,
    answeredAt: null,
    answerDueAt: inHours(40),
    decision: null,
    canAddPhotos: true,
    canAnswer: false,
    ...change,
  };
}

function serve(view: JobUserView | JobAgentView, answer: JobDisputeAnswer | (() => JobDisputeAnswer)) {
  world.api.on(`GET /api/v1/jobs/${REFERENCE}`, ok({ job: view }));
  world.api.on(`GET /api/v1/jobs/${REFERENCE}/events`, ok({ events: [] }));
  world.api.on(`GET ${DISPUTE}`, () => ok(typeof answer === 'function' ? answer() : answer));
}

const disputeCalls = (seen: readonly SeenRequest[]) =>
  seen.filter(({ path }) => path.startsWith(DISPUTE)).map(({ method, path }) => `${method} ${path}`);

const photo = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });

describe('reporting a problem on the job page', () => {
  it('asks nothing about a job that is not completed', async () => {
    signIn(USER);
    serve(job({ status: 'ACCEPTED' }), { dispute: null, canReport: false, reportDueAt: null });
    renderRoutes(routes, PAGE);
    await screen.findByRole('heading', { level: 2, name: 'Halima S.' });
    // Every call the page makes has answered (inside act: each answer updates the page).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(disputeCalls(world.api.seen)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('says until when a problem can be reported, and checks the form before sending anything', async () => {
    signIn(USER);
    serve(completed(), { dispute: null, canReport: true, reportDueAt: DUE_AT });
    renderRoutes(routes, PAGE);

    const start = await screen.findByRole('region', { name: 'Something went wrong?' });
    expect(start).toHaveTextContent(
      'You can report a problem with this job until Mon 14 Dec, 12:10 (Lagos time).',
    );
    expect(within(start).getByRole('button', { name: 'Report a problem' })).toHaveAccessibleDescription(
      'You can report a problem with this job until Mon 14 Dec, 12:10 (Lagos time).',
    );
    await userEvent.click(within(start).getByRole('button', { name: 'Report a problem' }));

    const form = screen.getByRole('form', { name: 'Report a problem' });
    expect(within(form).getByRole('heading', { name: 'Report a problem' })).toHaveFocus();
    const reasons = within(form).getByRole('group', { name: 'What went wrong?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'The Aboki did not come',
      'Something was damaged or broken',
      'The work was not done well',
      'I was asked to pay more than agreed',
      'I felt unsafe, or someone was threatened or hurt',
    ]);
    expect(within(reasons).getByRole('radio', { name: /I felt unsafe/ })).toHaveAccessibleDescription(
      /We stop the Aboki from taking bookings at once and alert our team straight away/,
    );
    const description = within(form).getByLabelText('What happened?');
    expect(description).toHaveAccessibleDescription('0 of 2,000 characters (at least 20)');

    await userEvent.type(description, 'Broken');
    expect(description).toHaveAccessibleDescription(/^6 of 2,000 characters \(at least 20\)/);
    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));

    expect(within(reasons).getByText('Choose what went wrong')).toBeInTheDocument();
    expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();
    expect(description).toHaveAccessibleDescription(/Tell us what happened \(at least 20 characters\)/);
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(disputeCalls(world.api.seen)).toEqual([`GET ${DISPUTE}`]);
  });

  it('sends the report, then each photo one by one, and shows the report with its photos', async () => {
    signIn(USER);
    let current: JobDisputeAnswer = { dispute: null, canReport: true, reportDueAt: DUE_AT };
    serve(completed(), () => current);
    world.api.on(`POST ${DISPUTE}`, () => {
      current = { dispute: dispute({ reason: 'SAFETY' }), canReport: false, reportDueAt: DUE_AT };
      return ok(
        { dispute: current.dispute },
        'Thank you for telling us. The Aboki is paused while we look into it, and our team has been alerted.',
        201,
      );
    });
    const keys: string[] = [];
    world.api.on(`PUT ${DISPUTE}/photos`, () => {
      keys.push(`k${keys.length + 1}`);
      return ok(
        { dispute: dispute({ reason: 'SAFETY', photoKeys: [...keys] }) },
        'Photo added to your report.',
      );
    });
    for (const key of ['k1', 'k2']) {
      world.api.on(`GET ${DISPUTE}/photos/${key}.webp`, {
        status: 200,
        body: 'RIFF',
        headers: { 'content-type': 'image/webp' },
      });
    }
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });

    await userEvent.click(within(form).getByRole('radio', { name: /I felt unsafe/ }));
    await userEvent.type(
      within(form).getByLabelText('What happened?'),
      'He shouted at my mother and threatened her.',
    );
    const input = within(form).getByLabelText('Add a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [photo('door.jpg'), photo('note.gif', 'image/gif'), photo('hall.png', 'image/png')]);
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP photo.');
    const queue = within(form).getByRole('list', { name: 'Your photos' });
    expect(
      within(queue)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'door.jpgSent after your reportRemove door.jpg',
      'hall.pngSent after your reportRemove hall.png',
    ]);

    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));

    const report = await screen.findByRole('region', { name: 'Your report' });
    await waitFor(() =>
      expect(
        within(within(report).getByRole('list', { name: 'Your photos' }))
          .getAllByRole('status')
          .map((state) => state.textContent),
      ).toEqual(['Added to your report', 'Added to your report']),
    );
    const photos = within(report).getByRole('list', { name: 'Photos' });
    expect(await within(photos).findByRole('img', { name: 'Photo 2 of the report' })).toHaveAttribute(
      'src',
      `data:image/webp;base64,${btoa('RIFF')}`,
    );
    expect(report).toHaveTextContent('The Aboki team is looking into it');
    expect(report).toHaveTextContent('What went wrongSafety: felt unsafe, threatened or hurt');
    expect(report).toHaveTextContent(/No answer yet\. The agent can answer until/);
    // One more photo may still be added.
    expect(within(report).getByLabelText('Add a photo')).toHaveAccessibleDescription(/^Up to 3 photos/);

    const posted = world.api.seen.filter(({ method }) => method === 'POST' || method === 'PUT');
    expect(posted.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', DISPUTE, { reason: 'SAFETY', description: 'He shouted at my mother and threatened her.' }],
      ['PUT', `${DISPUTE}/photos`, expect.anything()],
      ['PUT', `${DISPUTE}/photos`, expect.anything()],
    ]);
    expect(
      world.api.seen
        .filter(({ path }) => path.includes('/photos/'))
        .map(({ authorization }) => authorization),
    ).toEqual(['Bearer real-token', 'Bearer real-token']);
    await settle();
    expect(world.toasts.map(({ type, text }) => [type, text])).toEqual([
      [
        'success',
        'Thank you for telling us. The Aboki is paused while we look into it, and our team has been alerted.',
      ],
    ]);
  });

  it('shows what the API refused under its field, and a photo refused with its own reason and a retry', async () => {
    signIn(USER);
    let current: JobDisputeAnswer = { dispute: null, canReport: true, reportDueAt: DUE_AT };
    serve(completed(), () => current);
    let refused = true;
    world.api.on(`POST ${DISPUTE}`, () => {
      if (refused) {
        refused = false;
        return fail(400, 'Check the details', 'VALIDATION_ERROR', {
          fields: { description: 'Keep it under 2,000 characters' },
        });
      }
      current = { dispute: dispute(), canReport: false, reportDueAt: DUE_AT };
      return ok({ dispute: current.dispute }, 'Thank you.', 201);
    });
    world.api.on(`PUT ${DISPUTE}/photos`, fail(409, 'A report can have at most 3 photos.', 'CONFLICT'));
    renderRoutes(routes, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Something was damaged or broken' }));
    const description = within(form).getByLabelText('What happened?');
    await userEvent.type(description, 'The blender was broken after the cleaning.');
    await userEvent.upload(within(form).getByLabelText('Add a photo'), photo('blender.jpg'));

    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(description).toHaveAccessibleDescription(/Keep it under 2,000 characters/);
    expect(description).toHaveFocus();

    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    const report = await screen.findByRole('region', { name: 'Your report' });
    const queue = within(report).getByRole('list', { name: 'Your photos' });
    await waitFor(() =>
      expect(within(queue).getByRole('status')).toHaveTextContent(
        'Not added: A report can have at most 3 photos.',
      ),
    );
    expect(within(queue).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(within(queue).getByRole('button', { name: 'Remove blender.jpg' }));
    expect(within(report).queryByRole('list', { name: 'Your photos' })).not.toBeInTheDocument();
  });

  it('shows the decision in words: the outcome, the amount, where the refund goes and why', async () => {
    signIn(USER);
    serve(completed(), {
      dispute: dispute({
        status: 'DECIDED',
        canAddPhotos: false,
        answer: 'The blender was already cracked when I arrived.',
        answeredAt: '2026-12-13T09:00:00.000Z',
        decision: {
          outcome: 'PARTIAL_REFUND',
          refundKobo: 450_000,
          refundRoute: 'PAYSTACK',
          reason: 'The blender was damaged during the cleaning; half its price is refunded.',
          decidedAt: '2026-12-14T10:00:00.000Z',
        },
      }),
      canReport: false,
      reportDueAt: DUE_AT,
    });
    renderRoutes(routes, PAGE);

    const report = await screen.findByRole('region', { name: 'Your report' });
    expect(within(report).getByRole('status')).toHaveTextContent('Decided');
    expect(report).toHaveTextContent('The blender was already cracked when I arrived.');
    expect(report).toHaveTextContent('Sent Sun 13 Dec, 10:00 (Lagos time)');
    const decision = within(report)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(decision).toEqual(
      expect.arrayContaining([
        'Part of the payment refunded',
        '₦4,500',
        'Back to the card or bank account that paid, through Paystack. Banks usually take 5 to 10 working days.',
        'The blender was damaged during the cleaning; half its price is refunded.',
      ]),
    );
    expect(within(report).queryByLabelText('Add a photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('keeps the page when the report cannot be loaded, and says so in place with a retry', async () => {
    signIn(USER);
    serve(completed(), { dispute: null, canReport: true, reportDueAt: DUE_AT });
    world.api.on(`GET ${DISPUTE}`, fail(500, 'Something went wrong. Please try again.', 'INTERNAL'));
    renderRoutes(routes, PAGE);

    const section = await screen.findByRole('region', { name: 'A problem with this job' });
    expect(within(section).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    serve(completed(), { dispute: null, canReport: true, reportDueAt: DUE_AT });
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });
});

describe("the agent's side of a report", () => {
  it('shows the report and takes their side once, checked before it is sent', async () => {
    signIn(AGENT);
    serve(agentJob(), {
      dispute: dispute({ canAnswer: true, canAddPhotos: false }),
      canReport: false,
      reportDueAt: DUE_AT,
    });
    const answer = 'The blender was already cracked when I arrived; I told the customer.';
    world.api.on(`POST ${DISPUTE}/answer`, () =>
      ok(
        { dispute: dispute({ answer, answeredAt: inHours(0) }) },
        'Your answer has been sent. The Aboki team will decide and tell you both.',
      ),
    );
    renderRoutes(routes, PAGE);

    const report = await screen.findByRole('region', { name: 'A problem was reported' });
    expect(report).toHaveTextContent('The earnings for this job are held until the Aboki team decides.');
    expect(report).toHaveTextContent('What the customer wroteThe Aboki broke my blender');
    expect(within(report).queryByLabelText('Add a photo')).not.toBeInTheDocument();
    const form = within(report).getByRole('form', { name: 'Give your side' });
    expect(form).toHaveTextContent(/Answer before/);
    const field = within(form).getByLabelText('Your side of what happened');

    await userEvent.type(field, 'Not true');
    await userEvent.click(within(form).getByRole('button', { name: 'Send your side' }));
    expect(field).toHaveAccessibleDescription(/Write your side of what happened \(at least 20 characters\)/);
    expect(field).toHaveFocus();
    expect(world.api.seen.some(({ method }) => method === 'POST')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, answer);
    await userEvent.click(within(form).getByRole('button', { name: 'Send your side' }));

    await waitFor(() =>
      expect(within(report).queryByRole('form', { name: 'Give your side' })).not.toBeInTheDocument(),
    );
    expect(within(report).getByText(answer)).toBeInTheDocument();
    expect(
      world.api.seen.filter(({ method }) => method === 'POST').map(({ path, body }) => [path, body]),
    ).toEqual([[`${DISPUTE}/answer`, { answer }]]);
  });

  it('says when the time to answer has passed without an answer', async () => {
    signIn(AGENT);
    serve(agentJob(), {
      dispute: dispute({ canAnswer: false, canAddPhotos: false, answerDueAt: inHours(-1) }),
      canReport: false,
      reportDueAt: DUE_AT,
    });
    renderRoutes(routes, PAGE);

    const report = await screen.findByRole('region', { name: 'A problem was reported' });
    expect(report).toHaveTextContent('No answer was given.');
    expect(within(report).queryByRole('form')).not.toBeInTheDocument();
  });
});
