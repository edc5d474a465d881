import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, TextInput, useT } from 'shared';
import { opsBook } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

/**
 * "Open a job": a reference read out on the phone or copied from an e-mail, in any case, opens
 * `/ops/jobs/<REFERENCE>`; the job page says when no job has it.
 */
export function OpenJobForm() {
  const t = useT(opsBook);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const titleId = useId();

  const open = () => {
    const reference = text.trim().toUpperCase();
    if (reference === '') {
      setError(t('Enter the job’s reference, like ABK-7KQ2M9.'));
      return;
    }
    setError(undefined);
    void navigate(`/ops/jobs/${encodeURIComponent(reference)}`);
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('Open a job')}
      </h2>
      <form
        noValidate
        aria-labelledby={titleId}
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <TextInput
          label={t('Job reference')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.filterButton}>
          <Button type="submit">{t('Open')}</Button>
        </div>
      </form>
    </section>
  );
}
