import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import {
  Button,
  Select,
  StateLgaPicker,
  TextInput,
  findState,
  isLgaOf,
  useT,
  useSpokenLanguageName,
} from 'shared';
import { BOOKING_MAX_AHEAD_DAYS, DEFAULT_BOOKING_HOURS, HOURLY_BOOKING_HOURS } from 'shared/job-rules';
import { addDays, isCalendarDate, lagosToday, timeOfMinutes } from 'shared/lagos-time';
import type { Service } from 'shared/schemas';
import type { DraftSearch } from '../booking-draft.js';
import { requestsBook, type RequestsT } from '../i18n/index.js';
import styles from './components.module.css';

export interface SearchValues {
  service: string;
  state: string;
  lga: string;
  date: string;
  time: string;
  hours: string;
  /** A language the Aboki speaks, or '' for any. */
  language: string;
}

/**
 * A copy of `ABOKI_LANGUAGES` (shared/schemas): importing it would bring Zod to this page, the first
 * one after the home page. A test checks they agree.
 */
export const SEARCH_LANGUAGES = [
  'English',
  'Pidgin',
  'Hausa',
  'Yoruba',
  'Igbo',
  'Fulfulde',
  'Ibibio',
  'Tiv',
  'Kanuri',
  'Edo',
] as const;
/** The languages to choose from, each named in the page's language. */
const languageOptions = (spoken: (name: string) => string) =>
  SEARCH_LANGUAGES.map((language) => ({ value: language, label: spoken(language) }));

/** Every half hour of the Lagos day, as "9:00" and "9:30". */
const TIME_OPTIONS = Array.from({ length: 48 }, (_, index) => {
  const value = timeOfMinutes(index * 30);
  return { value, label: value.replace(/^0(\d)/, '$1') };
});
/** The hours an hourly service can be booked for, "1 hour" to "10 hours" in the page's language. */
export const hourOptions = (t: RequestsT) =>
  Array.from({ length: HOURLY_BOOKING_HOURS.max - HOURLY_BOOKING_HOURS.min + 1 }, (_, index) => {
    const hours = HOURLY_BOOKING_HOURS.min + index;
    return { value: String(hours), label: t('{hours, plural, one {# hour} other {# hours}}', { hours }) };
  });
/** What the hours field shows first: the hours the results are for until another is chosen. */
const DEFAULT_HOURS = String(DEFAULT_BOOKING_HOURS);

type Result = ResolverResult<SearchValues, DraftSearch>;

/**
 * The search's rules (those of `abokiSearchQuerySchema`, which the API applies again), checked by
 * hand: this is the page people land on from the home page, and Zod would double what it downloads.
 */
function resolverFor(
  catalogue: readonly Service[],
  t: RequestsT,
): Resolver<SearchValues, unknown, DraftSearch> {
  return async (values): Promise<Result> => {
    const hourly = catalogue.find((service) => service.slug === values.service)?.unit === 'hour';
    const errors: FieldErrors<SearchValues> = {};
    const set = (name: keyof SearchValues, message: string) => {
      errors[name] ??= { type: 'validate', message };
    };
    const state = findState(values.state);
    if (!catalogue.some((service) => service.slug === values.service)) set('service', t('Choose a service'));
    if (!state) set('state', t('Choose the state'));
    else if (!isLgaOf(state.name, values.lga)) {
      set('lga', values.lga ? t('Choose an LGA in {state}', { state: state.name }) : t('Choose the LGA'));
    }
    if (values.date && !isCalendarDate(values.date)) set('date', t('Enter a date as YYYY-MM-DD'));
    if (values.date && !values.time) set('time', t('Choose a time on that day, or clear the day'));
    if (values.time && !values.date) set('date', t('Choose the day for that time'));
    if (hourly && !values.hours) set('hours', t('Choose how many hours'));
    if (values.language && !SEARCH_LANGUAGES.some((language) => language === values.language)) {
      set('language', t('Choose a language from the list'));
    }
    if (Object.keys(errors).length > 0 || !state) return { values: {}, errors };
    return {
      values: {
        service: values.service,
        state: state.name,
        lga: values.lga,
        ...(values.date && values.time ? { date: values.date, time: values.time } : {}),
        ...(hourly ? { hours: Number(values.hours) } : {}),
        ...(values.language ? { language: values.language } : {}),
      },
      errors: {},
    };
  };
}

/**
 * /select-aboki's search: service, state and LGA (from the home form, or the User's profile), and
 * optionally a day and time. Without a time, the results list each Aboki's next free times.
 */
export function SearchForm({
  catalogue,
  initial,
  onSearch,
}: {
  catalogue: readonly Service[];
  initial: SearchValues;
  onSearch: (search: DraftSearch) => void;
}) {
  const t = useT(requestsBook);
  const spoken = useSpokenLanguageName();
  const {
    register: field,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<SearchValues, unknown, DraftSearch>({
    resolver: resolverFor(catalogue, t),
    defaultValues: initial,
  });

  const [state, serviceSlug] = useWatch({ control, name: ['state', 'service'] });
  const service = catalogue.find((item) => item.slug === serviceSlug);
  const hourly = service?.unit === 'hour';
  useEffect(() => {
    if (hourly && !getValues('hours')) setValue('hours', DEFAULT_HOURS);
  }, [hourly, getValues, setValue]);

  const today = lagosToday();

  return (
    <form noValidate aria-label={t('Find an Aboki')} onSubmit={(event) => void handleSubmit(onSearch)(event)}>
      <Select
        label={t('Service')}
        placeholder={t('Choose a service')}
        options={catalogue.map((item) => ({ value: item.slug, label: item.name }))}
        {...field('service')}
        error={errors.service?.message}
      />
      <div className={styles.row}>
        <StateLgaPicker
          state={state}
          stateSelect={{ ...field('state'), error: errors.state?.message }}
          lgaSelect={{ ...field('lga'), error: errors.lga?.message }}
          clearLga={() => setValue('lga', '')}
          choosePlace={(placeState, lga) => {
            setValue('state', placeState);
            setValue('lga', lga);
          }}
        />
      </div>
      <div className={styles.row}>
        <TextInput
          label={t('Day')}
          optional
          type="date"
          min={today}
          max={addDays(today, BOOKING_MAX_AHEAD_DAYS)}
          {...field('date')}
          error={errors.date?.message}
        />
        <Select
          label={t('Time')}
          optional
          placeholder={t('Any time')}
          options={TIME_OPTIONS}
          {...field('time')}
          error={errors.time?.message}
        />
      </div>
      {hourly ? (
        <Select
          label={t('How many hours')}
          options={hourOptions(t)}
          {...field('hours')}
          error={errors.hours?.message}
        />
      ) : null}
      <Select
        label={t('Speaks')}
        optional
        placeholder={t('Any language')}
        options={languageOptions(spoken)}
        {...field('language')}
        error={errors.language?.message}
      />
      <p className={styles.note}>{t('Leave the day and time empty to see who is free this week.')}</p>
      <Button type="submit" block>
        {t('Find an Aboki')}
      </Button>
    </form>
  );
}
