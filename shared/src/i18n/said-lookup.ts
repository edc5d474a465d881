import type { Language } from './languages.js';
import { formatMessage, placeholdersOf } from './message-format.js';

/**
 * Aboki's own texts (the API's answers, the schemas' field errors, the browser's fallbacks) said in
 * a language, looked up by their English, as gettext does: the code decides what to say in English
 * and never which language. A text with values is found by its template ("Role set to {role}
 * successfully!") and its values are carried over. A text with no translation stays as it is (so a
 * text already translated, or a name, passes through unchanged).
 */
export type Said = Readonly<Record<string, string>>;

interface Pattern {
  match: RegExp;
  names: string[];
  source: string;
}

/** Each catalogue's templates with values, as patterns over the English they produce; built once. */
const patternsOf = new WeakMap<Said, Pattern[]>();

function templatePatterns(said: Said): Pattern[] {
  let patterns = patternsOf.get(said);
  if (!patterns) {
    patterns = Object.keys(said)
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
    patternsOf.set(said, patterns);
  }
  return patterns;
}

export function sayFrom(said: Said, language: Language, english: string): string {
  if (language === 'en') return english;
  const exact = said[english];
  if (exact !== undefined) return exact;
  for (const { match, names, source } of templatePatterns(said)) {
    const found = match.exec(english);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    return formatMessage(said[source]!, values, language);
  }
  return english;
}
