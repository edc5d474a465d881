import type { Language } from './languages.js';

/**
 * The one message syntax of every catalogue, a small subset of ICU MessageFormat: `{name}` puts a
 * value in, and `{count, plural, one {…} other {…}}` (with `#` for the number, and `=0 {…}` for an
 * exact number) picks a form by the language's plural rule. Small enough to ship to every page.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * CLDR's cardinal plural category for whole numbers. English and Hausa: one for 1. Nigerian Pidgin
 * follows English but counts 0 as one ("0 job"). Yoruba and Igbo have a single form.
 */
export function pluralCategory(language: Language, count: number): 'one' | 'other' {
  if (language === 'yo' || language === 'ig') return 'other';
  if (language === 'pcm') return count === 0 || count === 1 ? 'one' : 'other';
  return count === 1 ? 'one' : 'other';
}

/** The text between the brace at `open` and its matching close brace, and where that brace is. */
function braced(text: string, open: number): { inner: string; end: number } {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && (depth -= 1) === 0)
      return { inner: text.slice(open + 1, index), end: index };
  }
  throw new SyntaxError(`Unclosed brace in message: ${text}`);
}

/** The `one {…} other {…}` choices of a plural argument, by selector. */
function pluralChoices(body: string): Map<string, string> {
  const choices = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open === -1) break;
    const selector = body.slice(index, open).trim();
    const { inner, end } = braced(body, open);
    choices.set(selector, inner);
    index = end + 1;
  }
  return choices;
}

/**
 * A message with its values put in. A value the message names but is not given stays as its
 * `{name}`, so a mistake shows on the page instead of vanishing silently.
 */
export function formatMessage(
  message: string,
  values: MessageValues = {},
  language: Language = 'en',
): string {
  let out = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open === -1) return out + message.slice(index);
    out += message.slice(index, open);
    const { inner, end } = braced(message, open);
    index = end + 1;
    const [name = '', kind, ...rest] = inner.split(',');
    const key = name.trim();
    if (kind?.trim() === 'plural') {
      const count = Number(values[key]);
      const choices = pluralChoices(rest.join(','));
      const choice =
        choices.get(`=${count}`) ??
        choices.get(pluralCategory(language, count)) ??
        choices.get('other') ??
        '';
      out += formatMessage(choice, values, language).replace(/#/g, String(values[key]));
    } else {
      out += key in values ? String(values[key]) : `{${key}}`;
    }
  }
  return out;
}

/** The names of a message's values and plural arguments, in order: catalogues must agree on them. */
export function placeholdersOf(message: string): string[] {
  const names: string[] = [];
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open === -1) break;
    const { inner, end } = braced(message, open);
    index = end + 1;
    const [name = '', kind, ...rest] = inner.split(',');
    if (kind?.trim() === 'plural') {
      names.push(`${name.trim()}:plural`);
      for (const choice of pluralChoices(rest.join(',')).values()) names.push(...placeholdersOf(choice));
    } else names.push(name.trim());
  }
  return [...new Set(names)].sort();
}
