import { formatNaira } from 'shared';
import type { AbokiPublicView } from 'shared/schemas';
import styles from './components.module.css';

function priceText(service: AbokiPublicView['services'][number]): string {
  const price = formatNaira(service.priceKobo);
  if (service.unit === 'hour') return `${price} per hour`;
  if (!service.durationMinutes) return price;
  const hours = service.durationMinutes / 60;
  return `${price} · about ${Number.isInteger(hours) ? `${hours} h` : `${service.durationMinutes} min`}`;
}

/**
 * An Aboki as Users see them: only what the public view holds (name and initial, photo, languages,
 * bio, where they work, services with prices, rating), never the private details.
 */
export function AbokiPublicProfile({ aboki }: { aboki: AbokiPublicView }) {
  return (
    <article className={styles.publicProfile} aria-label={`${aboki.displayName}’s public profile`}>
      <header className={styles.publicHeader}>
        <div className={styles.photoFrame}>
          {aboki.photoUrl ? (
            <img src={aboki.photoUrl} alt={`Photo of ${aboki.displayName}`} width={96} height={96} />
          ) : (
            <span aria-hidden="true">{aboki.displayName.charAt(0)}</span>
          )}
        </div>
        <div>
          <h2 className={styles.publicName}>{aboki.displayName}</h2>
          <p className={styles.note}>
            {aboki.lga}, {aboki.state}
          </p>
          <p className={styles.note}>
            {aboki.rating.count === 0
              ? 'New on Aboki'
              : `Rated ${aboki.rating.average?.toFixed(1)} (${aboki.rating.count})`}
          </p>
        </div>
      </header>
      {aboki.bio ? <p className={styles.bio}>{aboki.bio}</p> : null}
      <dl className={styles.facts}>
        <dt>Speaks</dt>
        <dd>{aboki.languages.join(', ')}</dd>
        <dt>Works in</dt>
        <dd>{aboki.areas.join(', ')}</dd>
      </dl>
      <h3 className={styles.legend}>Services</h3>
      <ul className={styles.publicServices}>
        {aboki.services.map((service) => (
          <li key={service.serviceSlug}>
            <span>{service.serviceName}</span>
            <span className={styles.price}>{priceText(service)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
