import { useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  api,
  authAtom,
  chooseLanguage,
  isAuthenticated,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  languageAtom,
  useT,
  type Language,
} from 'shared';
import { frameBook } from '../i18n/frame/index.js';
import styles from './layouts.module.css';

/**
 * The language picker in every header: each language named in itself, so a person finds their own
 * without reading English. The page changes in place (nothing typed is lost); the cookie tells the
 * server, and a signed-in account keeps the choice so its e-mails follow it.
 */
export function LanguagePicker() {
  const t = useT(frameBook);
  const language = useAtomValue(languageAtom);
  const { token } = useAtomValue(authAtom);
  const [switching, setSwitching] = useState(false);

  async function pick(next: Language) {
    setSwitching(true);
    try {
      await chooseLanguage(next);
      // The account's copy is for e-mails: a failure here leaves the page's choice (and the cookie) as made.
      if (isAuthenticated(token)) {
        await api
          .request('/api/v1/me/language', { method: 'PUT', body: { language: next }, token })
          .catch(() => undefined);
      }
    } finally {
      setSwitching(false);
    }
  }

  return (
    <label className={styles.language}>
      <span className={styles.languageLabel}>{t('Language')}</span>
      <select
        className={styles.languageSelect}
        value={language}
        disabled={switching}
        aria-busy={switching || undefined}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void pick(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_TAGS[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
