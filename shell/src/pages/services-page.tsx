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
      <PageHeading title={t('servicesPage.heading')} description={t('servicesPage.description')} />
      <Loaded load={catalogue} loadingLabel={t('services.loading')} errorTitle={t('services.failed')}>
        {(all) =>
          all.length === 0 ? (
            <EmptyState
              title={t('servicesPage.empty.title')}
              description={t('servicesPage.empty.description')}
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
