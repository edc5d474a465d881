import { screen } from '@testing-library/react';
import { chooseLanguage } from 'shared';
import { setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { authBook } from '../i18n/index.js';
import { routes } from '../routes.js';

setUpPageTestWorld();

afterEach(async () => {
  await chooseLanguage('en');
});

describe('sign in, in another language', () => {
  it('speaks Yoruba when Yoruba is chosen', async () => {
    expect(authBook.name).toBe('mfe-auth');
    await chooseLanguage('yo');

    renderRoutes(routes, '/sign-in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Wọlé' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wọlé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mo gbàgbé ọ̀rọ̀ aṣínà' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('textbox', { name: 'Ímeèlì' })).toBeInTheDocument();
    expect(document.title).toBe('Wọlé · Aboki');
  });

  it('is back in English once English is chosen again', async () => {
    await chooseLanguage('yo');
    await chooseLanguage('en');

    renderRoutes(routes, '/sign-in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
