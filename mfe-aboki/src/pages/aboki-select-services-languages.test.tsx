import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage, resetServiceCatalogue } from 'shared';
import { ok } from '@aboki/test-kit/api-server';
import { setUpPageTestWorld, signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { AGENT, CATALOGUE, draftAboki } from '../test/fixtures.js';

const world = setUpPageTestWorld();

beforeEach(() => resetServiceCatalogue());
afterEach(async () => {
  await chooseLanguage('en');
});

describe('step 3 (services and prices), in another language', () => {
  it('speaks Yoruba when Yoruba is chosen: the steps, prices, durations and its own checks', async () => {
    await chooseLanguage('yo');
    signIn(AGENT);
    const aboki = draftAboki();
    world.api.on(`GET /api/v1/abokis/${aboki.id}`, ok({ aboki }));
    world.api.on('GET /api/v1/services', ok({ services: CATALOGUE, nextCursor: null }));

    renderRoutes(routes, `/aboki/select-services?id=${aboki.id}`);

    const form = await screen.findByRole('form', { name: 'Iṣẹ́ ìránṣẹ́ Aboki' });
    expect(screen.getByRole('heading', { level: 1, name: 'Yan iṣẹ́ ìránṣẹ́ Aboki' })).toBeInTheDocument();
    expect(screen.getByText('Ìgbésẹ̀ 3 nínú 5: Iṣẹ́ ìránṣẹ́ àti owó')).toBeInTheDocument();
    expect(within(form).getByText('Owó tó wọ́pọ̀ ₦15,000 fún iṣẹ́ kan')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Padà sẹ́yìn' })).toHaveAttribute(
      'href',
      '/aboki/profile-details?id=a1',
    );

    const save = within(form).getByRole('button', { name: 'Fi pamọ́ & tẹ̀síwájú' });
    await userEvent.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Ẹ yan ó kéré tán iṣẹ́ ìránṣẹ́ kan tí Aboki ń ṣe.',
    );

    await userEvent.click(within(form).getByRole('checkbox', { name: /Home cleaning/ }));
    const duration = within(form).getByRole('combobox', { name: 'Home cleaning: àkókò tó sábà máa ń gbà' });
    expect(within(duration).getByRole('option', { name: 'wákàtí 2' })).toBeInTheDocument();
    expect(within(duration).getByRole('option', { name: 'wákàtí 1 ìṣẹ́jú 30' })).toBeInTheDocument();
    const price = within(form).getByRole('textbox', { name: 'Home cleaning: owó ní ₦' });
    await userEvent.clear(price);
    await userEvent.type(price, '499');
    await userEvent.click(save);
    expect(await within(form).findByText('Owó náà gbọ́dọ̀ tó ₦500 ó kéré tán')).toBeInTheDocument();
  });
});
