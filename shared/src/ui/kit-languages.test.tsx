import { act, render, renderHook, screen } from '@testing-library/react';
import { CLIENT_MESSAGES } from '../client-messages.js';
import { chooseLanguage } from '../i18n/language-atom.js';
import { sayInPage } from '../i18n/said-book.js';
import ha from '../i18n/said/ha.js';
import { ABOKI_LANGUAGES } from '../schemas/aboki.js';
import { AUTH_FIELD_MESSAGES } from '../schemas/auth.js';
import { SPOKEN_LANGUAGES, useSpokenLanguageName } from './spoken-languages.js';
import { TextInput } from './text-input.js';
import { LoadFailed } from './load-states.js';
import { PasswordInput } from './password-input.js';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the UI kit in the page’s language', () => {
  it('says its own words, and a schema’s field error checked before sending, in Hausa', async () => {
    await act(() => chooseLanguage('ha'));
    render(
      <>
        <TextInput label="Suna" optional error={AUTH_FIELD_MESSAGES.enterYourName} />
        <PasswordInput label="Kalmar sirri" />
        <LoadFailed
          title="Ba mu iya buɗe buƙatunku ba"
          message={CLIENT_MESSAGES.networkError}
          onRetry={() => {}}
        />
      </>,
    );
    expect(await screen.findByText(ha[AUTH_FIELD_MESSAGES.enterYourName]!)).toBeInTheDocument();
    expect(screen.getByText('(ba dole ba)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuna kalmar sirri' })).toHaveTextContent('Nuna');
    expect(screen.getByRole('button', { name: 'Sake gwadawa' })).toBeInTheDocument();
    expect(screen.getByText(ha[CLIENT_MESSAGES.networkError]!)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_FIELD_MESSAGES.enterYourName)).not.toBeInTheDocument();
  });

  it('leaves a text already in the page’s language, or in English on an English page, as it is', async () => {
    expect(sayInPage(CLIENT_MESSAGES.networkError)).toBe(CLIENT_MESSAGES.networkError);
    await act(() => chooseLanguage('ha'));
    const hausa = ha[CLIENT_MESSAGES.networkError]!;
    expect(sayInPage(CLIENT_MESSAGES.networkError)).toBe(hausa);
    expect(sayInPage(hausa)).toBe(hausa);
  });
});

describe('the languages an Aboki speaks', () => {
  it('are the ones the API knows, each named in the page’s language', async () => {
    expect([...SPOKEN_LANGUAGES]).toEqual([...ABOKI_LANGUAGES]);
    await act(() => chooseLanguage('yo'));
    const { result } = renderHook(() => useSpokenLanguageName());
    expect(['Hausa', 'English', 'Klingon'].map(result.current)).toEqual(['Haúsá', 'Gẹ̀ẹ́sì', 'Klingon']);
  });
});
