import { Link } from 'react-router-dom';
import { PageHeading, rich, useT } from 'shared';
import { pagesBook } from './i18n/index.js';
import styles from './pages.module.css';

export function AboutPage() {
  const t = useT(pagesBook);
  return (
    <article className={styles.prose}>
      <PageHeading
        title={t('About Aboki')}
        description={t('“Aboki” means friend in Hausa. We help neighbours find a trusted pair of hands.')}
      />
      <p>
        {t(
          'Across Nigeria, skilled cleaners, cooks, drivers, plumbers and errand runners find work by word of mouth. Many of them do not have a smartphone, and the people who need them rarely know where to look. Aboki brings the two together.',
        )}
      </p>
      <h2>{t('Agents keep it personal')}</h2>
      <p>
        {t(
          'Every Aboki is onboarded by an agent who knows them: the agent records their details, checks their guarantor, sets the services they offer with a price in naira, and keeps their availability up to date. When you book, the agent makes sure your Aboki arrives, and answers for the work.',
        )}
      </p>
      <h2>{t('Built for how Nigeria works')}</h2>
      <p>
        {t(
          'Search by state and local government area, see prices up front, and pay cash when the job is done or by card or bank transfer through Paystack. The site is light, so it stays quick on mobile data.',
        )}
      </p>
      <h2>{t('Work with us')}</h2>
      <p>
        {rich(
          t,
          'Want to become an agent and bring Abokis from your area on board? Read {howAgentsJoin} or {sendUsAMessage}.',
          {
            howAgentsJoin: <Link to="/help">{t('how agents join')}</Link>,
            sendUsAMessage: <Link to="/contact">{t('send us a message')}</Link>,
          },
        )}
      </p>
    </article>
  );
}
