import type { Language } from './languages.js';
import { sayFrom, type Said } from './said-lookup.js';
import ha from './said/ha.js';
import ig from './said/ig.js';
import pcm from './said/pcm.js';
import yo from './said/yo.js';

/** The server's copy of every language's catalogue of Aboki's own texts (the browser loads one, on demand). */
const SAID: Readonly<Record<Exclude<Language, 'en'>, Said>> = { pcm, ha, yo, ig };

/** One of Aboki's own English texts in a language (said-lookup.ts); the API's replies go through it. */
export function sayIn(language: Language, english: string): string {
  return language === 'en' ? english : sayFrom(SAID[language], language, english);
}
