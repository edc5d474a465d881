import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  Card,
  PageHeading,
  Select,
  Spinner,
  TextInput,
  useSay,
  useT,
  translatedHeading,
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
  ABOKI_FIELD_MESSAGES,
  ABOKI_ID_NUMBER_FORMATS,
  ABOKI_ID_TYPES,
  IDENTITY_CONSENT,
  abokiDetailsSchema,
  abokiUpdateSchema,
  type AbokiIdType,
  type AbokiOwnerView,
} from 'shared/schemas';
import { updateAboki } from '../api/abokis.js';
import {
  DraftGate,
  StepActions,
  StepIndicator,
  stepPath,
  useAbokiDraft,
} from '../components/onboarding-steps.js';
import { abokiBook, type AbokiText } from '../i18n/index.js';
import styles from '../components/components.module.css';

/** The page's heading, in English (the page shows it in its language). */
const HEADING = {
  title: 'Aboki profile details',
  description:
    'Private details only you see: where the Aboki lives, their ID and a guarantor. Add a photo so Users know who is coming.',
} as const satisfies PageHeadingTexts<AbokiText>;

// The photo code (canvas shrinking, preview) downloads only on this step.
const PhotoPicker = lazy(async () => ({
  default: (await import('../components/photo-picker.js')).PhotoPicker,
}));

interface DetailsValues {
  address: string;
  landmark: string;
  idType: string;
  idNumber: string;
  /** The person agreed to the check of the number with the identity provider. */
  identityConsent: boolean;
  guarantor: { name: string; phoneNumber: string; relationship: string; address: string };
}

type Payload = Record<string, unknown>;

const FIELDS = [
  'address',
  'landmark',
  'idType',
  'idNumber',
  'identityConsent',
  'guarantor.name',
  'guarantor.phoneNumber',
  'guarantor.relationship',
  'guarantor.address',
] as const;

const ID_TYPE_LABELS: Record<string, AbokiText> = {
  NIN: 'National Identification Number (NIN)',
  VOTERS_CARD: "Voter's card",
  DRIVERS_LICENCE: "Driver's licence",
  INTERNATIONAL_PASSPORT: 'International passport',
};

/**
 * The words the agent agrees to, by the version the API records: a new consent in shared is a new
 * version, and this page does not compile until its words (and their translations) are here.
 */
const CONSENT_TEXTS = {
  'nin-check-2026-11':
    'I confirm this person agreed that Aboki may check this ID number with the national identity database (NIMC) through our verification partner, to confirm their name and date of birth. Aboki keeps only the result and the last 4 digits.',
} as const satisfies Record<typeof IDENTITY_CONSENT.version, typeof IDENTITY_CONSENT.text & AbokiText>;

/**
 * An ID already given is kept when the number field is left empty (the server shows it masked, and
 * no longer holds the full number to send again): only a newly typed number travels, with consent.
 */
function keepsId(values: Pick<DetailsValues, 'idType' | 'idNumber'>, aboki: AbokiOwnerView): boolean {
  return (
    Boolean(aboki.idNumberMasked) && values.idNumber.trim() === '' && values.idType === (aboki.idType ?? '')
  );
}

function toPayload(values: DetailsValues, keepId: boolean): Payload {
  const payload: Payload = {
    address: values.address,
    guarantor: {
      name: values.guarantor.name,
      phoneNumber: nationalToSchemaPhone(values.guarantor.phoneNumber),
      relationship: values.guarantor.relationship,
      address: values.guarantor.address,
    },
  };
  if (values.landmark.trim()) payload.landmark = values.landmark;
  if (!keepId) {
    payload.idType = values.idType;
    payload.idNumber = values.idNumber;
    if (values.identityConsent) payload.identityConsent = IDENTITY_CONSENT.version;
  }
  return payload;
}

function resolverFor(aboki: AbokiOwnerView): Resolver<DetailsValues, unknown, Payload> {
  const full = zodResolver(abokiDetailsSchema as never) as unknown as Resolver<Payload, unknown, Payload>;
  // Keeping the ID on file: the rest must still be complete, which the update schema checks
  // field by field (address and guarantor are always sent).
  const keeping = zodResolver(abokiUpdateSchema as never) as unknown as Resolver<Payload, unknown, Payload>;
  return async (values, context, options) => {
    const keepId = keepsId(values, aboki);
    const result = await (keepId ? keeping : full)(toPayload(values, keepId), context, options as never);
    // Zod checks the number against its type, and the consent, only once every other field passes;
    // say them at once.
    const early: FieldErrors<DetailsValues> = {};
    const format = ABOKI_ID_NUMBER_FORMATS[values.idType as AbokiIdType] as
      (typeof ABOKI_ID_NUMBER_FORMATS)[AbokiIdType] | undefined;
    const number = values.idNumber.replace(/[\s-]/g, '').toUpperCase();
    if (!keepId && format && number && !format.pattern.test(number)) {
      early.idNumber = { type: 'format', message: format.message };
    }
    if (!keepId && !values.identityConsent) {
      early.identityConsent = { type: 'consent', message: ABOKI_FIELD_MESSAGES.tickTheConsentBox };
    }
    // The schema's own errors win where both speak.
    return Object.keys(early).length ? { values: {}, errors: { ...early, ...result.errors } } : result;
  };
}

