import type { AbokiText } from '../i18n/index.js';

/** The languages an Aboki may speak (ABOKI_LANGUAGES, sent as English names) by their catalogue ids. */
export const SPOKEN_IDS: Readonly<Record<string, AbokiText>> = {
  English: 'English',
  Pidgin: 'Pidgin',
  Hausa: 'Hausa',
  Yoruba: 'Yoruba',
  Igbo: 'Igbo',
  Fulfulde: 'Fulfulde',
  Ibibio: 'Ibibio',
  Tiv: 'Tiv',
  Kanuri: 'Kanuri',
  Edo: 'Edo',
};
