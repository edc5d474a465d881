/**
 * The five languages Aboki speaks, and how a request's language is chosen. Node-safe and free of
 * React: the site server, the API and the browser all decide the language the same way.
 */

/** English (Nigeria) is the source every other catalogue is translated from. */
export const LANGUAGES = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE = 'en' satisfies Language;

/** Each language's name in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  pcm: 'Pidgin',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

/** The BCP 47 tag for `<html lang>`, `Content-Language` and `hreflang`. */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  en: 'en-NG',
  pcm: 'pcm',
  ha: 'ha',
  yo: 'yo',
  ig: 'ig',
};

/** The cookie that remembers a visitor's choice; the site server reads it to render the document. */
export const LANGUAGE_COOKIE = 'aboki_lang';
/** A year: a choice of language is not something people make every week. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A tag's language, if it is one of ours: "ha-NG" → ha, "en-GB" → en, "yo" → yo, "fr" → null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : null;
}

/**
 * The first of our languages an `Accept-Language` header names, by its q-values (RFC 9110 §12.5.4);
 * null when it names none (the caller then keeps English). "*" names none in particular.
 */
export function negotiateLanguage(acceptLanguage: string | undefined | null): Language | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: languageOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The value of one cookie in a `Cookie` header, or undefined. */
export function cookieValue(cookieHeader: string | undefined | null, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = pair.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

/**
 * A request's language: an explicit choice (a `?lang=` link, then the remembered cookie) before what
 * the browser says it prefers, and English when nothing names one of ours.
 */
export function requestLanguage(request: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  const chosen = [request.query, cookieValue(request.cookie, LANGUAGE_COOKIE)].find(isLanguage);
  return chosen ?? negotiateLanguage(request.acceptLanguage) ?? SOURCE_LANGUAGE;
}
