import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Loaded, PageHeading, useLoad, useT } from 'shared';
import { opsTicketNoteRequestSchema, opsTicketReplyRequestSchema, type OpsTicket } from 'shared/schemas';
import { staffAtom } from '../api/ops.js';
import { actOnTicket, addTicketNote, fetchTicket, replyToTicket, type TicketAnswer } from '../api/tickets.js';
import { AuditTable } from '../components/audit-table.js';
import { Fact } from '../components/fact.js';
import { TextForm } from '../components/text-form.js';
import { TitledSection } from '../components/titled-section.js';
import {
  TICKET_KIND_LABELS,
  TICKET_MESSAGE_LABELS,
  TICKET_STATUS_LABELS,
} from '../components/ticket-words.js';
import { formatWhen } from '../components/words.js';
import { opsBook } from '../i18n/index.js';
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
          <Fact name="From">
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
          </Fact>
          <Fact name="About">
            {t(TICKET_KIND_LABELS[ticket.kind])}
            {ticket.jobReference ? (
              <>
                {' · '}
                <Link to={`/ops/jobs/${encodeURIComponent(ticket.jobReference)}`}>{ticket.jobReference}</Link>
              </>
            ) : null}
          </Fact>
          <Fact name="Opened">{formatWhen(ticket.createdAt)}</Fact>
          <Fact name="First answer">
            {ticket.firstAnsweredAt ? formatWhen(ticket.firstAnsweredAt) : t('Not answered yet')}
          </Fact>
          <Fact name="Owner">{ticket.owner?.email ?? t('Nobody yet')}</Fact>
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
          field="body"
          schema={opsTicketReplyRequestSchema}
          rows={4}
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
          field="body"
          schema={opsTicketNoteRequestSchema}
          rows={4}
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
