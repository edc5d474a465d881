import {
  formatMessage,
  type Catalogue,
  type Language,
  type MessageValues,
  type Translation,
} from 'shared/i18n';

/** One group of e-mails' words in every language: English is the source, the others translate it. */
export type EmailTexts<Source extends Catalogue> = Readonly<Record<Language, Translation<Source>>>;

/** A person an e-mail goes to, in the language of their account (English when it is not known). */
export interface Recipient {
  email: string;
  name: string;
  language?: Language;
}

/**
 * The `say(language, id, values)` of a group of e-mails: its text in the recipient's language with
 * the values put in (syntax: shared/src/i18n/message-format.ts). Data stays data: service and Aboki
 * names, references, amounts and links are values, never translated.
 */
export function sayerOf<Source extends Catalogue>(texts: EmailTexts<Source>) {
  return (language: Language | undefined, id: keyof Source & string, values?: MessageValues): string => {
    const chosen = language ?? 'en';
    return formatMessage(texts[chosen][id], values, chosen);
  };
}
