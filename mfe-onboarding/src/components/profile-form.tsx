import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button, Select, StateLgaPicker, TextInput, useT } from 'shared';
import type { AuthFailure } from 'shared/auth';
import { FormError, applyFieldErrors, PhoneInput, nationalToSchemaPhone } from 'shared/forms';
import {
  ID_TYPES,
  agentProfileSchema,
  profileUpdateSchema,
  userProfileSchema,
  type IdType,
} from 'shared/schemas';
import { onboardingBook, type OnboardingText } from '../i18n/index.js';
import styles from './components.module.css';

export type ProfileKind = 'user' | 'agent';

/** What the form's fields hold: text as typed, before the shared schemas check and tidy it. */
export interface ProfileFormValues {
  phoneNumber: string;
  state: string;
  lga: string;
  address: string;
  landmark: string;
  businessName: string;
  idType: IdType | '';
  idNumber: string;
}

export const EMPTY_PROFILE: ProfileFormValues = {
  phoneNumber: '',
  state: '',
  lga: '',
  address: '',
  landmark: '',
  businessName: '',
  idType: '',
  idNumber: '',
};

/** The API's payload, as the shared schema made it: a normalised phone, the state's own name, no blanks. */
export type ProfilePayload = Record<string, unknown>;

const FIELDS = Object.keys(EMPTY_PROFILE) as (keyof ProfileFormValues)[];

/** Each kind of ID's name, as its catalogue id. */
export const ID_TYPE_LABEL_IDS = {
  NIN: 'National Identification Number (NIN)',
  BVN: 'Bank Verification Number (BVN)',
  VOTERS_CARD: "Voter's card",
  DRIVERS_LICENCE: "Driver's licence",
  PASSPORT: 'International passport',
} as const satisfies Record<IdType, OnboardingText>;

/**
 * The form's values as the payload the API takes: +234 numbers as the schema reads them, the
 * agent's fields only for agents. Editing, the ID goes only when a new number was typed (the
 * server shows only its last 4 characters).
 */
function toPayload(values: ProfileFormValues, kind: ProfileKind, editing: boolean): ProfilePayload {
  const payload: ProfilePayload = {
    phoneNumber: nationalToSchemaPhone(values.phoneNumber),
    state: values.state,
    lga: values.lga,
    address: values.address,
    landmark: values.landmark,
  };
  if (kind === 'agent') {
    payload.businessName = values.businessName;
    if (!editing || values.idNumber.trim()) {
      if (values.idType) payload.idType = values.idType;
      payload.idNumber = values.idNumber;
    }
  }
  return payload;
}

/** Checks the payload the form makes with the shared schema for this kind of profile. */
function profileResolver(
  kind: ProfileKind,
  editing: boolean,
): Resolver<ProfileFormValues, unknown, ProfilePayload> {
  const schema = editing ? profileUpdateSchema : kind === 'agent' ? agentProfileSchema : userProfileSchema;
  const check = zodResolver(schema) as unknown as Resolver<ProfilePayload, unknown, ProfilePayload>;
  return (values, context, options) => check(toPayload(values, kind, editing), context, options as never);
}

export interface ProfileFormProps {
  kind: ProfileKind;
  /** Editing an existing profile (PATCH), rather than creating one. */
  editing?: boolean;
  defaultValues?: ProfileFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked payload; a failure's field messages are shown beside their fields. */
  onSubmit: (payload: ProfilePayload) => Promise<AuthFailure | null>;
  /** Above the submit button, e.g. a note on what happens next. */
  footer?: ReactNode;
}

/** Phone, state → LGA, address with landmark; for agents business name and ID too. */
export function ProfileForm({
  kind,
  editing = false,
  defaultValues = EMPTY_PROFILE,
  submitLabel,
  busyLabel,
  onSubmit,
  footer,
}: ProfileFormProps) {
  const t = useT(onboardingBook);
  const idTypeOptions = ID_TYPES.map((type) => ({ value: type, label: t(ID_TYPE_LABEL_IDS[type]) }));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfilePayload>({
    resolver: profileResolver(kind, editing),
    defaultValues,
    mode: 'onTouched',
  });
  const state = useWatch({ control, name: 'state' });

  const submit = handleSubmit(async (payload) => {
    setFormError(null);
    const failure = await onSubmit(payload);
    if (!failure) return;
    const onFields = applyFieldErrors(failure.fields, FIELDS, (name, message) => setError(name, { message }));
    if (!onFields) setFormError(failure.message);
  });

  return (
    <form
      noValidate
      aria-label={editing ? t('Edit your profile') : t('Your profile details')}
      onSubmit={(event) => void submit(event)}
    >
      <FormError message={formError} />
      <PhoneInput
        label={t('Phone number')}
        hint={t('A Nigerian mobile number, e.g. 803 123 4567.')}
        {...field('phoneNumber')}
        error={errors.phoneNumber?.message}
      />
      <StateLgaPicker
        state={state}
        stateSelect={{
          label: t('State'),
          placeholder: t('Choose your state'),
          autoComplete: 'address-level1',
          ...field('state'),
          error: errors.state?.message,
        }}
        lgaSelect={{
          label: t('Local government area (LGA)'),
          placeholder: t('Choose your LGA'),
          autoComplete: 'address-level2',
          ...field('lga'),
          error: errors.lga?.message,
        }}
        clearLga={() => setValue('lga', '')}
      />
      <TextInput
        label={t('Address')}
        hint={t('House number and street, so your Aboki can find you.')}
        autoComplete="street-address"
        {...field('address')}
        error={errors.address?.message}
      />
      <TextInput
        label={t('Landmark')}
        optional
        hint={t('Something near you that everyone knows, e.g. “opposite Mobil filling station”.')}
        {...field('landmark')}
        error={errors.landmark?.message}
      />
      {kind === 'agent' ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('Your business and ID')}</legend>
          <TextInput
            label={t('Business name')}
            optional
            autoComplete="organization"
            {...field('businessName')}
            error={errors.businessName?.message}
          />
          <Select
            label={t('ID type')}
            optional
            placeholder={t('Choose an ID type')}
            options={idTypeOptions}
            {...field('idType')}
            error={errors.idType?.message}
          />
          <TextInput
            label={t('ID number')}
            optional
            hint={
              editing
                ? t('Leave empty to keep the ID you gave before.')
                : t('Helps Users trust the Abokis you manage. Only its last 4 characters are ever shown.')
            }
            autoComplete="off"
            {...field('idNumber')}
            error={errors.idNumber?.message}
          />
        </fieldset>
      ) : null}
      {footer}
      <Button type="submit" block busy={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
