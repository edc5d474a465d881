import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { PageHeading, languageAtom, rich, useT, type Language } from 'shared';
import { cancellationPolicyText, moveRuleText, pricePromise } from 'shared/job-rules';
import { pagesBook, type PageText } from './i18n/index.js';
import styles from './pages.module.css';

interface Question {
  question: PageText;
  /** The answer's id, or the shared rule's own words (the cancellation policy, said the same everywhere). */
  answer: PageText | { text: (language: Language) => string };
}

const TOPICS: { id: string; title: PageText; questions: Question[] }[] = [
  {
    id: 'booking',
    title: 'help.booking.title',
    questions: [
      { question: 'help.booking.how.question', answer: 'help.booking.how.answer' },
      { question: 'help.booking.account.question', answer: 'help.booking.account.answer' },
      { question: 'help.booking.follow.question', answer: 'help.booking.follow.answer' },
    ],
  },
  {
    id: 'payment',
    title: 'help.payment.title',
    questions: [
      { question: 'help.payment.how.question', answer: 'help.payment.how.answer' },
      { question: 'help.payment.card.question', answer: 'help.payment.card.answer' },
      { question: 'help.payment.price.question', answer: 'help.payment.price.answer' },
    ],
  },
  {
    id: 'cancellation',
    title: 'help.cancellation.title',
    questions: [
      { question: 'help.cancellation.cancel.question', answer: { text: cancellationPolicyText } },
      { question: 'help.cancellation.move.question', answer: 'help.cancellation.move.answer' },
      { question: 'help.cancellation.noShow.question', answer: 'help.cancellation.noShow.answer' },
    ],
  },
  {
    id: 'safety',
    title: 'help.safety.title',
    questions: [
      { question: 'help.safety.vetting.question', answer: 'help.safety.vetting.answer' },
      { question: 'help.safety.wrong.question', answer: 'help.safety.wrong.answer' },
    ],
  },
  {
    id: 'agent',
    title: 'help.agent.title',
    questions: [
      { question: 'help.agent.become.question', answer: 'help.agent.become.answer' },
      { question: 'help.agent.self.question', answer: 'help.agent.self.answer' },
    ],
  },
];

export function HelpPage() {
  const t = useT(pagesBook);
  const language = useAtomValue(languageAtom);
  // The shared rules' sentences, in the page's language, go into the answers that quote them.
  const values = { pricePromise: pricePromise(language), moveRule: moveRuleText(language) };
  return (
    <div className={styles.prose}>
      <PageHeading title={t('help.heading')} description={t('help.description')} />
      {TOPICS.map((topic) => (
        <section key={topic.id} aria-labelledby={`help-${topic.id}`}>
          <h2 id={`help-${topic.id}`}>{t(topic.title)}</h2>
          {topic.questions.map((item) => (
            <details key={item.question} className={styles.faq}>
              <summary>{t(item.question)}</summary>
              <p>{typeof item.answer === 'string' ? t(item.answer, values) : item.answer.text(language)}</p>
            </details>
          ))}
        </section>
      ))}
      <section aria-labelledby="help-support">
        <h2 id="help-support">{t('help.support.heading')}</h2>
        <p>
          {rich(t, 'help.support.text', {
            sendUsAMessage: <Link to="/contact">{t('help.support.sendUsAMessage')}</Link>,
          })}
        </p>
      </section>
    </div>
  );
}
