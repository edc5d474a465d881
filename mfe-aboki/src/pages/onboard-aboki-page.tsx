import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  Card,
  PageHeading,
  Select,
  Spinner,
  StateLgaPicker,
  TextArea,
  TextInput,
  useT,
  translatedHeading,
  useSpokenLanguageName,
  type PageHeadingTexts,
} from 'shared';
import {
  FormError,
  applyFieldErrors,
  PhoneInput,
  nationalToSchemaPhone,
  storedToNationalPhone,
} from 'shared/forms';
import {
  ABOKI_BIO_MAX,
  ABOKI_GENDERS,
  ABOKI_LANGUAGES,
  ABOKI_MIN_AGE,
  abokiCreateSchema,
  type AbokiOwnerView,
} from 'shared/schemas';
import { lagosToday } from 'shared/lagos-time';
import { createAboki, updateAboki } from '../api/abokis.js';
import {
  StepActions,
  StepIndicator,
  stepPath,
  useAbokiDraft,
  type DraftState,
} from '../components/onboarding-steps.js';
import { abokiBook, type AbokiText } from '../i18n/index.js';
import styles from '../components/components.module.css';

/** The page's heading, in English (the page shows it in its language). */
const HEADING = {
  title: 'Onboard an Aboki',
  description: 'Start with who the Aboki is and where they live. Each step is saved as you go.',
} as const satisfies PageHeadingTexts<AbokiText>;

/** The fields as typed, before abokiCreateSchema checks and tidies them. */
interface ProfileValues {
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  languages: string[];
  bio: string;
  phoneNumber: string;
  state: string;
  lga: string;
}

type Payload = Record<string, unknown>;

const FIELDS: (keyof ProfileValues)[] = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'languages',
  'bio',
  'phoneNumber',
  'state',
  'lga',
];

const EMPTY: ProfileValues = {
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  languages: [],
  bio: '',
  phoneNumber: '',
  state: '',
  lga: '',
};

const GENDER_LABELS: Record<string, AbokiText> = { FEMALE: 'Female', MALE: 'Male' };

/** The payload the API takes: optional fields left empty are not sent. */
function toPayload(values: ProfileValues): Payload {
  const payload: Payload = {
    firstName: values.firstName,
    lastName: values.lastName,
    languages: values.languages,
    state: values.state,
    lga: values.lga,
  };
  if (values.gender) payload.gender = values.gender;
  if (values.dateOfBirth) payload.dateOfBirth = values.dateOfBirth;
  if (values.bio.trim()) payload.bio = values.bio;
  if (values.phoneNumber.trim()) payload.phoneNumber = nationalToSchemaPhone(values.phoneNumber);
  return payload;
}

const check = zodResolver(abokiCreateSchema as never) as unknown as Resolver<Payload, unknown, Payload>;
const resolver: Resolver<ProfileValues, unknown, Payload> = (values, context, options) =>
  check(toPayload(values), context, options as never);

function valuesOf(aboki: AbokiOwnerView): ProfileValues {
  return {
    firstName: aboki.firstName,
    lastName: aboki.lastName,
    gender: aboki.gender ?? '',
    dateOfBirth: aboki.dateOfBirth ?? '',
    languages: [...aboki.languages],
    bio: aboki.bio ?? '',
    phoneNumber: storedToNationalPhone(aboki.phoneNumber),
    state: aboki.state,
    lga: aboki.lga,
  };
}

/** The latest date of birth of someone 18 on today's Lagos date (the server checks the same way). */
function latestBirthDate(): string {
  const [year, month, day] = lagosToday().split('-');
  return `${Number(year) - ABOKI_MIN_AGE}-${month}-${day}`;
}

/** Editing a draft, an optional field left empty clears what was saved (null in a PATCH). */
const CLEARABLE = ['gender', 'dateOfBirth', 'bio', 'phoneNumber'] as const;

/**
 * `/aboki`, step 1: who the Aboki is and where they live. Saving creates the draft (POST) and moves
 * on with its id; back here with `?id=`, the same form edits the draft (PATCH).
 */
export function OnboardAbokiPage() {
  const t = useT(abokiBook);
  const draft = useAbokiDraft();
  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <StepIndicator step={1} />
      <Card>
        <DraftOrNew state={draft.state} />
      </Card>
    </>
  );
}

