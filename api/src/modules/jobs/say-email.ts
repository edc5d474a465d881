import type { Language } from 'shared/i18n';

export { sayerOf, type TextsByLanguage as EmailTexts } from 'shared/i18n';

/** A person an e-mail goes to, in the language of their account (English when it is not known). */
export interface Recipient {
  email: string;
  name: string;
  language?: Language;
}