function valuesOf(aboki: AbokiOwnerView): DetailsValues {
  return {
    address: aboki.address ?? '',
    landmark: aboki.landmark ?? '',
    idType: aboki.idType ?? '',
    idNumber: '',
    identityConsent: false,
    guarantor: {
      name: aboki.guarantor?.name ?? '',
      phoneNumber: storedToNationalPhone(aboki.guarantor?.phoneNumber),
      relationship: aboki.guarantor?.relationship ?? '',
      address: aboki.guarantor?.address ?? '',
    },
  };
}

/** `/aboki/profile-details?id=`, step 2: private details, ID, guarantor and the photo. */
export function AbokiProfileDetailsPage() {
  const t = useT(abokiBook);
  const draft = useAbokiDraft();
  return (
    <>
      <PageHeading {...translatedHeading(t, HEADING)} />
      <StepIndicator step={2} />
      <DraftGate draft={draft}>
        {(aboki) => (
          <>
            <Card className={styles.section}>
              <Suspense fallback={<Spinner label={t('Loading the photo tools…')} />}>
                <PhotoPicker aboki={aboki} onUploaded={draft.replace} />
              </Suspense>
            </Card>
            <Card>
              <DetailsForm aboki={aboki} />
            </Card>
          </>
        )}
      </DraftGate>
    </>
  );
}

function DetailsForm({ aboki }: { aboki: AbokiOwnerView }) {
  const t = useT(abokiBook);
  const idTypeOptions = ABOKI_ID_TYPES.map((type) => ({
    value: type,
    label: ID_TYPE_LABELS[type] ? t(ID_TYPE_LABELS[type]) : type,
  }));
  const say = useSay();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DetailsValues, unknown, Payload>({
    resolver: resolverFor(aboki),
    defaultValues: valuesOf(aboki),
    mode: 'onTouched',
  });

  // The consent is asked for the number being sent: none when the one on file is kept.
  const [idType, idNumber] = useWatch({ control, name: ['idType', 'idNumber'] });
  const asksConsent = !keepsId({ idType, idNumber }, aboki);

  const submit = handleSubmit(async (payload) => {
    setFormError(null);
    // An emptied landmark clears the saved one.
    const result = await updateAboki(aboki.id, { landmark: null, ...payload });
    if (result.ok) {
      void navigate(stepPath(3, aboki.id));
      return;
    }
    const onFields = applyFieldErrors(result.error.fields, FIELDS, (name, message) =>
      setError(name, { message }),
    );
    if (!onFields) setFormError(result.error.message);
  });

  return (
    <form noValidate aria-label={t('The Aboki’s details')} onSubmit={(event) => void submit(event)}>
      <FormError message={formError} />
      <TextInput
        label={t('Home address')}
        hint={t('House number and street. Never shown to Users.')}
        autoComplete="off"
        {...field('address')}
        error={errors.address?.message}
      />
      <TextInput
        label={t('Landmark')}
        optional
        hint={t('Something near the home everyone knows.')}
        autoComplete="off"
        {...field('landmark')}
        error={errors.landmark?.message}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Identity')}</legend>
        <Select
          label={t('ID type')}
          placeholder={t('Choose an ID type')}
          options={idTypeOptions}
          {...field('idType')}
          error={errors.idType?.message}
        />
        <TextInput
          label={t('ID number')}
          hint={
            aboki.idNumberMasked
              ? t('On file: {masked}. Leave empty to keep it.', { masked: aboki.idNumberMasked })
              : t('Only its last 4 characters are ever shown back, and only to you.')
          }
          autoComplete="off"
          {...field('idNumber')}
          error={errors.idNumber?.message}
        />
        {asksConsent ? (
          <>
            <label className={styles.check}>
              <input
                type="checkbox"
                {...field('identityConsent')}
                aria-invalid={errors.identityConsent ? true : undefined}
                aria-describedby={errors.identityConsent ? 'aboki-consent-error' : undefined}
              />
              {t(CONSENT_TEXTS[IDENTITY_CONSENT.version])}
            </label>
            {errors.identityConsent?.message ? (
              <p id="aboki-consent-error" className={styles.error}>
                {say(errors.identityConsent.message)}
              </p>
            ) : null}
          </>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Guarantor')}</legend>
        <p className={styles.note}>{t('Someone who knows the Aboki well and vouches for them.')}</p>
        <TextInput
          label={t('Guarantor’s full name')}
          autoComplete="off"
          {...field('guarantor.name')}
          error={errors.guarantor?.name?.message}
        />
        <PhoneInput
          autoComplete="off"
          label={t('Guarantor’s phone number')}
          {...field('guarantor.phoneNumber')}
          error={errors.guarantor?.phoneNumber?.message}
        />
        <TextInput
          label={t('Relationship to the Aboki')}
          hint={t('e.g. uncle, former employer, pastor.')}
          autoComplete="off"
          {...field('guarantor.relationship')}
          error={errors.guarantor?.relationship?.message}
        />
        <TextInput
          label={t('Guarantor’s address')}
          autoComplete="off"
          {...field('guarantor.address')}
          error={errors.guarantor?.address?.message}
        />
      </fieldset>
      <StepActions step={2} id={aboki.id} busy={isSubmitting} dirty={isDirty} />
    </form>
  );
}
