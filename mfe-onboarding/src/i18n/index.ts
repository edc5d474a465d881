import { defineBook, type Translate } from 'shared';
import en from './en.js';

/** mfe-onboarding's texts: English is bundled with the pages; each other language is its own chunk. */
export const onboardingBook = defineBook('mfe-onboarding', en, {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type OnboardingId = keyof typeof en;
export type OnboardingT = Translate<typeof en>;

/** The catalogue ids of a page's heading (its `export const heading`, in every language). */
export interface HeadingIds {
  title: OnboardingId;
  description?: OnboardingId;
  documentTitle?: OnboardingId;
}

/**
 * Each mfe-onboarding path whose page declares an English `export const heading` for its skeleton
 * (scripts/build-info.mjs), with the ids of the same texts in `onboardingBook`. None does yet: the
 * profile pages' headings depend on the profile's kind and on who is signed in. A page that starts
 * declaring one gets its ids here (catalogue.test.ts fails until it does, and checks they agree).
 */
export const ROUTE_HEADING_IDS = {} as const satisfies Record<string, HeadingIds>;

/** A page's heading in the page's language, for `<PageHeading {...translatedHeading(t, ids)} />`. */
export function translatedHeading(t: OnboardingT, ids: HeadingIds) {
  return {
    title: t(ids.title),
    ...(ids.description ? { description: t(ids.description) } : {}),
    ...(ids.documentTitle ? { documentTitle: t(ids.documentTitle) } : {}),
  };
}
