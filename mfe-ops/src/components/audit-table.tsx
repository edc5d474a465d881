import { Link } from 'react-router-dom';
import { useT } from 'shared';
import type { AuditEntry } from 'shared/schemas';
import { opsBook } from '../i18n/index.js';
import { AUDIT_ACTION_LABELS, formatWhen } from './words.js';
import styles from '../pages/pages.module.css';

/** A value before or after an action, compactly: `{"status":"ACTIVE"}`, or a dash for none. */
const compact = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Audit entries as a table: when, who, what, on what, why, and what changed. */
export function AuditTable({ entries, label }: { entries: readonly AuditEntry[]; label: string }) {
  const t = useT(opsBook);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('When')}</th>
            <th scope="col">{t('Who')}</th>
            <th scope="col">{t('Action')}</th>
            <th scope="col">{t('Target')}</th>
            <th scope="col">{t('Reason')}</th>
            <th scope="col">{t('Change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.nowrap}>{formatWhen(entry.at)}</td>
              <td>{entry.actor === 'cli' ? t('Command line') : entry.actor}</td>
              <td>{t(AUDIT_ACTION_LABELS[entry.action])}</td>
              <td>
                <Target type={entry.targetType} id={entry.targetId} />
              </td>
              <td>{entry.reason ?? '—'}</td>
              <td>
                <code className={styles.change}>{`${compact(entry.before)} → ${compact(entry.after)}`}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an entry acted on: an Aboki links to its review, an account to its page, anything else is named. */
function Target({ type, id }: { type: string; id: string }) {
  const kind = type.toLowerCase();
  if (kind === 'aboki') return <Link to={`/ops/abokis/${encodeURIComponent(id)}`}>{id}</Link>;
  if (kind === 'user') return <Link to={`/ops/people/${encodeURIComponent(id)}`}>{`${type} ${id}`}</Link>;
  return <>{`${type} ${id}`}</>;
}
