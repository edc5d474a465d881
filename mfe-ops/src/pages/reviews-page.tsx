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
import type { ReviewQueueAnswer } from 'shared/schemas';
import { fetchReviewQueue, type ReviewQueue } from '../api/ops.js';
import { OpsTable } from '../components/ops-table.js';
import { QueueTabs } from '../components/queue-tabs.js';
import { guarantorLabel, identityLabel, formatWhen } from '../components/words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';

const HEADING = {
  title: 'Reviews',
  description: 'Abokis to check before they take bookings, oldest first.',
} as const satisfies PageHeadingTexts<OpsText>;

const QUEUES: readonly { queue: ReviewQueue; label: OpsText; empty: OpsText }[] = [
  { queue: 'waiting', label: 'Waiting for review', empty: 'No Aboki is waiting for a review.' },
  {
    queue: 'unverified',
    label: 'Active, not yet verified',
    empty: 'Every Aboki taking bookings has been verified.',
  },
];

const COLUMNS: readonly OpsText[] = ['Aboki', 'Area', 'Agent', 'Waiting since', 'ID check', 'Guarantor'];

/** `/ops/reviews?queue=waiting|unverified`: a queue's Abokis, each linking to its review. */
export function ReviewsPage() {
  const t = useT(opsBook);
  const [search] = useSearchParams();
  const queue: ReviewQueue = search.get('queue') === 'unverified' ? 'unverified' : 'waiting';
  const list = useLoad(() => fetchReviewQueue(queue), [queue]);
  const more = useLoadMore<ReviewQueueAnswer, ReviewQueueAnswer>({
    nextPage: (cursor) => fetchReviewQueue(queue, cursor),
    join: (shown, page) => ({ abokis: [...shown.abokis, ...page.abokis], nextCursor: page.nextCursor }),
    put: list.setData,
  });
  const current = QUEUES.find((entry) => entry.queue === queue)!;

  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <QueueTabs
        tabs={QUEUES.map((entry) => ({
          to: `/ops/reviews?queue=${entry.queue}`,
          label: entry.label,
          current: entry.queue === queue,
        }))}
      />
      <Loaded load={list} loadingLabel={t('Loading the queue…')} errorTitle={t('The queue did not load')}>
        {(shown) =>
          shown.abokis.length === 0 ? (
            <EmptyState role="status" title={t(current.empty)} />
          ) : (
            <>
              <OpsTable label={t(current.label)} columns={COLUMNS}>
                {shown.abokis.map((aboki) => (
                  <tr key={aboki.abokiId}>
                    <th scope="row">
                      <Link to={`/ops/abokis/${encodeURIComponent(aboki.abokiId)}`}>{aboki.displayName}</Link>
                    </th>
                    <td>{`${aboki.lga}, ${aboki.state}`}</td>
                    <td>
                      {aboki.agentName}
                      <br />
                      <span className={styles.muted}>{aboki.agentEmail}</span>
                    </td>
                    <td>{formatWhen(aboki.waitingSince)}</td>
                    <td>{t(identityLabel(aboki.identity))}</td>
                    <td>{t(guarantorLabel(aboki.guarantor))}</td>
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
    </>
  );
}
