import { useAtomValue } from 'jotai';
import { buttonClass, languageAtom, useT } from 'shared';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import type { JobView } from '../api/booking.js';
import { requestsBook } from '../i18n/index.js';
import styles from './components.module.css';

/**
 * Tap to call (issue 27): the other side's number as a full-width `tel:` link, a thumb's target on
 * a phone, while the API gives it (from acceptance until a day after the job ended), with when it
 * goes away. Nothing at all outside that window.
 */
export function CallContact({ job }: { job: JobView }) {
  const t = useT(requestsBook);
  const language = useAtomValue(languageAtom);
  const contact = job.contactPhone;
  if (!contact) return null;
  const until = contact.until ? new Date(contact.until) : null;
  return (
    <section className={styles.section}>
      <a href={`tel:${contact.phoneNumber}`} className={`${buttonClass('primary', true)} ${styles.call}`}>
        <span>
          {contact.whose === 'AGENT'
            ? t('Call {name}, {aboki}’s agent', { name: contact.name, aboki: job.aboki.displayName })
            : t('Call {name}', { name: contact.name })}
        </span>
        {/* The number itself, so it can be read out or typed into another phone. */}
        <span dir="ltr" className={styles.callNumber}>
          {contact.phoneNumber}
        </span>
      </a>
      <p className={styles.meta}>
        {until
          ? t('The number shows until {time} on {day}, a day after the job ended.', {
              time: formatLagosClock(until),
              day: formatLagosDay(until, language),
            })
          : t('The number shows until a day after the job ends.')}
      </p>
    </section>
  );
}
