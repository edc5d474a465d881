import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { AGENT, draftAboki, readyAboki, seenWithoutStream } from '../test/fixtures.js';

const world = setUpPageTestWorld();

async function openStep4(aboki = draftAboki()) {
  world.api.on(`GET /api/v1/abokis/${aboki.id}`, ok({ aboki }));
  const view = renderRoutes(routes, `/aboki/services-available?id=${aboki.id}`);
  const form = await screen.findByRole('form', { name: 'The Aboki’s availability' });
  return { ...view, form, save: within(form).getByRole('button', { name: 'Save & continue' }) };
}

const day = (form: HTMLElement, name: string) => within(form).getByRole('listitem', { name });
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('step 4: weekly hours, areas and time off', () => {
  it('fills the week from a preset, serves the home LGA always, and saves (PUT) on to step 5', async () => {
    signIn(AGENT);
    world.api.on('PUT /api/v1/abokis/a1/availability', ok({ aboki: readyAboki() }));
    const { form, save, router } = await openStep4();

    expect(screen.getByText('Step 4 of 5: Hours and areas')).toBeInTheDocument();
    expect(within(day(form, 'Monday')).getByText('Not working')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Mon–Sat 7:00–19:00' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Mon–Fri 8:00–17:00' }));

    expect(within(form).getByLabelText('Monday from')).toHaveValue('08:00');
    expect(within(form).getByLabelText('Friday from')).toHaveValue('08:00');
    expect(within(form).getByLabelText('Friday to')).toHaveValue('17:00');
    expect(within(day(form, 'Saturday')).getByText('Not working')).toBeInTheDocument();

    const home = within(form).getByRole('checkbox', { name: 'Nasarawa' });
    expect(home).toBeChecked();
    expect(home).toBeDisabled();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Fagge' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    setTime(within(form).getByLabelText('First day off'), '2026-12-24');
    setTime(within(form).getByLabelText('Last day off'), '2026-12-27');
    await userEvent.click(save);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aboki ready for requests' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=a1');
    expect(seenWithoutStream(world.api.seen).find(({ method }) => method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/v1/abokis/a1/availability',
      authorization: 'Bearer real-token',
      body: {
        weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ day: weekday, start: '08:00', end: '17:00' })),
        // In the state's own order.
        areas: expect.arrayContaining(['Nasarawa', 'Fagge']),
        timeOff: [{ from: '2026-12-24', to: '2026-12-27' }],
      },
    });
    const sent = seenWithoutStream(world.api.seen).find(({ method }) => method === 'PUT')!.body as {
      areas: string[];
    };
    expect(sent.areas).toHaveLength(2);
  });

  it('takes several intervals a day, and shows an overlap and an end before its start beside them', async () => {
    signIn(AGENT);
    const { form, save } = await openStep4();

    await userEvent.click(within(form).getByRole('button', { name: 'Add hours on Monday' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add hours on Monday' }));
    setTime(within(form).getByLabelText('Monday 1 from'), '08:00');
    setTime(within(form).getByLabelText('Monday 1 to'), '12:00');
    setTime(within(form).getByLabelText('Monday 2 from'), '11:00');
    setTime(within(form).getByLabelText('Monday 2 to'), '15:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add hours on Sunday' }));
    setTime(within(form).getByLabelText('Sunday from'), '18:00');
    setTime(within(form).getByLabelText('Sunday to'), '09:00');
    await userEvent.click(save);

    expect(
      await within(form).findByText('This interval overlaps 08:00–12:00 on the same day'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Monday 2 from')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Monday 1 from')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Sunday to')).toHaveAccessibleDescription(
      'The end must be after the start',
    );
    expect(seenWithoutStream(world.api.seen).filter(({ method }) => method !== 'GET')).toEqual([]);

    // A break instead of an overlap: lunch from 12:00 to 13:00.
    setTime(within(form).getByLabelText('Monday 2 from'), '13:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Sunday 18:00–09:00' }));
    world.api.on('PUT /api/v1/abokis/a1/availability', ok({ aboki: readyAboki() }));
    await userEvent.click(save);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aboki ready for requests' }),
    ).toBeInTheDocument();
    expect(seenWithoutStream(world.api.seen).find(({ method }) => method === 'PUT')?.body).toMatchObject({
      weeklyHours: [
        { day: 1, start: '08:00', end: '12:00' },
        { day: 1, start: '13:00', end: '15:00' },
      ],
      areas: ['Nasarawa'],
      timeOff: [],
    });
  });

  it('asks for at least one interval, pre-fills a saved week, and places the server’s messages', async () => {
    signIn(AGENT);
    world.api.on(
      'PUT /api/v1/abokis/a1/availability',
      fail(400, 'Fagge is not in Kano', 'VALIDATION_ERROR', {
        fields: { areas: 'Fagge is not in Kano' },
      }),
    );
    const { form, save } = await openStep4(readyAboki());

    expect(within(form).getByLabelText('Monday from')).toHaveValue('08:00');
    expect(within(form).getByRole('checkbox', { name: 'Fagge' })).toBeChecked();
    await userEvent.click(save);
    expect(await within(form).findByText('Fagge is not in Kano')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Remove Monday 08:00–17:00' }));
    await userEvent.click(save);
    expect(await within(form).findByText('Add at least one working interval')).toBeInTheDocument();
  });
});
