import type { Catalogue } from './book.js';
import type { Language } from './languages.js';
import { formatMessage, type MessageValues } from './message-format.js';

/**
 * Texts kept by id rather than by their English: whole e-mails and the booking rules' sentences,
 * which the code names (`'verify_email.subject'`) and whose English may change without the id
 * changing. Each language has exactly the English's ids (their tests check).
 */
export type KeyedTranslation<Source extends Catalogue> = { readonly [Id in keyof Source]: string };
export type TextsByLanguage<Source extends Catalogue> = Readonly<Record<Language, KeyedTranslation<Source>>>;

/** The `say(language, id, values)` of a table: its text in the language (English when none), values put in. */
export function sayerOf<Source extends Catalogue>(texts: TextsByLanguage<Source>) {
  return (language: Language | undefined, id: keyof Source & string, values?: MessageValues): string => {
    const chosen = language ?? 'en';
    return formatMessage(texts[chosen][id], values, chosen);
  };
}
