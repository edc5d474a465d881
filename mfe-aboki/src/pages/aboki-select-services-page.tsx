import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Card,
  Loaded,
  PageHeading,
  Select,
  TextInput,
  formatNaira,
  nairaToKobo,
  useServiceCatalogue,
  useT,
  translatedHeading,
  type PageHeadingTexts,
} from 'shared';
import { FormError } from 'shared/forms';
import {
  ABOKI_MAX_PRICE_MULTIPLE,
  ABOKI_MIN_PRICE_KOBO,
  HOURLY_BOOKING_HOURS,
  JOB_DURATION_MINUTES,
  abokiServicesSchema,
  type AbokiOwnerView,
  type Service,
} from 'shared/schemas';
import { setAbokiServices } from '../api/abokis.js';
import {
  DraftGate,
  StepActions,
  StepIndicator,
  stepPath,
  useAbokiDraft,
} from '../components/onboarding-steps.js';
import { abokiBook, type AbokiT, type AbokiText } from '../i18n/index.js';
import styles from '../components/components.module.css';

/** The page's heading, in English (the page shows it in its language). */
const HEADING = {
  title: 'Choose the Aboki’s services',
  description: 'Tick each service the Aboki offers and set their own price in naira.',
} as const satisfies PageHeadingTexts<AbokiText>;

interface Choice {
  chosen: boolean;
  /** Naira as typed, e.g. "15,000". */
  price: string;
  /** Minutes, as the duration select holds them; job-unit services only. */
  duration: string;
}

interface ChoiceErrors {
  price?: string;
  duration?: string;
}

/** Durations offered, every 30 minutes from 30 minutes to 12 hours. */
const DURATION_STEP = 30;

function durationLabel(t: AbokiT, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('{minutes, plural, one {# minute} other {# minutes}}', { minutes: rest });
  return rest
    ? t('{hours, plural, one {# hour} other {# hours}} {minutes, plural, one {# minute} other {# minutes}}', {
        hours,
        minutes: rest,
      })
    : t('{hours, plural, one {# hour} other {# hours}}', { hours });
}

function durationOptions(t: AbokiT, current: string) {
  const minutes: number[] = [];
  for (let value = JOB_DURATION_MINUTES.min; value <= JOB_DURATION_MINUTES.max; value += DURATION_STEP) {
    minutes.push(value);
  }
  // A duration saved off the half-hour grid stays choosable.
  const saved = Number(current);
  if (current && Number.isInteger(saved) && !minutes.includes(saved)) minutes.push(saved);
  return minutes
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: durationLabel(t, value) }));
}

/** "15,000" or "15000.50" as naira; NaN when it is not an amount. */
function parseNaira(text: string): number {
  const compact = text.replace(/[\s,₦]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(compact) ? Number(compact) : Number.NaN;
}

const nairaText = (kobo: number) => formatNaira(kobo).replace('₦', '');

function initialChoices(catalogue: Service[], aboki: AbokiOwnerView): Record<string, Choice> {
  const offered = new Map(aboki.services.map((service) => [service.serviceSlug, service]));
  return Object.fromEntries(
    catalogue.map((service) => {
      const mine = offered.get(service.slug);
      return [
        service.slug,
        {
          chosen: Boolean(mine),
          price: nairaText(mine?.priceKobo ?? service.basePriceKobo),
          duration: String(mine?.durationMinutes ?? (service.unit === 'job' ? 120 : '')),
        },
      ];
    }),
  );
}

/** The Aboki's price must be at least ₦500 and at most 10× the catalogue's base price. */
function checkChoice(t: AbokiT, service: Service, choice: Choice): ChoiceErrors {
  const errors: ChoiceErrors = {};
  const naira = parseNaira(choice.price);
  const maxKobo = service.basePriceKobo * ABOKI_MAX_PRICE_MULTIPLE;
  if (Number.isNaN(naira)) errors.price = t('Enter the price in naira, e.g. 5,000');
  else if (nairaToKobo(naira) < ABOKI_MIN_PRICE_KOBO) {
    errors.price = t('The price must be at least {min}', { min: formatNaira(ABOKI_MIN_PRICE_KOBO) });
  } else if (nairaToKobo(naira) > maxKobo) {
    errors.price = t('The price can be at most {max} ({multiple}× the usual price)', {
      max: formatNaira(maxKobo),
      multiple: ABOKI_MAX_PRICE_MULTIPLE,
    });
  }
  if (service.unit === 'job' && !choice.duration)
    errors.duration = t('Choose how long the job usually takes');
  return errors;
}

/** `/aboki/select-services?id=`, step 3: which catalogue services the Aboki offers, at what price. */
export function AbokiSelectServicesPage() {
  const t = useT(abokiBook);
  const draft = useAbokiDraft();
  const catalogue = useServiceCatalogue();

  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <StepIndicator step={3} />
      <DraftGate draft={draft}>
        {(aboki) => (
          <Loaded
            load={catalogue}
            loadingLabel={t('Loading the services…')}
            errorTitle={t('The services did not load')}
          >
            {(services) => (
              <Card>
                <ServicesForm aboki={aboki} catalogue={services} />
              </Card>
            )}
          </Loaded>
        )}
      </DraftGate>
    </>
  );
}

