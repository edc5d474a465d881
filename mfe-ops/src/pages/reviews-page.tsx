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
      <nav aria-label={t('Queues')}>
        <ul className={styles.tabs}>
          {QUEUES.map((entry) => (
            <li key={entry.queue}>
              <Link
                to={`/ops/reviews?queue=${entry.queue}`}
                className={styles.tab}
                aria-current={entry.queue === queue ? 'page' : undefined}
              >
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Loaded load={list} loadingLabel={t('Loading the queue…')} errorTitle={t('The queue did not load')}>
        {(shown) =>
          shown.abokis.length === 0 ? (
            <EmptyState role="status" title={t(current.empty)} />
          ) : (
            <>
              <div className={styles.tableScroll}>
                <table className={styles.table} aria-label={t(current.label)}>
                  <thead>
                    <tr>
                      <th scope="col">{t('Aboki')}</th>
                      <th scope="col">{t('Area')}</th>
                      <th scope="col">{t('Agent')}</th>
                      <th scope="col">{t('Waiting since')}</th>
                      <th scope="col">{t('ID check')}</th>
                      <th scope="col">{t('Guarantor')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.abokis.map((aboki) => (
                      <tr key={aboki.abokiId}>
                        <th scope="row">
                          <Link to={`/ops/abokis/${encodeURIComponent(aboki.abokiId)}`}>
                            {aboki.displayName}
                          </Link>
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
    </>
  );
}
