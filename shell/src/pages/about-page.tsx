import { Link } from 'react-router-dom';
import { PageHeading, rich, useT } from 'shared';
import { pagesBook } from './i18n/index.js';
import styles from './pages.module.css';

export function AboutPage() {
  const t = useT(pagesBook);
  return (
    <article className={styles.prose}>
      <PageHeading title={t('about.heading')} description={t('about.description')} />
      <p>{t('about.intro')}</p>
      <h2>{t('about.agents.heading')}</h2>
      <p>{t('about.agents.text')}</p>
      <h2>{t('about.nigeria.heading')}</h2>
      <p>{t('about.nigeria.text')}</p>
      <h2>{t('about.work.heading')}</h2>
      <p>
        {rich(t, 'about.work.text', {
          howAgentsJoin: <Link to="/help">{t('about.work.howAgentsJoin')}</Link>,
          sendUsAMessage: <Link to="/contact">{t('about.work.sendUsAMessage')}</Link>,
        })}
      </p>
    </article>
  );
}
