import { useCallback } from 'react';
import { useT } from '../i18n/language-atom.js';
import type { KitText } from './i18n/en.js';
import { kitBook } from './i18n/index.js';

/** The languages an Aboki may speak, as the API names them (ABOKI_LANGUAGES; a test keeps them equal). */
export const SPOKEN_LANGUAGES = [
  'English',
  'Pidgin',
  'Hausa',
  'Yoruba',
  'Igbo',
  'Fulfulde',
  'Ibibio',
  'Tiv',
  'Kanuri',
  'Edo',
] as const satisfies readonly KitText[];

const spoken: ReadonlySet<string> = new Set(SPOKEN_LANGUAGES);

/** The name of a language an Aboki speaks, in the page's language (a name Aboki does not know, as it is). */
export function useSpokenLanguageName(): (name: string) => string {
  const t = useT(kitBook);
  return useCallback((name: string) => (spoken.has(name) ? t(name as KitText) : name), [t]);
}
