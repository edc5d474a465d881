import { Link, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  LoadFailed,
  PageHeading,
  Spinner,
  translatedHeading,
  useLoad,
  useT,
  type PageHeadingTexts,
} from 'shared';
import { OPS_MESSAGES, peopleQuerySchema } from 'shared/schemas';
import { searchPeople } from '../api/ops.js';
import { SearchForm } from '../components/search-form.js';
import { accountRoleWords } from '../components/words.js';
import { opsBook, type OpsText } from '../i18n/index.js';
import styles from './pages.module.css';

const HEADING = {
  title: 'People',
  description: 'Find an account by e-mail, phone number or job reference.',
} as const satisfies PageHeadingTexts<OpsText>;

/** `/ops/people?q=`: the search in the address (a reload or a link keeps it), then its accounts. */
export function PeoplePage() {
  const t = useT(opsBook);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const found = useLoad(() => searchPeople(q), [q], { enabled: q !== '' });
  // The API's word on the query itself (too short) goes under the field, not in place of the results.
  const queryError = found.status === 'error' ? found.error.fields.q : undefined;

  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <SearchForm
        key={q}
        texts={{ name: 'Find people', label: 'E-mail, phone or job reference' }}
        schema={peopleQuerySchema}
        tooShort={OPS_MESSAGES.searchTooShort}
        q={q}
        serverError={queryError}
        onSearch={(next) => setSearch({ q: next })}
      />
      {q === '' || queryError ? null : found.status === 'loading' ? (
        <Spinner label={t('Searching…')} />
      ) : found.status === 'error' ? (
        <LoadFailed
          title={t('The search did not work')}
          message={found.error.message}
          onRetry={found.retry}
        />
      ) : found.data.people.length === 0 ? (
        <EmptyState role="status" title={t('Nobody matches “{q}”.', { q })} />
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-label={t('People')}>
            <thead>
              <tr>
                <th scope="col">{t('Name')}</th>
                <th scope="col">{t('E-mail')}</th>
                <th scope="col">{t('Role')}</th>
                <th scope="col">{t('Phone')}</th>
                <th scope="col">{t('Account')}</th>
              </tr>
            </thead>
            <tbody>
              {found.data.people.map((person) => (
                <tr key={person.id}>
                  <th scope="row">
                    <Link to={`/ops/people/${encodeURIComponent(person.id)}`}>{person.name}</Link>
                  </th>
                  <td>{person.email}</td>
                  <td>{accountRoleWords(person.role, t)}</td>
                  <td className={styles.nowrap}>{person.phoneNumber ?? '—'}</td>
                  <td>
                    {person.suspendedAt ? <strong className={styles.badge}>{t('Suspended')}</strong> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
