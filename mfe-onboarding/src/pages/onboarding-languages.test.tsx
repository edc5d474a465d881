import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from 'shared';
import { ok } from '@aboki/test-kit/api-server';
import { ADA, signIn, setUpPageTestWorld } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { onboardingBook } from '../i18n/index.js';
import { routes } from '../routes.js';

const world = setUpPageTestWorld();

afterEach(async () => {
  await chooseLanguage('en');
});

const AGENT = { ...ADA, role: 'AGENT' as const, hasProfile: true };
const PROFILE = {
  type: 'AGENT',
  phoneNumber: '+2348031234567',
  state: 'Lagos',
  lga: 'Ikeja',
  address: '12 Allen Avenue',
  landmark: null,
  businessName: 'Ada Helpers',
  idType: 'NIN',
  idNumberLast4: '8901',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('onboarding, in another language', () => {
  it('asks for a role in Hausa, and says in Hausa that one is needed', async () => {
    expect(onboardingBook.name).toBe('mfe-onboarding');
    await chooseLanguage('ha');
    signIn({ ...ADA, role: null });

    renderRoutes(routes, '/select-services');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ta yaya za ku yi amfani da Aboki?' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Zaɓi matsayinku · Aboki');
    expect(screen.getByText('Asusunku')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ina buƙatar taimako' })).toHaveAccessibleDescription(
      /Ku ɗauki Aboki/,
    );
    expect(screen.getByRole('radio', { name: 'Ina kula da Aboki' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ci gaba' }));

    expect(screen.getByRole('group', { name: 'Ina so…' })).toHaveAccessibleDescription(
      'Ku zaɓi yadda za ku yi amfani da Aboki',
    );
    expect(world.api.seen).toEqual([]);
  });

  it('shows an agent’s profile and its form in Yoruba', async () => {
    await chooseLanguage('yo');
    signIn(AGENT);
    world.api.on('GET /api/v1/profile', ok({ user: AGENT, profile: PROFILE }));

    renderRoutes(routes, '/profile/agent-profile');

    const details = await screen.findByRole('region', { name: 'Àlàyé àkọsílẹ̀' });
    expect(screen.getByRole('heading', { level: 1, name: 'Àkọsílẹ̀ aṣojú yín' })).toBeInTheDocument();
    expect(document.title).toBe('Àkọsílẹ̀ aṣojú yín · Aboki');
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Fóònù', '+2348031234567'],
      ['Ìpínlẹ̀', 'Lagos'],
      ['LGA', 'Ikeja'],
      ['Àdírẹ́sì', '12 Allen Avenue'],
      ['Àmì ibi', '—'],
      ['Orúkọ iṣẹ́ òwò', 'Ada Helpers'],
      ['Ìdánimọ̀', 'Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN) tó parí sí 8901'],
    ]);
    expect(screen.getByRole('region', { name: 'Ìwífún yín' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ṣàtúnṣe àkọsílẹ̀' }));

    expect(screen.getByRole('form', { name: 'Ṣàtúnṣe àkọsílẹ̀ yín' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nọ́mbà fóònù' })).toHaveValue('8031234567');
    expect(screen.getByRole('combobox', { name: 'Ìpínlẹ̀' })).toHaveValue('Lagos');
    expect(screen.getByRole('combobox', { name: 'Ìjọba ìbílẹ̀ (LGA)' })).toHaveValue('Ikeja');
    expect(screen.getByRole('option', { name: 'Ìwé ìwakọ̀' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fi àyípadà pamọ́' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fagilé' })).toBeInTheDocument();
  });

  it('is back in English once English is chosen again', async () => {
    await chooseLanguage('ig');
    await chooseLanguage('en');
    signIn({ ...ADA, role: null });

    renderRoutes(routes, '/select-services');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How will you use Aboki?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
