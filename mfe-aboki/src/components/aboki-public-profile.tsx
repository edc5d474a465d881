import { useAtomValue } from 'jotai';
import { formatNaira, languageAtom, useSpokenLanguageName, useT } from 'shared';
import { formatMonthOfYear } from 'shared/lagos-time';
import type { AbokiPublicView } from 'shared/schemas';
import { abokiBook, type AbokiT } from '../i18n/index.js';
import styles from './components.module.css';

function priceText(t: AbokiT, service: AbokiPublicView['services'][number]): string {
  const price = formatNaira(service.priceKobo);
  if (service.unit === 'hour') return t('{price} per hour', { price });
  if (!service.durationMinutes) return price;
  const hours = service.durationMinutes / 60;
  const duration = Number.isInteger(hours)
    ? t('{hours} h', { hours })
    : t('{minutes} min', { minutes: service.durationMinutes });
  return t('{price} · about {duration}', { price, duration });
}

/**
 * An Aboki as Users see them: only what the public view holds (name and initial, photo, languages,
 * bio, where they work, services with prices, rating, whether they are verified), never the private
 * details.
 */
export function AbokiPublicProfile({ aboki }: { aboki: AbokiPublicView }) {
  const t = useT(abokiBook);
  const spokenLanguage = useSpokenLanguageName();
  const language = useAtomValue(languageAtom);
  return (
    <article
      className={styles.publicProfile}
      aria-label={t('{name}’s public profile', { name: aboki.displayName })}
    >
      <header className={styles.publicHeader}>
        <div className={styles.photoFrame}>
          {aboki.photoUrl ? (
            <img
              src={aboki.photoUrl}
              alt={t('Photo of {name}', { name: aboki.displayName })}
              width={96}
              height={96}
            />
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
              ? t('New on Aboki')
              : t('Rated {average} ({count})', {
                  average: aboki.rating.average?.toFixed(1) ?? '',
                  count: aboki.rating.count,
                })}
          </p>
          <p className={styles.note}>
            {aboki.verifiedMonth ? (
              <span className={styles.verified}>
                {t('ID and guarantor checked · {month}', {
                  month: formatMonthOfYear(`${aboki.verifiedMonth}-01`, language),
                })}
              </span>
            ) : (
              t('Not yet verified')
            )}
          </p>
        </div>
      </header>
      {aboki.bio ? <p className={styles.bio}>{aboki.bio}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('Speaks')}</dt>
        <dd>{aboki.languages.map(spokenLanguage).join(', ')}</dd>
        <dt>{t('Works in')}</dt>
        <dd>{aboki.areas.join(', ')}</dd>
      </dl>
      <h3 className={styles.legend}>{t('Services')}</h3>
      <ul className={styles.publicServices}>
        {aboki.services.map((service) => (
          <li key={service.serviceSlug}>
            <span>{service.serviceName}</span>
            <span className={styles.price}>{priceText(t, service)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
