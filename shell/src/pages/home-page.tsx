import { Link } from 'react-router-dom';
import { Card, LoadFailed, PageHeading, Spinner, buttonClass, useServiceCatalogue, useT } from 'shared';
import { FindHelpForm } from './find-help-form.js';
import { ServiceCard } from './service-card.js';
import { pagesBook, type PageText } from './i18n/index.js';
import styles from './pages.module.css';

const STEPS = [
  {
    title: 'Book',
    text: 'Pick a service, your state and LGA, and a time. You see the starting price before you confirm.',
  },
  {
    title: 'Your Aboki arrives',
    text: 'A vetted Aboki near you comes at the agreed time. Their agent keeps them on schedule.',
  },
  {
    title: 'Pay your way',
    text: 'Pay cash when the job is done, or pay by card or bank transfer through Paystack.',
  },
  { title: 'Review', text: 'Rate the job and tell us how it went, so good Abokis get more work.' },
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
            title={t('Trusted help at home and with errands')}
            documentTitle={t('Home services across Nigeria')}
            description={t(
              'Aboki connects you with local helpers — Abokis — for cleaning, repairs, errands and more.',
            )}
          />
          <p className={styles.lead}>
            {t(
              'Every Aboki is onboarded and managed by an agent who knows them, checks their guarantor and answers for their work. Tell us what you need and where, and we will show you who is free near you.',
            )}
          </p>
          <p>
            <Link to="/services" className={buttonClass('secondary')}>
              {t('See all services and prices')}
            </Link>
          </p>
        </div>
        <FindHelpForm services={services} />
      </div>

      <section className={styles.section} aria-labelledby="how-it-works">
        <h2 id="how-it-works" className={styles.sectionTitle}>
          {t('How it works')}
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
          {t('Popular services')}
        </h2>
        {services.status === 'loading' ? <Spinner label={t('Loading services…')} /> : null}
        {services.status === 'error' ? (
          <LoadFailed
            headingLevel={3}
            title={t('Services did not load')}
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
            <Link to="/services">{t('Browse the full catalogue')}</Link>
          </>
        ) : null}
      </section>
    </>
  );
}
