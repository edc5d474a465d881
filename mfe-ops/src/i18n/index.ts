import { currentLanguage, defineBook, translator, type Translate, type Translation } from 'shared';
import type { OpsText } from './en.js';
export type { OpsText };

/**
 * The console speaks English only (staff tools, issue 25): every other language loads an empty
 * catalogue, so a staff member who browses the site in Hausa still reads the console in English.
 */
const englishOnly = () => Promise.resolve({ default: {} as Translation<OpsText> });

/** mfe-ops' texts, keyed by their English like every other app's. */
export const opsBook = defineBook<OpsText>('mfe-ops', {
  pcm: englishOnly,
  ha: englishOnly,
  yo: englishOnly,
  ig: englishOnly,
});

export type OpsT = Translate<OpsText>;

/** The book now, for texts made outside a component (toasts, an API call's fallback words). */
export function opsT(): OpsT {
  return translator(opsBook, currentLanguage());
}
