import type { Page } from '@playwright/test';
import { formatMessage, type Language, type MessageValues } from 'shared/i18n';
import authEn from '../../../mfe-auth/src/i18n/en.js';
import authYo from '../../../mfe-auth/src/i18n/yo.js';
import onboardingEn from '../../../mfe-onboarding/src/i18n/en.js';
import onboardingYo from '../../../mfe-onboarding/src/i18n/yo.js';
import requestsEn from '../../../mfe-requests/src/i18n/en.js';
import requestsYo from '../../../mfe-requests/src/i18n/yo.js';
import frameEn from '../../../shell/src/i18n/frame/en.js';
import frameHa from '../../../shell/src/i18n/frame/ha.js';
import frameYo from '../../../shell/src/i18n/frame/yo.js';
import pagesEn from '../../../shell/src/pages/i18n/en.js';
import pagesHa from '../../../shell/src/pages/i18n/ha.js';
import pagesYo from '../../../shell/src/pages/i18n/yo.js';

// What the pages say in Hausa and Yoruba, from the apps' own catalogues: a journey asks for the
// words a person reads, and fails if the page shows anything else (English among them).

type Catalogue = Readonly<Record<string, string>>;

const CATALOGUES: Readonly<Partial<Record<Language, readonly Catalogue[]>>> = {
  ha: [frameHa, pagesHa],
  yo: [frameYo, pagesYo, authYo, onboardingYo, requestsYo],
};

function translationOf(language: Language, english: string): string | undefined {
  return CATALOGUES[language]?.find((catalogue) => english in catalogue)?.[english];
}

function sayer(language: Language) {
  return (english: string, values?: MessageValues): string => {
    const translated = translationOf(language, english);
    if (translated === undefined) throw new Error(`No ${language} for ${JSON.stringify(english)}`);
    return formatMessage(translated, values, language);
  };
}

export const inHausa = sayer('ha');
export const inYoruba = sayer('yo');

const ENGLISH: readonly string[] = [...frameEn, ...pagesEn, ...authEn, ...onboardingEn, ...requestsEn];
/** Sentences long enough that finding one on a page means the page spoke English there. */
const SENTENCES = ENGLISH.filter((text) => text.length >= 24 && !text.includes('{'));

/** The English sentences of Aboki's catalogues a page shows where its language says them otherwise. */
export async function englishOn(page: Page, language: Language): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return SENTENCES.filter((sentence) => {
    const translated = translationOf(language, sentence);
    return translated !== undefined && translated !== sentence && shown.includes(sentence);
  });
}
