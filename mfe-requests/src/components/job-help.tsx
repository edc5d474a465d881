import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, useSay, useT } from 'shared';
import { jobHelpRequestSchema, type OpenedTicket } from 'shared/schemas';
import { askForJobHelp } from '../api/tickets.js';
import { requestsBook } from '../i18n/index.js';
import styles from './components.module.css';
import { MessageForm } from './message-form.js';

// "Get help with this job" on every job's page (issue 25): a short message to Aboki support opens a
// ticket about the job; the person follows the conversation at /help/tickets/:id and by e-mail.

export function JobHelp({ reference }: { reference: string }) {
  const t = useT(requestsBook);
  const say = useSay();
  const [open, setOpen] = useState(false);
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

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.legend}>
        {t('Get help with this request')}
      </h2>
      {open ? (
        <MessageForm
          titleId={titleId}
          say={say}
          label={t('What do you need help with?')}
          hint={t('Aboki support reads it and answers you by e-mail, usually within a working day.')}
          button={t('Send to Aboki support')}
          field="message"
          schema={jobHelpRequestSchema}
          send={(message) => askForJobHelp(reference, message)}
          onSent={(answer) => setOpened(answer.ticket)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('Ask Aboki support')}
        </Button>
      )}
    </section>
  );
}