function ServicesForm({ aboki, catalogue }: { aboki: AbokiOwnerView; catalogue: Service[] }) {
  const t = useT(abokiBook);
  const navigate = useNavigate();
  const [saved] = useState(() => initialChoices(catalogue, aboki));
  const [choices, setChoices] = useState(saved);
  const [errors, setErrors] = useState<Record<string, ChoiceErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (slug: string, patch: Partial<Choice>) => {
    setChoices((all) => ({ ...all, [slug]: { ...all[slug]!, ...patch } }));
    setErrors(({ [slug]: _dropped, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const chosen = catalogue.filter((service) => choices[service.slug]?.chosen);
    if (chosen.length === 0) {
      setFormError(t('Choose at least one service the Aboki offers.'));
      return;
    }
    const found: Record<string, ChoiceErrors> = {};
    for (const service of chosen) {
      const problems = checkChoice(t, service, choices[service.slug]!);
      if (problems.price || problems.duration) found[service.slug] = problems;
    }
    setErrors(found);
    if (Object.keys(found).length) return;

    const body = {
      services: chosen.map((service) => {
        const choice = choices[service.slug]!;
        return {
          serviceSlug: service.slug,
          priceKobo: nairaToKobo(parseNaira(choice.price)),
          ...(service.unit === 'job' ? { durationMinutes: Number(choice.duration) } : {}),
        };
      }),
    };
    const checked = abokiServicesSchema.safeParse(body);
    if (!checked.success) {
      setFormError(checked.error.issues[0]?.message ?? t('Check the services and prices.'));
      return;
    }
    setBusy(true);
    const result = await setAbokiServices(aboki.id, checked.data);
    setBusy(false);
    if (result.ok) {
      void navigate(stepPath(4, aboki.id));
      return;
    }
    // The server names fields as services.<index>.<field>: put each beside its service.
    const fromServer: Record<string, ChoiceErrors> = {};
    for (const [name, message] of Object.entries(result.error.fields)) {
      const match = /^services\.(\d+)\.(priceKobo|durationMinutes|serviceSlug)$/.exec(name);
      const slug = match ? body.services[Number(match[1])]?.serviceSlug : undefined;
      if (!slug) continue;
      fromServer[slug] = {
        ...fromServer[slug],
        [match![2] === 'durationMinutes' ? 'duration' : 'price']: message,
      };
    }
    setErrors(fromServer);
    if (Object.keys(fromServer).length === 0) setFormError(result.error.message);
  }

  return (
    <form noValidate aria-label={t('The Aboki’s services')} onSubmit={(event) => void onSubmit(event)}>
      <FormError message={formError} />
      <p className={styles.note}>
        {t(
          'Prices are in naira: at least {min}, and at most {multiple}× a service’s usual price, so Users are never surprised.',
          {
            min: formatNaira(ABOKI_MIN_PRICE_KOBO),
            multiple: ABOKI_MAX_PRICE_MULTIPLE,
          },
        )}
      </p>
      <ul className={styles.serviceList}>
        {catalogue.map((service) => {
          const choice = choices[service.slug]!;
          const problem = errors[service.slug];
          const checkboxId = `service-${service.slug}`;
          return (
            <li key={service.slug} className={styles.serviceItem}>
              <label htmlFor={checkboxId} className={styles.check}>
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={choice.chosen}
                  onChange={(event) => change(service.slug, { chosen: event.target.checked })}
                />
                <span>
                  <span className={styles.serviceName}>{service.name}</span>
                  <span className={styles.note}>
                    {t(
                      service.unit === 'hour'
                        ? 'Usual price {price} per hour'
                        : 'Usual price {price} per job',
                      {
                        price: formatNaira(service.basePriceKobo),
                      },
                    )}
                  </span>
                </span>
              </label>
              {choice.chosen ? (
                <div className={styles.serviceFields}>
                  <TextInput
                    label={t(
                      service.unit === 'hour' ? '{service}: price in ₦ per hour' : '{service}: price in ₦',
                      {
                        service: service.name,
                      },
                    )}
                    inputMode="decimal"
                    hint={t('Up to {max}.', {
                      max: formatNaira(service.basePriceKobo * ABOKI_MAX_PRICE_MULTIPLE),
                    })}
                    value={choice.price}
                    onChange={(event) => change(service.slug, { price: event.target.value })}
                    error={problem?.price}
                  />
                  {service.unit === 'job' ? (
                    <Select
                      label={t('{service}: usual duration', { service: service.name })}
                      placeholder={t('Choose a duration')}
                      options={durationOptions(t, choice.duration)}
                      value={choice.duration}
                      onChange={(event) => change(service.slug, { duration: event.target.value })}
                      error={problem?.duration}
                    />
                  ) : (
                    <p className={styles.note}>
                      {t(
                        'Booked by the hour, {min} to {max, plural, one {# hour} other {# hours}} at a time.',
                        {
                          min: HOURLY_BOOKING_HOURS.min,
                          max: HOURLY_BOOKING_HOURS.max,
                        },
                      )}
                    </p>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <StepActions
        step={3}
        id={aboki.id}
        busy={busy}
        dirty={JSON.stringify(choices) !== JSON.stringify(saved)}
      />
    </form>
  );
}
