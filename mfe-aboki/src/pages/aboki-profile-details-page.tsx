import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Card, PageHeading, Select, Spinner, TextInput, useT } from 'shared';
import {
  FormError,
  applyFieldErrors,
  PhoneInput,
  nationalToSchemaPhone,
  storedToNationalPhone,
} from 'shared/forms';
import {
  ABOKI_ID_NUMBER_FORMATS,
  ABOKI_ID_TYPES,
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
import { ROUTE_HEADING_IDS, abokiBook, translatedHeading, type AbokiId } from '../i18n/index.js';
import styles from '../components/components.module.css';

// The photo code (canvas shrinking, preview) downloads only on this step.
const PhotoPicker = lazy(async () => ({
  default: (await import('../components/photo-picker.js')).PhotoPicker,
}));

interface DetailsValues {
  address: string;
  landmark: string;
  idType: string;
  idNumber: string;
  guarantor: { name: string; phoneNumber: string; relationship: string; address: string };
}

type Payload = Record<string, unknown>;

const FIELDS = [
  'address',
  'landmark',
  'idType',
  'idNumber',
  'guarantor.name',
  'guarantor.phoneNumber',
  'guarantor.relationship',
  'guarantor.address',
] as const;

const ID_TYPE_LABELS: Record<string, AbokiId> = {
  NIN: 'details.idNin',
  VOTERS_CARD: 'details.idVotersCard',
  DRIVERS_LICENCE: 'details.idDriversLicence',
  INTERNATIONAL_PASSPORT: 'details.idPassport',
};

/** An ID already given is kept when the number field is left empty (the server shows it masked). */
function keepsId(values: DetailsValues, aboki: AbokiOwnerView): boolean {
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
    // Zod checks the number against its type only once every other field passes; say it at once.
    const format = ABOKI_ID_NUMBER_FORMATS[values.idType as AbokiIdType] as
      (typeof ABOKI_ID_NUMBER_FORMATS)[AbokiIdType] | undefined;
    const number = values.idNumber.replace(/[\s-]/g, '').toUpperCase();
    if (!keepId && format && number && !format.pattern.test(number) && !result.errors.idNumber) {
      return {
        values: {},
        errors: { ...result.errors, idNumber: { type: 'format', message: format.message } },
      };
    }
    return result;
  };
}

function valuesOf(aboki: AbokiOwnerView): DetailsValues {
  return {
    address: aboki.address ?? '',
    landmark: aboki.landmark ?? '',
    idType: aboki.idType ?? '',
    idNumber: '',
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
      <PageHeading {...translatedHeading(t, ROUTE_HEADING_IDS['/aboki/profile-details'])} />
      <StepIndicator step={2} />
      <DraftGate draft={draft}>
        {(aboki) => (
          <>
            <Card className={styles.section}>
              <Suspense fallback={<Spinner label={t('details.loadingPhotoTools')} />}>
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
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DetailsValues, unknown, Payload>({
    resolver: resolverFor(aboki),
    defaultValues: valuesOf(aboki),
    mode: 'onTouched',
  });

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
    <form noValidate aria-label={t('details.form')} onSubmit={(event) => void submit(event)}>
      <FormError message={formError} />
      <TextInput
        label={t('details.address')}
        hint={t('details.addressHint')}
        autoComplete="off"
        {...field('address')}
        error={errors.address?.message}
      />
      <TextInput
        label={t('details.landmark')}
        optional
        hint={t('details.landmarkHint')}
        autoComplete="off"
        {...field('landmark')}
        error={errors.landmark?.message}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('details.identity')}</legend>
        <Select
          label={t('details.idType')}
          placeholder={t('details.chooseIdType')}
          options={idTypeOptions}
          {...field('idType')}
          error={errors.idType?.message}
        />
        <TextInput
          label={t('details.idNumber')}
          hint={
            aboki.idNumberMasked
              ? t('details.idOnFile', { masked: aboki.idNumberMasked })
              : t('details.idPrivacy')
          }
          autoComplete="off"
          {...field('idNumber')}
          error={errors.idNumber?.message}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('details.guarantor')}</legend>
        <p className={styles.note}>{t('details.guarantorNote')}</p>
        <TextInput
          label={t('details.guarantorName')}
          autoComplete="off"
          {...field('guarantor.name')}
          error={errors.guarantor?.name?.message}
        />
        <PhoneInput
          autoComplete="off"
          label={t('details.guarantorPhone')}
          {...field('guarantor.phoneNumber')}
          error={errors.guarantor?.phoneNumber?.message}
        />
        <TextInput
          label={t('details.relationship')}
          hint={t('details.relationshipHint')}
          autoComplete="off"
          {...field('guarantor.relationship')}
          error={errors.guarantor?.relationship?.message}
        />
        <TextInput
          label={t('details.guarantorAddress')}
          autoComplete="off"
          {...field('guarantor.address')}
          error={errors.guarantor?.address?.message}
        />
      </fieldset>
      <StepActions step={2} id={aboki.id} busy={isSubmitting} dirty={isDirty} />
    </form>
  );
}
