import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  Card,
  EmptyState,
  LoadFailed,
  PageHeading,
  Spinner,
  languageAtom,
  useLoad,
  useSay,
  useT,
} from 'shared';
import { RequireAuth } from 'shared/auth';
import {
  ticketReplyRequestSchema,
  type TicketKind,
  type TicketStatus,
  type TicketView,
} from 'shared/schemas';
import { answerTicket, fetchTicketThread } from '../api/tickets.js';
import { MessageForm } from '../components/message-form.js';
import { lagosMoment } from '../components/payment-words.js';
import styles from '../components/components.module.css';
import own from './ticket-page.module.css';
import { requestsBook, type RequestsT, type RequestsText } from '../i18n/index.js';

// A support conversation (issue 25): the person reads what they wrote and what Aboki support answered,
// and writes back. Signed in, its owner; signed out, the e-mail's single-use link (#token=…, a fragment
// the browser never sends to a server), good for one message.

const STATUS_WORDS: Record<TicketStatus, RequestsText> = {
  OPEN: 'Waiting for Aboki support to answer',
  WAITING_ON_CUSTOMER: 'Aboki support has answered you',
  RESOLVED: 'Resolved. Write again below if you still need help.',
};

const titleOf = (t: RequestsT, kind: TicketKind, jobReference: string | null): string => {
  if (kind === 'CONTACT' || !jobReference) return t('Your message to Aboki support');
  return kind === 'DISPUTE'
    ? t('Your report about request {reference}', { reference: jobReference })
    : t('Help with request {reference}', { reference: jobReference });
};

/** The link's token, from the address's fragment (`#token=…`). */
const tokenOf = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('token');

/** `/help/tickets/:id`: with a link's token, open to anyone holding it; else for its signed-in owner. */
export function TicketPage() {
  const { id = '' } = useParams();
  const token = tokenOf(useLocation().hash);
  if (token) return <Thread id={id} token={token} />;
  return (
    <RequireAuth>
      <Thread id={id} token={null} />
    </RequireAuth>
  );
}

function Thread({ id, token }: { id: string; token: string | null }) {
  const t = useT(requestsBook);
  const say = useSay();
  const thread = useLoad(() => fetchTicketThread(id, token), [id, token]);
  // Once the link has carried its one message, it is spent: the page says so instead of a form.
  const [spent, setSpent] = useState(false);

  if (thread.status === 'loading') {
    return (
      <>
        <PageHeading title={t('Your conversation with Aboki support')} />
        <Spinner label={t('Loading the conversation…')} />
      </>
    );
  }
  if (thread.status === 'error') {
    const missing = thread.error.status === 404;
    return (
      <>
        <PageHeading title={t('Your conversation with Aboki support')} />
        {missing ? (
          <EmptyState
            role="status"
            title={t('This conversation is not available')}
            description={say(thread.error.message)}
          />
        ) : (
          <LoadFailed
            title={t('We could not load this conversation')}
            message={thread.error.message}
            onRetry={thread.retry}
          />
        )}
      </>
    );
  }
  const ticket = thread.data.ticket;
  return (
    <>
      <PageHeading
        title={titleOf(t, ticket.kind, ticket.jobReference)}
        description={t('Conversation {reference} · {status}', {
          reference: ticket.reference,
          status: t(STATUS_WORDS[ticket.status]),
        })}
      />
      <Card>
        <Messages ticket={ticket} />
        {spent ? (
          <p className={styles.banner} role="status">
            {t(
              'Your message was sent. This link has now been used: we will e-mail you a new one with our next answer.',
            )}
          </p>
        ) : (
          <ReplyForm
            ticket={ticket}
            token={token}
            onSent={(updated) => {
              thread.setData({ ticket: updated });
              if (token) setSpent(true);
            }}
          />
        )}
      </Card>
    </>
  );
}

function Messages({ ticket }: { ticket: TicketView }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  return (
    <ol className={own.thread} aria-label={t('Messages')}>
      {ticket.messages.map((message) => (
        <li key={message.id}>
          <p className={styles.legend}>
            {t('{who}, {when}', {
              who: message.from === 'YOU' ? t('You') : t('Aboki support'),
              when: lagosMoment(t, language, message.at),
            })}
          </p>
          <p className={own.body}>{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({
  ticket,
  token,
  onSent,
}: {
  ticket: TicketView;
  token: string | null;
  onSent: (ticket: TicketView) => void;
}) {
  const t = useT(requestsBook);
  const say = useSay();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.legend}>
        {t('Write to Aboki support')}
      </h2>
      {token ? <p>{t('This link from our e-mail works for one message.')}</p> : null}
      <MessageForm
        titleId={titleId}
        say={say}
        label={t('Your message')}
        button={t('Send')}
        field="body"
        schema={ticketReplyRequestSchema}
        send={(body) => answerTicket(ticket.id, body, token)}
        onSent={(answer) => onSent(answer.ticket)}
      />
    </section>
  );
}
