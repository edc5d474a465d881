import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, PageHeading, Spinner, TextArea, TextInput, formatNaira, useT } from 'shared';
import { FormError, applyFieldErrors, PhoneInput, nationalToSchemaPhone } from 'shared/forms';
import { PAYMENT_HOLD_MINUTES, jobCreateSchema, type JobCreateInput } from 'shared/schemas';
import { createJob, fetchProfile } from '../api/booking.js';
import { checkout, payJob } from '../api/payments.js';
import {
  clearDraft,
  readDraft,
  renewKey,
  updateDraft,
  useBookingDraft,
  type DraftDetails,
} from '../booking-draft.js';
import { BookingSummary, isReady, type ReadyDraft } from '../components/booking-summary.js';
import { NoBooking } from '../components/no-booking.js';
import styles from '../components/components.module.css';
import { requestsBook, type RequestsT } from '../i18n/index.js';

const EMPTY: DraftDetails = {
  address: '',
  landmark: '',
  notes: '',
  forSomeoneElse: false,
  recipientName: '',
  recipientPhone: '',
};

/** Where each of the schema's field paths shows on this form. */
const FIELD_OF: Record<string, keyof DraftDetails> = {
  address: 'address',
  landmark: 'landmark',
  notes: 'notes',
  'recipient.name': 'recipientName',
  'recipient.phoneNumber': 'recipientPhone',
  'recipient.phone': 'recipientPhone',
};

/** Refusals that are about the booking, not this form: the error page explains them. */
const BOOKING_REFUSALS = new Set([
  'SLOT_TAKEN',
  'NOT_AVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'FORBIDDEN',
  // Issue 27: the error page leads to the profile to verify the number.
  'PHONE_NOT_VERIFIED',
  'NOT_FOUND',
]);

/** Refusals about the way to pay (Paystack unreachable, cash barred): choosing another way helps. */
const PAYMENT_REFUSALS = new Set([
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PREPAYMENT_REQUIRED',
  'PAYMENT_METHOD_UNAVAILABLE',
]);

/** The body of POST /api/v1/jobs: the draft's choice and this form's details. The price is never sent. */
export function jobBodyOf(draft: ReadyDraft, details: DraftDetails): JobCreateInput {
  const body: JobCreateInput = {
    abokiId: draft.aboki.id,
    serviceSlug: draft.service.slug,
    startsAt: draft.slot.startsAt,
    paymentMethod: draft.paymentMethod ?? 'CASH',
    state: draft.search.state,
    lga: draft.search.lga,
    address: details.address,
  };
  if (draft.service.unit === 'hour' && draft.search.hours) body.hours = draft.search.hours;
  if (details.landmark.trim()) body.landmark = details.landmark;
  if (details.notes.trim()) body.notes = details.notes;
  if (details.forSomeoneElse) {
    body.recipient = {
      name: details.recipientName,
      phoneNumber: nationalToSchemaPhone(details.recipientPhone),
    };
  }
  return body;
}

type Result = ResolverResult<DraftDetails, JobCreateInput>;

function resolverFor(draft: ReadyDraft, t: RequestsT): Resolver<DraftDetails, unknown, JobCreateInput> {
  return async (values): Promise<Result> => {
    const body = jobBodyOf(draft, values);
    const parsed = jobCreateSchema.safeParse(body);
    if (parsed.success) return { values: body, errors: {} };
    const errors: FieldErrors<DraftDetails> = {};
    for (const issue of parsed.error.issues) {
      const name = FIELD_OF[issue.path.join('.')];
      if (name) errors[name] ??= { type: 'validate', message: issue.message };
    }
    // The choice itself is wrong (the draft is stale): say so above the form.
    if (Object.keys(errors).length === 0) {
      return {
        values: {},
        errors: {
          root: { type: 'validate', message: parsed.error.issues[0]?.message ?? t('Check the booking') },
        },
      } as Result;
    }
    return { values: {}, errors };
  };
}

