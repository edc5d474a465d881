import type { AbokiId } from '../i18n/index.js';

/** The languages an Aboki may speak (ABOKI_LANGUAGES, sent as English names) by their catalogue ids. */
export const SPOKEN_IDS: Readonly<Record<string, AbokiId>> = {
  English: 'spoken.english',
  Pidgin: 'spoken.pidgin',
  Hausa: 'spoken.hausa',
  Yoruba: 'spoken.yoruba',
  Igbo: 'spoken.igbo',
  Fulfulde: 'spoken.fulfulde',
  Ibibio: 'spoken.ibibio',
  Tiv: 'spoken.tiv',
  Kanuri: 'spoken.kanuri',
  Edo: 'spoken.edo',
};
