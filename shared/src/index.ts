// The browser API of `shared`, one module graph loaded once as a Module Federation singleton.
// Zod schemas stay on the `shared/schemas` subpath so pages without forms do not download Zod;
// texts (`shared/messages`), auth actions (`shared/auth`) and form controls (`shared/forms`) stay on
// theirs so the home page does not download them.
export * from './auth/storage-keys.js';
export * from './auth/auth-atom.js';
export { keepForOffline, readOffline } from './auth/device-cache.js';
export * from './api-client.js';
export * from './catalogue.js';
export * from './toast.js';
export * from './ui/index.js';
export * from './nigeria/index.js';
export { formatNaira, nairaToKobo, parseNairaToKobo } from './money.js';
export * from './i18n/index.js';
export { languageAtom, currentLanguage, chooseLanguage, useT } from './i18n/language-atom.js';
export { rich } from './i18n/rich-text.js';
export { saidBook, sayInPage, useSay } from './i18n/said-book.js';
export { kitBook } from './ui/i18n/index.js';
