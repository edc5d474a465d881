import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { Button, NIGERIAN_STATES, Select, TextInput, findState } from 'shared';
import { addDays, lagosToday, timeOfMinutes } from 'shared/lagos-time';
import { BOOKING_MAX_AHEAD_DAYS, HOURLY_BOOKING_HOURS, abokiSearchQuerySchema } from 'shared/schemas';
import type { CatalogueService } from '../api/booking.js';
import type { DraftSearch } from '../booking-draft.js';
import styles from './components.module.css';

export interface SearchValues {
  service: string;
  state: string;
  lga: string;
  date: string;
  time: string;
  hours: string;
}

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state.name, label: state.name }));
/** Every half hour of the Lagos day, as "9:00" and "9:30". */
const TIME_OPTIONS = Array.from({ length: 48 }, (_, index) => {
  const value = timeOfMinutes(index * 30);
  return { value, label: value.replace(/^0(\d)/, '$1') };
});
const HOUR_OPTIONS = Array.from(
  { length: HOURLY_BOOKING_HOURS.max - HOURLY_BOOKING_HOURS.min + 1 },
  (_, index) => {
    const hours = HOURLY_BOOKING_HOURS.min + index;
    return { value: String(hours), label: hours === 1 ? '1 hour' : `${hours} hours` };
  },
);
const DEFAULT_HOURS = '2';

/** The form's values as the search query: empty fields left out, hours only for hourly services. */
function toSearch(values: SearchValues, hourly: boolean): Record<string, string> {
  const query: Record<string, string> = { service: values.service, state: values.state, lga: values.lga };
  if (values.date) query.date = values.date;
  if (values.time) query.time = values.time;
  if (hourly && values.hours) query.hours = values.hours;
  return query;
}

/** Checks with the shared search schema, plus the two rules people meet most, in plain words. */
type Result = ResolverResult<SearchValues, DraftSearch>;

function resolverFor(catalogue: readonly CatalogueService[]): Resolver<SearchValues, unknown, DraftSearch> {
  return async (values): Promise<Result> => {
    const hourly = catalogue.find((service) => service.slug === values.service)?.unit === 'hour';
    const errors: FieldErrors<SearchValues> = {};
    const set = (name: keyof SearchValues, message: string) => {
      errors[name] ??= { type: 'validate', message };
    };
    if (!values.service) set('service', 'Choose a service');
    if (values.date && !values.time) set('time', 'Choose a time on that day, or clear the day');
    if (values.time && !values.date) set('date', 'Choose the day for that time');
    if (hourly && !values.hours) set('hours', 'Choose how many hours');
    const parsed = abokiSearchQuerySchema.safeParse(toSearch(values, hourly));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '') as keyof SearchValues;
        if (name in values) set(name, issue.message);
      }
    }
    if (Object.keys(errors).length > 0 || !parsed.success) return { values: {}, errors } as Result;
    const { service, state, lga, date, time, hours } = parsed.data;
    return {
      values: { service, state, lga, date, time, hours: hourly ? hours : undefined },
      errors: {},
    } as Result;
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
  catalogue: readonly CatalogueService[];
  initial: SearchValues;
  onSearch: (search: DraftSearch) => void;
}) {
  const {
    register: field,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<SearchValues, unknown, DraftSearch>({
    resolver: resolverFor(catalogue),
    defaultValues: initial,
  });

  const [state, serviceSlug] = useWatch({ control, name: ['state', 'service'] });
  const service = catalogue.find((item) => item.slug === serviceSlug);
  const hourly = service?.unit === 'hour';
  useEffect(() => {
    if (hourly && !getValues('hours')) setValue('hours', DEFAULT_HOURS);
  }, [hourly, getValues, setValue]);

  const lgaOptions = (findState(state)?.lgas ?? []).map((name) => ({ value: name, label: name }));
  const today = lagosToday();
  const stateField = field('state');

  return (
    <form noValidate aria-label="Find an Aboki" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
      <Select
        label="Service"
        placeholder="Choose a service"
        options={catalogue.map((item) => ({ value: item.slug, label: item.name }))}
        {...field('service')}
        error={errors.service?.message}
      />
      <div className={styles.row}>
        <Select
          label="State"
          placeholder="Choose your state"
          options={STATE_OPTIONS}
          {...stateField}
          onChange={(event) => {
            void stateField.onChange(event);
            setValue('lga', '');
          }}
          error={errors.state?.message}
        />
        <Select
          label="Local government area (LGA)"
          placeholder={state ? 'Choose your LGA' : 'Choose a state first'}
          options={lgaOptions}
          disabled={!state}
          {...field('lga')}
          error={errors.lga?.message}
        />
      </div>
      <div className={styles.row}>
        <TextInput
          label="Day"
          optional
          type="date"
          min={today}
          max={addDays(today, BOOKING_MAX_AHEAD_DAYS)}
          {...field('date')}
          error={errors.date?.message}
        />
        <Select
          label="Time"
          optional
          placeholder="Any time"
          options={TIME_OPTIONS}
          {...field('time')}
          error={errors.time?.message}
        />
      </div>
      {hourly ? (
        <Select
          label="How many hours"
          options={HOUR_OPTIONS}
          {...field('hours')}
          error={errors.hours?.message}
        />
      ) : null}
      <p className={styles.note}>Leave the day and time empty to see who is free this week.</p>
      <Button type="submit" block>
        Find an Aboki
      </Button>
    </form>
  );
}
