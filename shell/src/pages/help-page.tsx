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
    title: 'Booking',
    questions: [
      {
        question: 'How do I book an Aboki?',
        answer:
          'On the home page, choose the service you need with your state and local government area. We show the Abokis near you who are free; pick one, choose a time and confirm. You see the starting price before you confirm.',
      },
      {
        question: 'Do I need an account?',
        answer:
          'You can browse services and prices without one. To book, sign up with your name and email, confirm the 6-digit code we email you, and create a short user profile with your phone number and area.',
      },
      {
        question: 'Where can I follow my requests?',
        answer:
          'Once you are signed in, “My requests” at the top of every page lists your ongoing, upcoming, completed and cancelled requests. Each one opens to its details and, on the day, the start code you give your Aboki.',
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    questions: [
      {
        question: 'How do I pay?',
        answer:
          'Pay your Aboki in cash when the job is completed, or pay by card or bank transfer through Paystack. Prices are in naira and shown before you confirm.',
      },
      {
        question: 'Is paying by card safe?',
        answer:
          'Card and bank transfer payments are handled by Paystack, a licensed Nigerian payment provider. Aboki never sees or stores your card details.',
      },
      {
        question: 'Can the price change after I book?',
        answer:
          'No. {pricePromise} Services lists the lowest price for each service; hourly services cost the hourly price times the hours you choose.',
      },
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    questions: [
      { question: 'Can I cancel a request?', answer: { text: cancellationPolicyText } },
      {
        question: 'Can I change the time instead?',
        answer:
          'Yes: choose Change time on the request’s page and pick one of the Aboki’s free times. {moveRule}',
      },
      {
        question: 'What if my Aboki cannot come?',
        answer:
          'Their agent tells you as soon as possible and the request is cancelled, so you can book someone else. Nothing is charged for a job that did not happen.',
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety and vetting',
    questions: [
      {
        question: 'How are Abokis vetted?',
        answer:
          'Each Aboki is onboarded in person by an agent, who records their photo, phone number, state and LGA, and checks a guarantor who vouches for them. Agents manage their Abokis’ bookings and answer for their work.',
      },
      {
        question: 'What should I do if something goes wrong?',
        answer:
          'If you feel unsafe, contact the police first. Then tell us through the contact page, with your request details, and we will follow up with the agent.',
      },
    ],
  },
  {
    id: 'agent',
    title: 'Becoming an agent',
    questions: [
      {
        question: 'How do I become an agent?',
        answer:
          'Sign up, choose the Agent role and create your agent profile. You can then onboard Abokis you know, set the services they offer with prices, and keep their availability up to date from your dashboard.',
      },
      {
        question: 'Can I offer services myself?',
        answer:
          'Yes: ask an agent near you to onboard you as an Aboki, or become an agent and onboard yourself.',
      },
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
      <PageHeading
        title={t('Help centre')}
        description={t('Answers about booking, paying, cancelling, safety and becoming an agent.')}
      />
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
        <h2 id="help-support">{t('Contacting support')}</h2>
        <p>
          {rich(
            t,
            'Can’t find your answer? {sendUsAMessage} and we will reply by email within one working day.',
            {
              sendUsAMessage: <Link to="/contact">{t('Send us a message')}</Link>,
            },
          )}
        </p>
      </section>
    </div>
  );
}
