import type { Language } from './languages.js';

/**
 * Month and weekday names in each language, short where the language has a usual short form (Yoruba's names are written whole, as CLDR does). Browsers
 * have no Intl data for Hausa, Yoruba, Igbo or Pidgin (they fall back to US English), so Aboki keeps
 * its own; Pidgin writes dates as Nigerian English does.
 */
export const CALENDAR_NAMES: Readonly<
  Record<Language, { months: readonly string[]; weekdays: readonly string[] }>
> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  },
  pcm: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  },
  ha: {
    months: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
    weekdays: ['Lit', 'Tal', 'Lar', 'Alh', 'Jum', 'Asa', 'Lah'],
  },
  yo: {
    months: [
      'Ṣẹ́rẹ́',
      'Èrèlè',
      'Ẹrẹ̀nà',
      'Ìgbé',
      'Ẹ̀bibi',
      'Òkúdu',
      'Agẹmọ',
      'Ògún',
      'Owewe',
      'Ọ̀wàrà',
      'Bélú',
      'Ọ̀pẹ̀',
    ],
    weekdays: ['Ajé', 'Ìsẹ́gun', 'Ọjọ́rú', 'Ọjọ́bọ', 'Ẹtì', 'Àbámẹ́ta', 'Àìkú'],
  },
  ig: {
    months: ['Jen', 'Feb', 'Maa', 'Epr', 'Mee', 'Juu', 'Jul', 'Ọgọ', 'Sep', 'Ọkt', 'Nov', 'Dis'],
    weekdays: ['Mọn', 'Tiu', 'Wen', 'Tọọ', 'Fraị', 'Sat', 'Sọn'],
  },
};
