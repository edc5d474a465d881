import { currentLanguage, defineBook, translator, type Translate } from 'shared';
import en from './en.js';

/** mfe-aboki's texts: English is bundled with the pages; each other language is its own chunk. */
export const abokiBook = defineBook('mfe-aboki', en, {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type AbokiId = keyof typeof en;
export type AbokiT = Translate<typeof en>;

/**
 * The book in the page's language now, for texts made outside a component (toasts, an API call's
 * fallback words). A page of mfe-aboki has loaded the book in that language before it shows (useT),
 * so by the time an agent acts, it is there; until then English shows.
 */
export function abokiT(): AbokiT {
  return translator(abokiBook, currentLanguage());
}

/** The catalogue ids of a page's heading, in every language. */
export interface HeadingIds {
  title: AbokiId;
  description?: AbokiId;
  documentTitle?: AbokiId;
}

/**
 * Each mfe-aboki path's heading as catalogue ids. The pages declare no `export const heading` (every
 * page is behind sign-in and the agent check, so the build paints no skeleton heading for them);
 * catalogue.test.ts checks that any page which declares one agrees with these ids' English.
 */
export const ROUTE_HEADING_IDS = {
  '/aboki': { title: 'onboard.heading.title', description: 'onboard.heading.description' },
  '/aboki/profile-details': { title: 'details.heading.title', description: 'details.heading.description' },
  '/aboki/select-services': { title: 'services.heading.title', description: 'services.heading.description' },
  '/aboki/services-available': {
    title: 'available.heading.title',
    description: 'available.heading.description',
  },
  '/aboki/services-success': { title: 'review.heading.title', description: 'review.heading.description' },
  '/profile/agent-dashboard': {
    title: 'dashboard.heading.title',
    description: 'dashboard.heading.description',
  },
} as const satisfies Record<string, HeadingIds>;

/** A page's heading in the page's language, for `<PageHeading {...translatedHeading(t, ids)} />`. */
export function translatedHeading(t: AbokiT, ids: HeadingIds) {
  return {
    title: t(ids.title),
    ...(ids.description ? { description: t(ids.description) } : {}),
    ...(ids.documentTitle ? { documentTitle: t(ids.documentTitle) } : {}),
  };
}
