import { Link } from 'react-router-dom';
import { useT } from 'shared';
import { requestsBook, type RequestsT } from '../i18n/index.js';
import styles from './components.module.css';

/** An Aboki's profile page: who is coming. */
export const abokiProfilePath = (id: string) => `/select-aboki/aboki/${encodeURIComponent(id)}`;

/** An Aboki's name, leading to their profile. */
export function AbokiName({ id, name }: { id: string; name: string }) {
  return <Link to={abokiProfilePath(id)}>{name}</Link>;
}

/** The Aboki's photo, or their initial when there is none. */
export function AbokiPhoto({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const t = useT(requestsBook);
  return (
    <div className={styles.photo}>
      {photoUrl ? (
        <img src={photoUrl} alt={t('Photo of {name}', { name })} width={64} height={64} loading="lazy" />
      ) : (
        <span aria-hidden="true">{name.charAt(0)}</span>
      )}
    </div>
  );
}

/** "Rated 4.6 (12)", or "New" before the first review. */
export function ratingText(t: RequestsT, rating: { average: number | null; count: number }): string {
  return rating.count === 0 || rating.average === null
    ? t('New')
    : t('Rated {average} ({count})', { average: rating.average.toFixed(1), count: rating.count });
}
