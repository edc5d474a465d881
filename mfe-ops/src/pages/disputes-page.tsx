import { useState } from 'react';
import { Link } from 'react-router-dom';
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
import type { OpsDisputeQueueAnswer } from 'shared/schemas';
import { fetchDisputeQueue } from '../api/disputes.js';
import { DISPUTE_REASON_LABELS, ageWords } from '../components/dispute-words.js';
import { OpsTable } from '../components/ops-table.js';
import { formatWhen } from '../components/words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';

const HEADING = {
  title: 'Disputes',
  description: 'Problems reported on jobs: safety first, then refunds waiting for approval, then the oldest.',
} as const satisfies PageHeadingTexts<OpsText>;

const COLUMNS: readonly OpsText[] = [
  'Reason',
  'Job',
  'User',
  'Aboki',
  'Reported',
  'Waiting',
  'Agent answered',
];

/** `/ops/disputes`: undecided disputes in the API's order of urgency, each linking to its page. */
export function DisputesPage() {
  const t = useT(opsBook);
  // Ages are counted from when the page opened.
  const [now] = useState(Date.now);
  const list = useLoad(() => fetchDisputeQueue(), []);
  const more = useLoadMore<OpsDisputeQueueAnswer, OpsDisputeQueueAnswer>({
    nextPage: (cursor) => fetchDisputeQueue(cursor),
    join: (shown, page) => ({ disputes: [...shown.disputes, ...page.disputes], nextCursor: page.nextCursor }),
    put: list.setData,
  });

  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <Loaded
        load={list}
        loadingLabel={t('Loading the disputes…')}
        errorTitle={t('The disputes did not load')}
      >
        {(shown) =>
          shown.disputes.length === 0 ? (
            <EmptyState role="status" title={t('No dispute is waiting for a decision.')} />
          ) : (
            <>
              <OpsTable label={t('Disputes waiting for a decision')} columns={COLUMNS}>
                {shown.disputes.map((dispute) => (
                  <tr key={dispute.id}>
                    <th scope="row">
                      <Link to={`/ops/disputes/${encodeURIComponent(dispute.id)}`}>
                        {t(DISPUTE_REASON_LABELS[dispute.reason])}
                      </Link>
                      {dispute.reason === 'SAFETY' ? (
                        <>
                          {' '}
                          <strong className={styles.badge}>{t('Aboki paused')}</strong>
                        </>
                      ) : null}
                      {dispute.status === 'AWAITING_APPROVAL' ? (
                        <>
                          <br />
                          <strong className={styles.badge}>{t('Waiting for a second operator')}</strong>
                        </>
                      ) : null}
                    </th>
                    <td className={styles.nowrap}>
                      <Link to={`/ops/jobs/${encodeURIComponent(dispute.jobReference)}`}>
                        {dispute.jobReference}
                      </Link>
                    </td>
                    <td>{dispute.userName}</td>
                    <td>{dispute.abokiName}</td>
                    <td className={styles.nowrap}>{formatWhen(dispute.createdAt)}</td>
                    <td className={styles.nowrap}>{ageWords(dispute.createdAt, now, t)}</td>
                    <td>{dispute.answered ? t('Yes') : t('Not yet')}</td>
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
