import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { STORAGE_KEYS, authAtom } from 'shared';
import { fail, ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';

const world = setUpPageTestWorld();

async function openSignUp() {
  const view = renderRoutes(routes, '/sign-up');
  await screen.findByRole('heading', { level: 1, name: 'Create your Aboki account' });
  return {
    ...view,
    name: screen.getByRole('textbox', { name: 'Your name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
}

describe('sign up', () => {
  it('shows the shared schema’s messages inline and sends nothing', async () => {
    const form = await openSignUp();

    await userEvent.type(form.email, 'not-an-email');
    await userEvent.type(form.password, 'short');
    await userEvent.click(form.submit);

    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.email).toHaveAccessibleDescription('We send your code here. Enter a valid email address');
    expect(form.password).toHaveAccessibleDescription(/Password must be at least 8 characters$/);
    expect(world.api.seen).toEqual([]);
  });

  it('hints at the password’s strength as it is typed', async () => {
    const form = await openSignUp();

    await userEvent.type(form.password, 'abc');
    expect(screen.getByText('Strength: Too short: use at least 8 characters')).toBeInTheDocument();
    await userEvent.type(form.password, 'defgh');
    expect(screen.getByText('Strength: Weak: a longer password is harder to guess')).toBeInTheDocument();
    await userEvent.type(form.password, ' ijk lmn opq');
    expect(screen.getByText('Strength: Strong')).toBeInTheDocument();
  });

  it('shows the API’s reason for refusing a password beside the field', async () => {
    world.api.on(
      'POST /api/auth/register',
      fail(400, 'This password is one of the most common passwords.', 'WEAK_PASSWORD', {
        fields: { password: 'This password is one of the most common passwords.' },
      }),
    );
    const form = await openSignUp();

    await userEvent.type(form.name, 'Ada Obi');
    await userEvent.type(form.email, 'ada@example.com');
    await userEvent.type(form.password, 'password123');
    await userEvent.click(form.submit);

    expect(await screen.findByText('This password is one of the most common passwords.')).toBeInTheDocument();
    expect(form.password).toHaveAttribute('aria-invalid', 'true');
    expect(world.toasts.map(({ type, text, autoClose }) => [type, text, autoClose])).toEqual([
      ['error', 'This password is one of the most common passwords.', 3000],
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('registers, stores the placeholder token and asks for the emailed code', async () => {
    world.api.on(
      'POST /api/auth/register',
      ok(
        { user: { id: 'u-9', email: 'ada@example.com', name: 'Ada Obi', role: null, hasProfile: false } },
        'Registration successful! Please verify your email.',
        201,
      ),
    );
    const form = await openSignUp();

    await userEvent.type(form.name, ' Ada Obi ');
    await userEvent.type(form.email, 'Ada@Example.com');
    await userEvent.type(form.password, 'kola nut and palm wine');
    await userEvent.click(form.submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(world.api.seen[0]).toMatchObject({
      path: '/api/auth/register',
      body: { name: 'Ada Obi', email: 'ada@example.com', password: 'kola nut and palm wine' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('pending-verification');
    expect(localStorage.getItem(STORAGE_KEYS.registrationName)).toBe('Ada Obi');
    expect(getDefaultStore().get(authAtom).user?.email).toBe('ada@example.com');
    expect(world.toasts).toEqual([
      {
        type: 'info',
        text: 'Registration successful! Please verify your email.',
        autoClose: 3000,
        position: 'top-right',
      },
    ]);
  });
});
