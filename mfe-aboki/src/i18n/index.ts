import { currentLanguage, defineBook, translator, type PageHeadingTexts, type Translate } from 'shared';
import type { AbokiText } from './en.js';
export type { AbokiText };

/** mfe-aboki's texts: the pages say them in English; each other language is a chunk of its own. */
export const abokiBook = defineBook<AbokiText>('mfe-aboki', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type AbokiT = Translate<AbokiText>;

/**
 * The book in the page's language now, for texts made outside a component (toasts, an API call's
 * fallback words). A page of mfe-aboki has loaded the book in that language before it shows (useT),
 * so by the time an agent acts, it is there; until then English shows.
 */
export function abokiT(): AbokiT {
  return translator(abokiBook, currentLanguage());
}

/**
 * Each mfe-aboki path's heading as catalogue ids. The pages declare no `export const heading` (every
 * page is behind sign-in and the agent check, so the build paints no skeleton heading for them);
 * catalogue.test.ts checks that any page which declares one agrees with these ids' English.
 */
export const ROUTE_HEADINGS = {
  '/aboki': {
    title: 'Onboard an Aboki',
    description: 'Start with who the Aboki is and where they live. Each step is saved as you go.',
  },
  '/aboki/profile-details': {
    title: 'Aboki profile details',
    description:
      'Private details only you see: where the Aboki lives, their ID and a guarantor. Add a photo so Users know who is coming.',
  },
  '/aboki/select-services': {
    title: 'Choose the Aboki’s services',
    description: 'Tick each service the Aboki offers and set their own price in naira.',
  },
  '/aboki/services-available': {
    title: 'Set the Aboki’s availability',
    description:
      'When the Aboki works each week, where they will go, and any days off. Users can only book these hours.',
  },
  '/aboki/services-success': {
    title: 'Aboki ready for requests',
    description: 'This is the profile Users will see. Publish it to let them book.',
  },
  '/profile/agent-dashboard': {
    title: 'Agent dashboard',
    description: 'Answer new requests, run today’s jobs, and manage your Abokis.',
  },
} as const satisfies Record<string, PageHeadingTexts<AbokiText>>;
