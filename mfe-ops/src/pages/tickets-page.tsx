import { Link, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  LoadMoreButton,
  Loaded,
  PageHeading,
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
import { OpsTable } from '../components/ops-table.js';
import { QueueTabs } from '../components/queue-tabs.js';
import { SearchForm } from '../components/search-form.js';
import { formatWhen } from '../components/words.js';
import { TICKET_KIND_LABELS, TICKET_STATUS_LABELS } from '../components/ticket-words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';

const HEADING = {
  title: 'Support tickets',
  description: 'Messages from the contact form, disputes and job pages, the longest wait first.',
} as const satisfies PageHeadingTexts<OpsText>;

// Each queue is named by its status' words.
const QUEUES: readonly { status: TicketStatus; empty: OpsText }[] = [
  { status: 'OPEN', empty: 'No ticket is waiting for an answer.' },
  { status: 'WAITING_ON_CUSTOMER', empty: 'No ticket is waiting on a person.' },
  { status: 'RESOLVED', empty: 'No ticket is resolved yet.' },
];

const COLUMNS: readonly OpsText[] = ['Ticket', 'From', 'About', 'Waiting since', 'Owner'];

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
  const label = current ? t(TICKET_STATUS_LABELS[current.status]) : t('Tickets matching “{q}”', { q });
  const queryError = list.status === 'error' ? list.error.fields.q : undefined;

  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <QueueTabs
        tabs={QUEUES.map((queue) => ({
          to: `/ops/tickets?status=${queue.status}`,
          label: TICKET_STATUS_LABELS[queue.status],
          current: queue.status === status && !q,
        }))}
      />
      <SearchForm
        key={q}
        texts={{ name: 'Find tickets', label: 'Ticket or job reference, e-mail or phone' }}
        schema={opsTicketQuerySchema}
        tooShort={OPS_TICKET_MESSAGES.searchTooShort}
        q={q}
        serverError={queryError}
        onSearch={(next) => setSearch({ q: next })}
      />
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
                <OpsTable label={label} columns={COLUMNS}>
                  {shown.tickets.map((ticket) => (
                    <tr key={ticket.id}>
                      <th scope="row" className={styles.nowrap}>
                        <Link to={`/ops/tickets/${encodeURIComponent(ticket.id)}`}>{ticket.reference}</Link>
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
                </OpsTable>
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
