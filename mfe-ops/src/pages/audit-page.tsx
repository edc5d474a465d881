import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  LoadMoreButton,
  Loaded,
  PageHeading,
  Select,
  TextInput,
  translatedHeading,
  useLoad,
  useLoadMore,
  useT,
  type PageHeadingTexts,
} from 'shared';
import { AUDIT_ACTIONS, OPS_MESSAGES, type AuditAction, type AuditAnswer } from 'shared/schemas';
import { fetchAudit, type AuditFilters } from '../api/ops.js';
import { AuditTable } from '../components/audit-table.js';
import { AUDIT_ACTION_LABELS } from '../components/words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';

const HEADING = {
  title: 'Audit log',
  description: 'Every staff action, newest first.',
} as const satisfies PageHeadingTexts<OpsText>;

const isAuditAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The filters in the address: a link (the dashboard's "Suspended") or a reload keeps them. */
function filtersOf(search: URLSearchParams): AuditFilters {
  const action = search.get('action');
  return {
    action: isAuditAction(action) ? action : undefined,
    targetId: search.get('targetId') || undefined,
    actor: search.get('actor') || undefined,
    since: search.get('since') || undefined,
  };
}

const SINCE_DAYS = /^\d{1,4}d$/;
const SINCE_DATE = /^20\d{2}-\d{2}-\d{2}$/;

/** `/ops/audit`: filters, then GET /api/v1/ops/audit with them, newest first. */
export function AuditPage() {
  const t = useT(opsBook);
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const key = search.toString();
  const log = useLoad(() => fetchAudit(filters), [key]);
  const more = useLoadMore<AuditAnswer, AuditAnswer>({
    nextPage: (cursor) => fetchAudit(filters, cursor),
    join: (shown, page) => ({ entries: [...shown.entries, ...page.entries], nextCursor: page.nextCursor }),
    put: log.setData,
  });

  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <AuditFilterForm
        key={key}
        filters={filters}
        onApply={(next) =>
          setSearch(
            Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => !!entry[1])),
          )
        }
      />
      <Loaded
        load={log}
        loadingLabel={t('Loading the audit log…')}
        errorTitle={t('The audit log did not load')}
      >
        {(shown) =>
          shown.entries.length === 0 ? (
            <EmptyState role="status" title={t('No staff action matches these filters.')} />
          ) : (
            <>
              <AuditTable entries={shown.entries} label={t('Audit log')} />
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

type SinceChoice = '' | '7d' | '30d' | 'date';

function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const t = useT(opsBook);
  const [action, setAction] = useState<string>(filters.action ?? '');
  const [targetId, setTargetId] = useState(filters.targetId ?? '');
  const [actor, setActor] = useState(filters.actor ?? '');
  const initialSince = filters.since ?? '';
  const [since, setSince] = useState<SinceChoice>(
    initialSince === '7d' || initialSince === '30d' || initialSince === ''
      ? initialSince
      : SINCE_DATE.test(initialSince)
        ? 'date'
        : '',
  );
  const [date, setDate] = useState(SINCE_DATE.test(initialSince) ? initialSince : '');
  const [dateError, setDateError] = useState<string | undefined>(undefined);

  const apply = () => {
    const sinceValue = since === 'date' ? date : since;
    if (since === 'date' && !SINCE_DATE.test(date)) {
      setDateError(OPS_MESSAGES.badSince);
      return;
    }
    setDateError(undefined);
    onApply({
      action: isAuditAction(action) ? action : undefined,
      targetId: targetId.trim() || undefined,
      actor: actor.trim() || undefined,
      since: SINCE_DAYS.test(sinceValue) || SINCE_DATE.test(sinceValue) ? sinceValue : undefined,
    });
  };

  return (
    <form
      noValidate
      aria-label={t('Filters')}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Select
        label={t('Action')}
        placeholder={t('Any action')}
        options={AUDIT_ACTIONS.map((value) => ({ value, label: t(AUDIT_ACTION_LABELS[value]) }))}
        value={action}
        onChange={(event) => setAction(event.target.value)}
      />
      <TextInput
        label={t('Target id')}
        autoComplete="off"
        value={targetId}
        onChange={(event) => setTargetId(event.target.value)}
      />
      <TextInput
        label={t('Staff e-mail')}
        type="email"
        autoComplete="off"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
      />
      <Select
        label={t('Since')}
        placeholder={t('Any time')}
        options={[
          { value: '7d', label: t('Last 7 days') },
          { value: '30d', label: t('Last 30 days') },
          { value: 'date', label: t('From a date') },
        ]}
        value={since}
        onChange={(event) => setSince(event.target.value as SinceChoice)}
      />
      {since === 'date' ? (
        <TextInput
          label={t('From')}
          type="date"
          value={date}
          error={dateError}
          onChange={(event) => setDate(event.target.value)}
        />
      ) : null}
      <div className={styles.filterButton}>
        <Button type="submit">{t('Show')}</Button>
      </div>
    </form>
  );
}
