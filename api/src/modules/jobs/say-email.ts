import type { Language } from 'shared/i18n';
import { serviceWordsIn } from 'shared/i18n/service-words';

export { sayerOf, type TextsByLanguage as EmailTexts } from 'shared/i18n';

/** A person an e-mail goes to, in the language of their account (English when it is not known). */
export interface Recipient {
  email: string;
  name: string;
  language?: Language;
}

/** The job's service as `language` names it, by slug; the name it was booked under else (English). */
export const serviceNameIn = (
  language: Language | undefined,
  job: { serviceSlug: string; serviceName: string },
): string => (language && serviceWordsIn(language, job.serviceSlug)?.name) ?? job.serviceName;
