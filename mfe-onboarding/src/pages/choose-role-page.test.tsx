import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { authAtom } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { ADA, signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';

const world = setUpPageTestWorld();

async function openRoleChoice() {
  const view = renderRoutes(routes, '/select-services');
  await screen.findByRole('heading', { level: 1, name: 'How will you use Aboki?' });
  return view;
}

describe('choosing a role', () => {
  it('explains both roles and asks for one before sending anything', async () => {
    signIn({ ...ADA, role: null });
    await openRoleChoice();

    expect(screen.getByRole('radio', { name: 'I need help' })).toHaveAccessibleDescription(/Book an Aboki/);
    expect(screen.getByRole('radio', { name: 'I manage Abokis' })).toHaveAccessibleDescription(
      /Sign up the helpers you know/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Choose how you will use Aboki')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'I want to…' })).toHaveAccessibleDescription(
      'Choose how you will use Aboki',
    );
    expect(world.api.seen).toEqual([]);
  });

  it('sets the role, says so for 2 s and goes on to that profile', async () => {
    signIn({ ...ADA, role: null });
    world.api.on(
      'POST /api/v1/auth/select-role',
      ok({ user: { ...ADA, role: 'AGENT' } }, 'Role set to AGENT successfully!'),
    );
    const { router } = await openRoleChoice();

    await userEvent.click(screen.getByRole('radio', { name: 'I manage Abokis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your agent profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/select-services/agent-profile');
    expect(world.api.seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/auth/select-role',
        authorization: 'Bearer real-token',
        body: { role: 'AGENT' },
      },
    ]);
    expect(getDefaultStore().get(authAtom).user?.role).toBe('AGENT');
    expect(world.toasts).toEqual([
      { type: 'success', text: 'Role set to AGENT successfully!', autoClose: 2000, position: 'top-right' },
    ]);
  });

  it('shows the server’s refusal and stays', async () => {
    signIn({ ...ADA, role: 'USER', hasProfile: true });
    world.api.on(
      'POST /api/v1/auth/select-role',
      fail(409, 'Your profile is already created, so your role can no longer change.', 'ROLE_LOCKED'),
    );
    const { router } = await openRoleChoice();

    expect(screen.getByText(/Your profile is already set up/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I need help' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'I manage Abokis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile is already created, so your role can no longer change.',
    );
    expect(router.state.location.pathname).toBe('/select-services');
    expect(world.toasts.map(({ type, text, autoClose }) => [type, text, autoClose])).toEqual([
      ['error', 'Your profile is already created, so your role can no longer change.', 3000],
    ]);
  });
});
