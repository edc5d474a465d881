import type { Language } from 'shared';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';

/** "Fri 27 Nov, 10:00": an instant's Lagos day (in the page's language) and time. */
export const formatWhen = (iso: string, language: Language) =>
  `${formatLagosDay(new Date(iso), language)}, ${formatLagosClock(new Date(iso))}`;
