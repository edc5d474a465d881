import type { Language } from './languages.js';
import { formatMessage, placeholdersOf } from './message-format.js';
import ha from './said/ha.js';
import ig from './said/ig.js';
import pcm from './said/pcm.js';
import yo from './said/yo.js';

/**
 * The API's texts in the caller's language. The API decides what to say in English (its message
 * objects in `shared`); the reply says it in the language asked for, looked up by that English
 * text, as gettext does. A text with values is found by its template ("Role set to {role}
 * successfully!") and its values are carried over. A text with no translation stays in English.
 */
const SAID: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = { pcm, ha, yo, ig };

interface Pattern {
  match: RegExp;
  names: string[];
  source: string;
}

/** Templates with values, as patterns over the English they produce; built once, on first use. */
let patterns: Pattern[] | null = null;

function templatePatterns(): Pattern[] {
  patterns ??= Object.keys(SAID.pcm)
    .filter((source) => placeholdersOf(source).length > 0 && !source.includes(', plural,'))
    .map((source) => {
      const names: string[] = [];
      const body = source
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([\\s\\S]+?)';
        })
        .join('');
      return { match: new RegExp(`^${body}$`), names, source };
    })
    // The most specific (longest) template first, so a general one never claims a text first.
    .sort((a, b) => b.source.length - a.source.length);
  return patterns;
}

export function sayIn(language: Language, english: string): string {
  if (language === 'en') return english;
  const said = SAID[language];
  const exact = said[english];
  if (exact !== undefined) return exact;
  for (const { match, names, source } of templatePatterns()) {
    const found = match.exec(english);
    const translated = said[source];
    if (!found || translated === undefined) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    return formatMessage(translated, values, language);
  }
  return english;
}
