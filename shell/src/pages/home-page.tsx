import { Link } from 'react-router-dom';
import { Card, LoadFailed, PageHeading, Spinner, buttonClass, useServiceCatalogue, useT } from 'shared';
import { FindHelpForm } from './find-help-form.js';
import { ServiceCard } from './service-card.js';
import { pagesBook, type PageText } from './i18n/index.js';
import styles from './pages.module.css';

const STEPS = [
  { title: 'home.step.book.title', text: 'home.step.book.text' },
  { title: 'home.step.arrive.title', text: 'home.step.arrive.text' },
  { title: 'home.step.pay.title', text: 'home.step.pay.text' },
  { title: 'home.step.review.title', text: 'home.step.review.text' },
] as const satisfies readonly { title: PageText; text: PageText }[];

const PREVIEW_COUNT = 6;

export function HomePage() {
  const t = useT(pagesBook);
  const services = useServiceCatalogue();
  return (
    <>
      <div className={styles.hero}>
        <div>
          <PageHeading
            title={t('home.heading')}
            documentTitle={t('home.documentTitle')}
            description={t('home.description')}
          />
          <p className={styles.lead}>{t('home.lead')}</p>
          <p>
            <Link to="/services" className={buttonClass('secondary')}>
              {t('home.seeAllServices')}
            </Link>
          </p>
        </div>
        <FindHelpForm services={services} />
      </div>

      <section className={styles.section} aria-labelledby="how-it-works">
        <h2 id="how-it-works" className={styles.sectionTitle}>
          {t('home.howItWorks')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <Card as="li" key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{t(step.title)}</h3>
              <p className={styles.muted}>{t(step.text)}</p>
            </Card>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="popular-services">
        <h2 id="popular-services" className={styles.sectionTitle}>
          {t('home.popular')}
        </h2>
        {services.status === 'loading' ? <Spinner label={t('services.loading')} /> : null}
        {services.status === 'error' ? (
          <LoadFailed
            headingLevel={3}
            title={t('services.failed')}
            message={services.error.message}
            onRetry={services.retry}
            retryVariant="secondary"
          />
        ) : null}
        {services.status === 'ready' ? (
          <>
            <ul className={styles.grid}>
              {services.data.slice(0, PREVIEW_COUNT).map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </ul>
            <Link to="/services">{t('home.browseAll')}</Link>
          </>
        ) : null}
      </section>
    </>
  );
}
