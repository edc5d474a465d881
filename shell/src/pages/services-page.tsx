import { EmptyState, Loaded, PageHeading, useServiceCatalogue, useT } from 'shared';
import type { Service } from '../api/services.js';
import { ServiceCard } from './service-card.js';
import { pagesBook } from './i18n/index.js';
import styles from './pages.module.css';

/** Groups services by category, keeping the catalogue's order. */
function byCategory(services: readonly Service[]): [string, Service[]][] {
  const groups = new Map<string, Service[]>();
  for (const service of services) {
    const list = groups.get(service.category) ?? [];
    list.push(service);
    groups.set(service.category, list);
  }
  return [...groups];
}

export function ServicesPage() {
  const t = useT(pagesBook);
  const catalogue = useServiceCatalogue();
  return (
    <>
      <PageHeading
        title={t('Services and prices')}
        description={t(
          'Everything an Aboki can help with, and the lowest price for each. Each Aboki sets their own price, shown before you book; it does not change after.',
        )}
      />
      <Loaded load={catalogue} loadingLabel={t('Loading services…')} errorTitle={t('Services did not load')}>
        {(all) =>
          all.length === 0 ? (
            <EmptyState
              title={t('No services yet')}
              description={t('We are adding services in your area. Please check back soon.')}
            />
          ) : (
            byCategory(all).map(([category, services]) => (
              <section key={category} className={styles.section} aria-label={category}>
                <h2 className={styles.sectionTitle}>{category}</h2>
                <ul className={styles.grid}>
                  {services.map((service) => (
                    <ServiceCard key={service.id} service={service} />
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </Loaded>
    </>
  );
}
