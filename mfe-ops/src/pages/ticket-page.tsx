import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, Loaded, PageHeading, TextArea, useLoad, useT } from 'shared';
import type { AuthResult } from 'shared/auth';
import { FormError, applyFieldErrors } from 'shared/forms';
import { opsTicketNoteRequestSchema, opsTicketReplyRequestSchema, type OpsTicket } from 'shared/schemas';
import { staffAtom } from '../api/ops.js';
import { actOnTicket, addTicketNote, fetchTicket, replyToTicket, type TicketAnswer } from '../api/tickets.js';
import { AuditTable } from '../components/audit-table.js';
import { TitledSection } from '../components/titled-section.js';
import {
  TICKET_KIND_LABELS,
  TICKET_MESSAGE_LABELS,
  TICKET_STATUS_LABELS,
} from '../components/ticket-words.js';
import { formatWhen } from '../components/words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';
import own from './tickets.module.css';

/** `/ops/tickets/:id`: the thread with internal notes; reply, add a note, take the ticket, resolve it. */
export function TicketPage() {
  const t = useT(opsBook);
  const { id = '' } = useParams();
  const ticket = useLoad(() => fetchTicket(id), [id]);
  return (
    <>
      <p>
        <Link to="/ops/tickets">{t('Back to the tickets')}</Link>
      </p>
      <Loaded
        load={ticket}
        loadingLabel={t('Loading the ticket…')}
        errorTitle={t('This ticket did not load')}
      >
        {(answer) => <Ticket ticket={answer.ticket} onChanged={(data) => ticket.setData(data)} />}
      </Loaded>
    </>
  );
}

function Ticket({ ticket, onChanged }: { ticket: OpsTicket; onChanged: (answer: TicketAnswer) => void }) {
  const t = useT(opsBook);
  const me = useAtomValue(staffAtom);
  const [busy, setBusy] = useState<'assign' | 'resolve' | null>(null);
  const act = async (action: 'assign' | 'resolve') => {
    setBusy(action);
    const result = await actOnTicket(ticket.id, action);
    setBusy(null);
    if (result.ok) onChanged(result.data);
  };
  const mine = me !== null && ticket.owner?.email === me.email;

  return (
    <>
      <PageHeading
        title={t('{reference} · {subject}', { reference: ticket.reference, subject: ticket.subject })}
        description={t(TICKET_STATUS_LABELS[ticket.status])}
      />
      <section aria-labelledby="ticket-summary-title">
        <h2 id="ticket-summary-title" className={styles.sectionTitle}>
          {t('Summary')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('From')}</dt>
            <dd>
              {ticket.userId ? (
                <Link to={`/ops/people/${encodeURIComponent(ticket.userId)}`}>{ticket.name}</Link>
              ) : (
                ticket.name
              )}
              {' · '}
              <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
              {ticket.phone ? (
                <>
                  {' · '}
                  <a href={`tel:${ticket.phone}`}>{ticket.phone}</a>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('About')}</dt>
            <dd>
              {t(TICKET_KIND_LABELS[ticket.kind])}
              {ticket.jobReference ? (
                <>
                  {' · '}
                  <Link to={`/ops/jobs/${encodeURIComponent(ticket.jobReference)}`}>
                    {ticket.jobReference}
                  </Link>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('Opened')}</dt>
            <dd>{formatWhen(ticket.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('First answer')}</dt>
            <dd>{ticket.firstAnsweredAt ? formatWhen(ticket.firstAnsweredAt) : t('Not answered yet')}</dd>
          </div>
          <div>
            <dt>{t('Owner')}</dt>
            <dd>{ticket.owner?.email ?? t('Nobody yet')}</dd>
          </div>
        </dl>
        <p className={own.actions}>
          {mine ? null : (
            <Button variant="secondary" busy={busy === 'assign'} onClick={() => void act('assign')}>
              {t('Take this ticket')}
            </Button>
          )}
          {ticket.status === 'RESOLVED' ? null : (
            <Button variant="secondary" busy={busy === 'resolve'} onClick={() => void act('resolve')}>
              {t('Resolve')}
            </Button>
          )}
        </p>
      </section>

      <section aria-labelledby="ticket-thread-title">
        <h2 id="ticket-thread-title" className={styles.sectionTitle}>
          {t('Conversation')}
        </h2>
        <ol className={own.thread} aria-label={t('Conversation')}>
          {ticket.messages.map((message) => (
            <li key={message.id} className={message.kind === 'NOTE' ? own.noteMessage : own.message}>
              <p className={styles.muted}>
                {t('{what} · {who}, {when}', {
                  what: t(TICKET_MESSAGE_LABELS[message.kind]),
                  who: message.author,
                  when: formatWhen(message.at),
                })}
              </p>
              <p className={styles.note}>{message.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className={styles.decisions}>
        <TextForm
          key={`reply-${ticket.messages.length}`}
          texts={{
            title: 'Reply',
            label: 'Your reply',
            hint: 'E-mailed to the person, who can answer it. Write as to a customer.',
            button: 'Send reply',
          }}
          check={(body) => opsTicketReplyRequestSchema.safeParse({ body })}
          send={(body) => replyToTicket(ticket.id, body)}
          onDone={onChanged}
        />
        <TextForm
          key={`note-${ticket.messages.length}`}
          texts={{
            title: 'Internal note',
            label: 'Note for the team',
            hint: 'Only staff read it.',
            button: 'Add note',
          }}
          check={(body) => opsTicketNoteRequestSchema.safeParse({ body })}
          send={(body) => addTicketNote(ticket.id, body)}
          onDone={onChanged}
        />
      </div>

      <TitledSection
        id="ticket-history-title"
        title={t('History')}
        empty={t('No staff action on this ticket yet.')}
      >
        {ticket.history.length > 0 && <AuditTable entries={ticket.history} label={t('History')} />}
      </TitledSection>
    </>
  );
}

interface TextFormTexts {
  title: OpsText;
  label: OpsText;
  hint: OpsText;
  button: OpsText;
}

type Checked =
  { success: true; data: { body: string } } | { success: false; error: { issues: { message: string }[] } };

/** A reply or a note: checked as the API checks it, then sent; what the API refuses is said under it. */
function TextForm({
  texts,
  check,
  send,
  onDone,
}: {
  texts: TextFormTexts;
  check: (body: string) => Checked;
  send: (body: string) => Promise<AuthResult<TicketAnswer>>;
  onDone: (answer: TicketAnswer) => void;
}) {
  const t = useT(opsBook);
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async () => {
    setFieldError(undefined);
    setFormError(null);
    const checked = check(body);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const result = await send(checked.data.body);
    setBusy(false);
    if (result.ok) {
      onDone(result.data);
      return;
    }
    const applied = applyFieldErrors(result.error.fields, ['body'], (_name, message) =>
      setFieldError(message),
    );
    if (!applied) setFormError(result.error.message);
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {t(texts.title)}
      </h3>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextArea
          label={t(texts.label)}
          hint={t(texts.hint)}
          rows={4}
          value={body}
          error={fieldError}
          onChange={(event) => setBody(event.target.value)}
        />
        <FormError message={formError} />
        <Button type="submit" variant="secondary" busy={busy}>
          {t(texts.button)}
        </Button>
      </form>
    </Card>
  );
}
