import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { Card, authAtom, formatNaira, isAuthenticated, useT } from 'shared';
import type { Service } from '../api/services.js';
import { useHydrated } from '../layouts/use-hydrated.js';
import { pagesBook } from './i18n/index.js';
import styles from './pages.module.css';

/**
 * Where a service's card leads: the search for it, in a signed-in person's own state and LGA when
 * their profile has them (else the search asks). Prerendered pages are the signed-out link.
 */
function useSearchPath(service: Service): string {
  const { user, token } = useAtomValue(authAtom);
  const hydrated = useHydrated();
  const place: Record<string, string> =
    hydrated && isAuthenticated(token) && user?.state && user.lga ? { state: user.state, lga: user.lga } : {};
  return `/select-aboki?${new URLSearchParams({ service: service.slug, ...place })}`;
}

export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const t = useT(pagesBook);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The catalogue's lowest price, per hour for hourly services (as servicePriceLabel says it in English).
  const price = t(service.unit === 'hour' ? 'From {price} per hour' : 'From {price}', {
    price: formatNaira(service.basePriceKobo),
  });
  return (
    <Card as="li">
      <Heading className={styles.serviceName}>
        <Link to={useSearchPath(service)}>{service.name}</Link>
      </Heading>
      <p className={styles.muted}>{service.description}</p>
      <p className={styles.price}>{price}</p>
    </Card>
  );
}
