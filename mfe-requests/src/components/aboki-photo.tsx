import styles from './components.module.css';

/** The Aboki's photo, or their initial when there is none. */
export function AbokiPhoto({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  return (
    <div className={styles.photo}>
      {photoUrl ? (
        <img src={photoUrl} alt={`Photo of ${name}`} width={64} height={64} loading="lazy" />
      ) : (
        <span aria-hidden="true">{name.charAt(0)}</span>
      )}
    </div>
  );
}

/** "Rated 4.6 (12)", or "New" before the first review. */
export function ratingText(rating: { average: number | null; count: number }): string {
  return rating.count === 0 || rating.average === null
    ? 'New'
    : `Rated ${rating.average.toFixed(1)} (${rating.count})`;
}
