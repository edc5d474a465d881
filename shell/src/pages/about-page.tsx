import { Link } from 'react-router-dom';
import { PageHeading } from 'shared';
import styles from './pages.module.css';

export function AboutPage() {
  return (
    <article className={styles.prose}>
      <PageHeading
        title="About Aboki"
        description="“Aboki” means friend in Hausa. We help neighbours find a trusted pair of hands."
      />
      <p>
        Across Nigeria, skilled cleaners, cooks, drivers, plumbers and errand runners find work by word of
        mouth. Many of them do not have a smartphone, and the people who need them rarely know where to look.
        Aboki brings the two together.
      </p>
      <h2>Agents keep it personal</h2>
      <p>
        Every Aboki is onboarded by an agent who knows them: the agent records their details, checks their
        guarantor, sets the services they offer with a price in naira, and keeps their availability up to
        date. When you book, the agent makes sure your Aboki arrives, and answers for the work.
      </p>
      <h2>Built for how Nigeria works</h2>
      <p>
        Search by state and local government area, see prices up front, and pay cash when the job is done or
        by card or bank transfer through Paystack. The site is light, so it stays quick on mobile data.
      </p>
      <h2>Work with us</h2>
      <p>
        Want to become an agent and bring Abokis from your area on board? Read{' '}
        <Link to="/help">how agents join</Link> or <Link to="/contact">send us a message</Link>.
      </p>
    </article>
  );
}
