import { defineBook, type Translate } from 'shared';
import en from './en.js';

/** mfe-auth's texts: English is bundled with the pages; each other language is its own chunk. */
export const authBook = defineBook('mfe-auth', en, {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type AuthId = keyof typeof en;
export type AuthT = Translate<typeof en>;

/** The catalogue ids of a page's heading (its `export const heading`, in every language). */
export interface HeadingIds {
  title: AuthId;
  description?: AuthId;
  documentTitle?: AuthId;
}

/**
 * Each mfe-auth path's heading as catalogue ids, for a skeleton painted in the visitor's language:
 * the build declares the English from each page's `export const heading` (route-chunks.json), and
 * these name the same texts in `authBook` (catalogue.test.ts checks they agree).
 */
export const ROUTE_HEADING_IDS = {
  '/sign-in': { title: 'signIn.heading.title', description: 'signIn.heading.description' },
  '/sign-up': {
    title: 'signUp.heading.title',
    description: 'signUp.heading.description',
    documentTitle: 'signUp.heading.documentTitle',
  },
  '/otp': { title: 'otp.heading.title', description: 'otp.heading.description' },
  '/reset-password': { title: 'reset.heading.title', description: 'reset.heading.description' },
  '/reset-password/otp': { title: 'resetOtp.heading.title', description: 'resetOtp.heading.description' },
  '/reset-password/submit': {
    title: 'resetSubmit.heading.title',
    description: 'resetSubmit.heading.description',
  },
  '/password-successful': {
    title: 'passwordSuccessful.heading.title',
    description: 'passwordSuccessful.heading.description',
  },
} as const satisfies Record<string, HeadingIds>;

/** A page's heading in the page's language, for `<PageHeading {...translatedHeading(t, ids)} />`. */
export function translatedHeading(t: AuthT, ids: HeadingIds) {
  return {
    title: t(ids.title),
    ...(ids.description ? { description: t(ids.description) } : {}),
    ...(ids.documentTitle ? { documentTitle: t(ids.documentTitle) } : {}),
  };
}