/** `/select-aboki/request-details`: where the Aboki goes, and for whom; then the request is sent. */
export function RequestDetailsPage() {
  const t = useT(requestsBook);
  const [draft] = useBookingDraft();
  return (
    <>
      <PageHeading
        title={t('Request details')}
        description={t('Where should the Aboki come? Your address is shared only with the Aboki’s agent.')}
      />
      {isReady(draft) ? <DetailsStep draft={draft} /> : <NoBooking />}
    </>
  );
}

function DetailsStep({ draft }: { draft: ReadyDraft }) {
  const t = useT(requestsBook);
  const [initial, setInitial] = useState<DraftDetails | null>(draft.details ?? null);

  // The address on the profile, when it is in the place searched (the Aboki serves that LGA).
  useEffect(() => {
    if (initial) return;
    let live = true;
    void fetchProfile().then((result) => {
      if (!live) return;
      const profile = result.ok ? result.data.profile : null;
      const samePlace = profile && profile.state === draft.search.state && profile.lga === draft.search.lga;
      setInitial(
        samePlace ? { ...EMPTY, address: profile.address, landmark: profile.landmark ?? '' } : EMPTY,
      );
    });
    return () => {
      live = false;
    };
  }, [initial, draft.search.state, draft.search.lga]);

  return (
    <Card>
      <p className={styles.steps}>{t('Step 3 of 3: Details')}</p>
      <BookingSummary draft={draft} />
      {initial ? (
        <DetailsForm draft={draft} initial={initial} />
      ) : (
        <Spinner label={t('Loading your address…')} />
      )}
    </Card>
  );
}

