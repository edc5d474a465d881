import { Card } from 'shared';
import { servicePriceLabel, type Service } from '../api/services.js';
import styles from './pages.module.css';

export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="li">
      <Heading className={styles.serviceName}>{service.name}</Heading>
      <p className={styles.muted}>{service.description}</p>
      <p className={styles.price}>{servicePriceLabel(service)}</p>
    </Card>
  );
}
