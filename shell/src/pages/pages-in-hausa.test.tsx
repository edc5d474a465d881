import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { chooseLanguage, resetServiceCatalogue } from 'shared';
import { footerBook } from '../layouts/footer-i18n/index.js';
import { CATALOGUE, renderShell, respondWith } from '../test/render-shell.js';
import { pagesBook } from './i18n/index.js';

beforeEach(() => {
  resetServiceCatalogue();
  respondWith(200, { success: true, data: { services: CATALOGUE, nextCursor: null } });
});

afterEach(async () => {
  await chooseLanguage('en');
});

describe('the public pages in another language', () => {
  it('shows the services again in Hausa when Hausa is chosen on the page, without a reload', async () => {
    // The API names the services in the language the request asks for (Accept-Language).
    const hausa = { 'home-cleaning': 'Tsaftace gida', plumbing: 'Gyaran famfo' } as const;
    const asked: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const language = new Headers(init?.headers).get('accept-language') ?? '';
      asked.push(language);
      const services = CATALOGUE.map((service) =>
        language === 'ha' ? { ...service, name: hausa[service.slug] } : service,
      );
      return new Response(JSON.stringify({ success: true, data: { services, nextCursor: null } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderShell('/services');
    expect(await screen.findByRole('heading', { level: 3, name: 'Home cleaning' })).toBeInTheDocument();

    await act(() => chooseLanguage('ha'));

    expect(await screen.findByRole('heading', { level: 3, name: 'Tsaftace gida' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Gyaran famfo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Home cleaning' })).not.toBeInTheDocument();
    expect(asked).toEqual(['en-NG', 'ha']);
  });

  it('shows the home page and the footer in Hausa once Hausa is chosen', async () => {
    // Both books are in use (imported), so choosing Hausa loads them before it shows.
    expect([pagesBook.name, footerBook.name]).toEqual(['shell/pages', 'shell/footer']);
    await chooseLanguage('ha');

    renderShell('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amintaccen taimako a gida da wajen aike-aike' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Ku nemi taimako kusa da ku' });
    expect(within(form).getByRole('button', { name: 'Nemi Aboki' })).toBeInTheDocument();
    expect(await screen.findByText('Daga ₦3,000 a kowace awa')).toBeInTheDocument();
    expect(document.title).toBe('Ayyukan gida a faɗin Najeriya · Aboki');

    const footer = screen.getByRole('navigation', { name: 'Ƙasan shafi' });
    expect(within(footer).getByRole('link', { name: 'Tuntuɓe mu' })).toHaveAttribute('href', '/contact');
    expect(
      screen.getByText('Amintaccen taimako a gida da wajen aike-aike, a faɗin Najeriya.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('puts the links of a sentence where Hausa says them', async () => {
    await chooseLanguage('ha');

    renderShell('/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cibiyar taimako' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'aiko mana da saƙo' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link.parentElement).toHaveTextContent(
      'Ba ku sami amsarku ba? Ku aiko mana da saƙo, za mu amsa muku ta imel cikin kwana ɗaya na aiki.',
    );
  });

  it('keeps the English sentences around links as they were', async () => {
    renderShell('/about');

    const join = await screen.findByRole('link', { name: 'how agents join' });
    expect(join).toHaveAttribute('href', '/help');
    expect(join.parentElement?.textContent).toBe(
      'Want to become an agent and bring Abokis from your area on board? Read how agents join or send us a message.',
    );
    expect(screen.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact');
  });

  it('is back in English once English is chosen again', async () => {
    await chooseLanguage('ha');
    await chooseLanguage('en');

    renderShell('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trusted help at home and with errands' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});