function DetailsForm({ draft, initial }: { draft: ReadyDraft; initial: DraftDetails }) {
  const t = useT(requestsBook);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [paymentRefusal, setPaymentRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const {
    register: field,
    handleSubmit,
    setError,
    subscribe,
    control,
    formState: { errors },
  } = useForm<DraftDetails, unknown, JobCreateInput>({
    resolver: resolverFor(draft, t),
    defaultValues: initial,
    mode: 'onTouched',
  });

  // What is typed is kept in the draft, so a reload or a sign-in detour loses none of it.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          updateDraft((current) => ({ ...current, details: { ...EMPTY, ...values } }));
        },
      }),
    [subscribe],
  );

  const forSomeoneElse = useWatch({ control, name: 'forSomeoneElse' });
  const prepaid =
    draft.paymentMethod === 'CARD' || draft.paymentMethod === 'TRANSFER' ? draft.paymentMethod : null;

  async function send(body: JobCreateInput) {
    // A second tap while the first is on its way sends nothing; a retry later sends the same key.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFormError(null);
    setPaymentRefusal(null);
    const key = readDraft()?.idempotencyKey ?? draft.idempotencyKey;
    // Back from Paystack without paying: the booking made then still holds the time. It is paid
    // the way chosen now (cash makes it a request at once) instead of booking again, which its
    // spent key would refuse; once it has gone (its hold ran out), a new booking with a new key.
    const held = readDraft()?.checkout;
    let result = held ? await payJob(held.reference, body.paymentMethod) : await createJob(body, key);
    if (held && !result.ok && (result.error.status === 404 || result.error.status === 409)) {
      updateDraft((current) => ({ ...current, checkout: undefined }));
      renewKey();
      result = await createJob(body, readDraft()!.idempotencyKey);
    }
    if (result.ok && result.data.job.status === 'AWAITING_PAYMENT') {
      const { job } = result.data;
      // The draft remembers the job first: the tab leaves for Paystack and comes back with a page
      // load, to the success or error page (which read `?reference=`, and this, when it is there).
      updateDraft((current) => ({ ...current, checkout: { reference: job.reference } }));
      if (job.payment.authorizationUrl) {
        // Still busy: the button stays blocked while the browser leaves.
        checkout.open(job.payment.authorizationUrl);
        return;
      }
      void navigate(`/manage-services-request/job/${encodeURIComponent(job.reference)}`);
      return;
    }
    sending.current = false;
    setBusy(false);
    if (result.ok) {
      const { job } = result.data;
      // Forgotten once the success page shows, so the next booking starts afresh with a new key.
      await navigate(
        `/select-aboki/service-request-successful?${new URLSearchParams({ reference: job.reference })}`,
        {
          replace: true,
          state: { job },
        },
      );
      clearDraft();
      return;
    }
    const { error } = result;
    if (error.code === 'IDEMPOTENCY_KEY_REUSED') renewKey();
    if (error.code && BOOKING_REFUSALS.has(error.code)) {
      updateDraft((current) => ({
        ...current,
        lastError: { code: error.code, message: error.message, status: error.status },
      }));
      void navigate('/select-aboki/service-request-error');
      return;
    }
    if (error.code && PAYMENT_REFUSALS.has(error.code)) {
      // Nothing was booked: the draft and its key stay for another try or another way to pay.
      setPaymentRefusal(error.message);
      return;
    }
    const onFields = applyFieldErrors(error.fields, Object.keys(FIELD_OF), (name, message) =>
      setError(FIELD_OF[name]!, { message }),
    );
    if (onFields) return;
    setFormError(
      error.status === 0 || error.status >= 500
        ? t('{message} Sending it again is safe: it cannot book twice.', { message: error.message })
        : error.message,
    );
  }

  return (
    <form noValidate aria-label={t('Request details')} onSubmit={(event) => void handleSubmit(send)(event)}>
      {draft.checkout ? (
        // Back from Paystack's page without paying: the job exists and holds the time for a while.
        <p className={styles.banner} role="status">
          {t(
            'Request {reference} is waiting for your payment. Sending below pays for it the way you choose now; nothing is booked twice.',
            { reference: draft.checkout.reference },
          )}{' '}
          <Link to={`/manage-services-request/job/${encodeURIComponent(draft.checkout.reference)}`}>
            {t('Pay for it or see it')}
          </Link>
        </p>
      ) : null}
      <FormError message={formError ?? paymentRefusal ?? errors.root?.message} />
      {paymentRefusal ? (
        <p>
          <Link to="/select-aboki/add-payment-option">{t('Choose another way to pay')}</Link>
        </p>
      ) : null}
      <TextInput
        label={t('Address')}
        hint={t('House number and street in {lga}, {state}.', {
          lga: draft.search.lga,
          state: draft.search.state,
        })}
        autoComplete="street-address"
        {...field('address')}
        error={errors.address?.message}
      />
      <TextInput
        label={t('Landmark')}
        optional
        hint={t('Something near the address everyone knows.')}
        autoComplete="off"
        {...field('landmark')}
        error={errors.landmark?.message}
      />
      <TextArea
        label={t('Notes for the Aboki')}
        optional
        rows={3}
        hint={t('E.g. the gate code, or what needs doing most.')}
        {...field('notes')}
        error={errors.notes?.message}
      />
      <label className={styles.choice}>
        <input type="checkbox" {...field('forSomeoneElse')} />
        <span>{t('I am booking for someone else (the address is theirs)')}</span>
      </label>
      {forSomeoneElse ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('Who the Aboki will help')}</legend>
          <TextInput
            label={t('Their name')}
            autoComplete="off"
            {...field('recipientName')}
            error={errors.recipientName?.message}
          />
          <PhoneInput
            autoComplete="off"
            label={t('Their phone number')}
            {...field('recipientPhone')}
            error={errors.recipientPhone?.message}
          />
        </fieldset>
      ) : null}
      {prepaid ? (
        <p className={styles.note}>
          {t(
            prepaid === 'CARD'
              ? 'Next you pay {price} by card on Paystack’s page. The Aboki’s time is held for {minutes, plural, one {# minute} other {# minutes}}; the request goes to them once the payment is confirmed.'
              : 'Next you pay {price} by bank transfer on Paystack’s page. The Aboki’s time is held for {minutes, plural, one {# minute} other {# minutes}}; the request goes to them once the payment is confirmed.',
            {
              price: formatNaira(draft.slot.priceKobo),
              minutes: PAYMENT_HOLD_MINUTES,
            },
          )}
        </p>
      ) : (
        <p className={styles.note}>{t('You pay the Aboki in cash when the job is done.')}</p>
      )}
      <Button type="submit" block busy={busy}>
        {prepaid ? t('Send request and pay') : t('Send request')}
      </Button>
    </form>
  );
}
