import { useState } from 'react';
import { Button, TextInput, useT } from 'shared';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/** A list's query schema with a `q` (structural, so the console needs no `zod`). */
export interface SearchSchema {
  safeParse(value: {
    q: string;
  }):
    | { success: true; data: { q?: string | undefined } }
    | { success: false; error: { issues: { message: string }[] } };
}

/**
 * The search of a console list (people, tickets): `q` is checked as the API checks it before it
 * goes into the address; the API's own word on it (`serverError`) shows under the field too.
 */
export function SearchForm({
  texts,
  schema,
  tooShort,
  q,
  serverError,
  onSearch,
}: {
  /** The form's accessible name and the field's label. */
  texts: { name: OpsText; label: OpsText };
  schema: SearchSchema;
  /** What an empty or short search is told (the schema's own words when it has them). */
  tooShort: string;
  q: string;
  serverError: string | undefined;
  onSearch: (q: string) => void;
}) {
  const t = useT(opsBook);
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = () => {
    const checked = schema.safeParse({ q: text });
    if (!checked.success || !checked.data.q) {
      setError(checked.success ? tooShort : (checked.error.issues[0]?.message ?? tooShort));
      return;
    }
    setError(undefined);
    onSearch(checked.data.q);
  };

  return (
    <form
      noValidate
      role="search"
      aria-label={t(texts.name)}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label={t(texts.label)}
        type="search"
        autoComplete="off"
        value={text}
        error={error ?? serverError}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.filterButton}>
        <Button type="submit">{t('Search')}</Button>
      </div>
    </form>
  );
}