function DraftOrNew({ state }: { state: DraftState }) {
  const t = useT(abokiBook);
  if (state.status === 'loading') return <Spinner label={t('Loading the Aboki’s profile…')} />;
  if (state.status === 'ready') return <ProfileForm aboki={state.aboki} />;
  // No draft (or it cannot be shown): a new one.
  return <ProfileForm aboki={null} />;
}

function ProfileForm({ aboki }: { aboki: AbokiOwnerView | null }) {
  const t = useT(abokiBook);
  const spokenLanguage = useSpokenLanguageName();
  const genderOptions = ABOKI_GENDERS.map((gender) => ({
    value: gender,
    label: GENDER_LABELS[gender] ? t(GENDER_LABELS[gender]) : gender,
  }));
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues, unknown, Payload>({
    resolver,
    defaultValues: aboki ? valuesOf(aboki) : EMPTY,
    mode: 'onTouched',
  });
  const state = useWatch({ control, name: 'state' });
  const bio = useWatch({ control, name: 'bio' });

  const submit = handleSubmit(async (payload) => {
    setFormError(null);
    const result = aboki
      ? await updateAboki(aboki.id, {
          ...Object.fromEntries(CLEARABLE.map((name) => [name, null])),
          ...payload,
        })
      : await createAboki(payload);
    if (result.ok) {
      void navigate(stepPath(2, result.data.aboki.id));
      return;
    }
    const onFields = applyFieldErrors(result.error.fields, FIELDS, (name, message) =>
      setError(name, { message }),
    );
    if (!onFields) setFormError(result.error.message);
  });

  return (
    <form noValidate aria-label={t('The Aboki’s profile')} onSubmit={(event) => void submit(event)}>
      <FormError message={formError} />
      <TextInput
        label={t('First name')}
        autoComplete="off"
        {...field('firstName')}
        error={errors.firstName?.message}
      />
      <TextInput
        label={t('Last name')}
        autoComplete="off"
        {...field('lastName')}
        error={errors.lastName?.message}
      />
      <Select
        label={t('Gender')}
        optional
        placeholder={t('Prefer not to say')}
        options={genderOptions}
        {...field('gender')}
        error={errors.gender?.message}
      />
      <TextInput
        label={t('Date of birth')}
        optional
        hint={t('Abokis must be {age} or older.', { age: ABOKI_MIN_AGE })}
        type="date"
        max={latestBirthDate()}
        {...field('dateOfBirth')}
        error={errors.dateOfBirth?.message}
      />
      <fieldset
        className={styles.fieldset}
        aria-invalid={errors.languages ? true : undefined}
        aria-describedby={errors.languages ? 'aboki-languages-error' : undefined}
      >
        <legend className={styles.legend}>{t('Languages spoken')}</legend>
        <div className={styles.checkGrid}>
          {ABOKI_LANGUAGES.map((language) => (
            <label key={language} className={styles.check}>
              <input type="checkbox" value={language} {...field('languages')} />
              {spokenLanguage(language)}
            </label>
          ))}
        </div>
        {errors.languages ? (
          <p id="aboki-languages-error" className={styles.error}>
            {errors.languages.message ?? errors.languages.root?.message}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label={t('Short bio')}
        optional
        hint={t('What Users should know, in a few words ({count}/{max}).', {
          count: bio.length,
          max: ABOKI_BIO_MAX,
        })}
        maxLength={ABOKI_BIO_MAX}
        rows={3}
        {...field('bio')}
        error={errors.bio?.message}
      />
      <PhoneInput
        autoComplete="off"
        label={t('Aboki’s phone number')}
        optional
        hint={t('Leave empty if the Aboki has no phone: you are their contact.')}
        {...field('phoneNumber')}
        error={errors.phoneNumber?.message}
      />
      <StateLgaPicker
        state={state}
        stateSelect={{
          label: t('Home state'),
          placeholder: t('Choose a state'),
          ...field('state'),
          error: errors.state?.message,
        }}
        lgaSelect={{
          label: t('Home LGA'),
          placeholder: t('Choose an LGA'),
          ...field('lga'),
          error: errors.lga?.message,
        }}
        clearLga={() => setValue('lga', '')}
      />
      <StepActions step={1} id={aboki?.id ?? null} busy={isSubmitting} dirty={isDirty} />
    </form>
  );
}
