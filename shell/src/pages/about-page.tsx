import { Link } from 'react-router-dom';
import { PageHeading, useT } from 'shared';
import { pagesBook } from './i18n/index.js';
import { richText } from './i18n/rich-text.js';
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
        {richText(t('about.work.text'), {
          help: (words) => <Link to="/help">{words}</Link>,
          contact: (words) => <Link to="/contact">{words}</Link>,
        })}
      </p>
    </article>
  );
}
