import { defineBook, type Translate } from 'shared';
import type { OnboardingText } from './en.js';
export type { OnboardingText };

/** mfe-onboarding's texts: the pages say them in English; each other language is a chunk of its own. */
export const onboardingBook = defineBook<OnboardingText>('mfe-onboarding', {
  pcm: () => import('./pcm.js'),
  ha: () => import('./ha.js'),
  yo: () => import('./yo.js'),
  ig: () => import('./ig.js'),
});

export type OnboardingT = Translate<OnboardingText>;
