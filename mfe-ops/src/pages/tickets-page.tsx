import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  LoadMoreButton,
  Loaded,
  PageHeading,
  TextInput,
  translatedHeading,
  useLoad,
  useLoadMore,
  useT,
  type PageHeadingTexts,
} from 'shared';
import {
  OPS_TICKET_MESSAGES,
  opsTicketQuerySchema,
  type OpsTicketQueueAnswer,
  type TicketStatus,
} from 'shared/schemas';
import { fetchTicketQueue } from '../api/tickets.js';
import { formatWhen } from '../components/words.js';
import { TICKET_KIND_LABELS } from '../components/ticket-words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';

const HEADING = {
  title: 'Support tickets',
  description: 'Messages from the contact form, disputes and job pages, the longest wait first.',
} as const satisfies PageHeadingTexts<OpsText>;

const QUEUES: readonly { status: TicketStatus; label: OpsText; empty: OpsText }[] = [
  { status: 'OPEN', label: 'Waiting for us', empty: 'No ticket is waiting for an answer.' },
  {
    status: 'WAITING_ON_CUSTOMER',
    label: 'Waiting on the person',
    empty: 'No ticket is waiting on a person.',
  },
  { status: 'RESOLVED', label: 'Resolved', empty: 'No ticket is resolved yet.' },
];

const isStatus = (value: string | null): value is TicketStatus =>
  QUEUES.some((queue) => queue.status === value);

/**
 * `/ops/tickets?status=&q=`: a queue of tickets (waiting for us by default, oldest first), or a search
 * by ticket or job reference, e-mail or phone through every status; each row opens its ticket.
 */
export function TicketsPage() {
  const t = useT(opsBook);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const asked = search.get('status');
  const status: TicketStatus | undefined = isStatus(asked) ? asked : q ? undefined : 'OPEN';
  const list = useLoad(() => fetchTicketQueue({ status, q: q || undefined }), [status, q]);
  const more = useLoadMore<OpsTicketQueueAnswer, OpsTicketQueueAnswer>({
    nextPage: (cursor) => fetchTicketQueue({ status, q: q || undefined }, cursor),
    join: (shown, page) => ({ tickets: [...shown.tickets, ...page.tickets], nextCursor: page.nextCursor }),
    put: list.setData,
  });
  const current = QUEUES.find((queue) => queue.status === status);
  const label = current ? t(current.label) : t('Tickets matching “{q}”', { q });
  const queryError = list.status === 'error' ? list.error.fields.q : undefined;

  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <nav aria-label={t('Queues')}>
        <ul className={styles.tabs}>
          {QUEUES.map((queue) => (
            <li key={queue.status}>
              <Link
                to={`/ops/tickets?status=${queue.status}`}
                className={styles.tab}
                aria-current={queue.status === status && !q ? 'page' : undefined}
              >
                {t(queue.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchForm key={q} q={q} serverError={queryError} onSearch={(next) => setSearch({ q: next })} />
      {queryError ? null : (
        <Loaded
          load={list}
          loadingLabel={t('Loading the tickets…')}
          errorTitle={t('The tickets did not load')}
        >
          {(shown) =>
            shown.tickets.length === 0 ? (
              <EmptyState
                role="status"
                title={current ? t(current.empty) : t('No ticket matches “{q}”.', { q })}
              />
            ) : (
              <>
                <div className={styles.tableScroll}>
                  <table className={styles.table} aria-label={label}>
                    <thead>
                      <tr>
                        <th scope="col">{t('Ticket')}</th>
                        <th scope="col">{t('From')}</th>
                        <th scope="col">{t('About')}</th>
                        <th scope="col">{t('Waiting since')}</th>
                        <th scope="col">{t('Owner')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.tickets.map((ticket) => (
                        <tr key={ticket.id}>
                          <th scope="row" className={styles.nowrap}>
                            <Link to={`/ops/tickets/${encodeURIComponent(ticket.id)}`}>
                              {ticket.reference}
                            </Link>
                          </th>
                          <td>
                            {ticket.name}
                            <br />
                            <span className={styles.muted}>{ticket.email}</span>
                          </td>
                          <td>
                            {t(TICKET_KIND_LABELS[ticket.kind])}
                            <br />
                            <span className={styles.muted}>{ticket.subject}</span>
                          </td>
                          <td className={styles.nowrap}>{formatWhen(ticket.since)}</td>
                          <td>{ticket.owner ?? t('Nobody yet')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <LoadMoreButton more={more} shown={shown}>
                  {t('Load more')}
                </LoadMoreButton>
              </>
            )
          }
        </Loaded>
      )}
    </>
  );
}

function SearchForm({
  q,
  serverError,
  onSearch,
}: {
  q: string;
  serverError: string | undefined;
  onSearch: (q: string) => void;
}) {
  const t = useT(opsBook);
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = () => {
    const checked = opsTicketQuerySchema.safeParse({ q: text });
    if (!checked.success || !checked.data.q) {
      setError(checked.success ? OPS_TICKET_MESSAGES.searchTooShort : checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSearch(checked.data.q);
  };

  return (
    <form
      noValidate
      role="search"
      aria-label={t('Find tickets')}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label={t('Ticket or job reference, e-mail or phone')}
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
