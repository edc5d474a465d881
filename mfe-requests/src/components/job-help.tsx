import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextArea, useSay, useT } from 'shared';
import { FormError, applyFieldErrors } from 'shared/forms';
import { SUPPORT_MESSAGES, jobHelpRequestSchema, type OpenedTicket } from 'shared/schemas';
import { askForJobHelp } from '../api/tickets.js';
import { requestsBook } from '../i18n/index.js';
import styles from './components.module.css';

// "Get help with this job" on every job's page (issue 25): a short message to Aboki support opens a
// ticket about the job; the person follows the conversation at /help/tickets/:id and by e-mail.

export function JobHelp({ reference }: { reference: string }) {
  const t = useT(requestsBook);
  const say = useSay();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<OpenedTicket | null>(null);
  const titleId = useId();

  if (opened) {
    return (
      <section aria-labelledby={titleId} className={styles.section}>
        <h2 id={titleId} className={styles.legend}>
          {t('Get help with this request')}
        </h2>
        <p className={styles.banner} role="status">
          {t('Sent. Aboki support will answer you on the conversation page and by e-mail.')}
        </p>
        <Link to={`/help/tickets/${encodeURIComponent(opened.id)}`}>
          {t('See the conversation {reference}', { reference: opened.reference })}
        </Link>
      </section>
    );
  }

  const submit = async () => {
    setFieldError(undefined);
    setFormError(null);
    const checked = jobHelpRequestSchema.safeParse({ message });
    if (!checked.success) {
      setFieldError(say(checked.error.issues[0]?.message ?? SUPPORT_MESSAGES.describeHelp));
      return;
    }
    setBusy(true);
    const result = await askForJobHelp(reference, checked.data.message);
    setBusy(false);
    if (result.ok) {
      setOpened(result.data.ticket);
      return;
    }
    const applied = applyFieldErrors(result.error.fields, ['message'], (_name, text) => setFieldError(text));
    if (!applied) setFormError(result.error.message);
  };

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.legend}>
        {t('Get help with this request')}
      </h2>
      {open ? (
        <form
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextArea
            label={t('What do you need help with?')}
            hint={t('Aboki support reads it and answers you by e-mail, usually within a working day.')}
            rows={4}
            value={message}
            error={fieldError}
            onChange={(event) => setMessage(event.target.value)}
          />
          <FormError message={formError} />
          <Button type="submit" busy={busy}>
            {t('Send to Aboki support')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('Ask Aboki support')}
        </Button>
      )}
    </section>
  );
}
