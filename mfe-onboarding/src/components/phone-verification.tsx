import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, formatSeconds, useCountdown, useT } from 'shared';
import { FormError, OtpInput, applyFieldErrors } from 'shared/forms';
import { PHONE_CODE_RULES, phoneVerifySchema, type PhoneVerifyInput } from 'shared/schemas';
import { sendPhoneCode, verifyPhone } from '../api/profile.js';
import { onboardingBook } from '../i18n/index.js';
import styles from '../pages/pages.module.css';

type Verify = { otp: string };

export interface PhoneVerificationProps {
  /** The profile's number as stored (+234…), shown in the instructions. */
  phoneNumber: string;
  /** The API verified the number: the page shows it as verified. */
  onVerified: () => void;
}

/**
 * Issue 27, on the profile page under an unverified number: "Verify this number" texts a 6-digit
 * code, then a field for it and "Confirm"; a new code can be sent once the API's wait is over.
 */
export function PhoneVerification({ phoneNumber, onVerified }: PhoneVerificationProps) {
  const t = useT(onboardingBook);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { remaining: wait, restart: waitFor } = useCountdown(0);
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneVerifyInput, unknown, Verify>({
    resolver: zodResolver(phoneVerifySchema),
    defaultValues: { otp: '' },
  });

  async function send() {
    setSending(true);
    setProblem(null);
    const result = await sendPhoneCode(t('We could not send the code. Please try again.'));
    setSending(false);
    if (result.ok) {
      setSent(true);
      waitFor(result.data.resendAfterSeconds);
      return;
    }
    // A 429's Retry-After is the real wait; the message says why in plain words.
    if (result.error.retryAfterSeconds) waitFor(result.error.retryAfterSeconds);
    setProblem(result.error.message);
  }

  const confirm = handleSubmit(async ({ otp }) => {
    const result = await verifyPhone(otp, t('We could not check the code. Please try again.'));
    if (result.ok) {
      onVerified();
      return;
    }
    if (!applyFieldErrors(result.error.fields, ['otp'], (name, message) => setError(name, { message }))) {
      setError('otp', { message: result.error.message });
    }
  });

  if (!sent) {
    return (
      <div>
        <p>{t('This number is not verified yet. We text it a code to check that it is yours.')}</p>
        <FormError message={problem} />
        <Button variant="secondary" busy={sending} disabled={wait > 0} onClick={() => void send()}>
          {t('Verify this number')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate aria-label={t('Verify your phone number')} onSubmit={(event) => void confirm(event)}>
      <p role="status" className={styles.notice}>
        {t('We texted a 6-digit code to {phone}. It lasts {minutes} minutes.', {
          phone: phoneNumber,
          minutes: PHONE_CODE_RULES.lifetimeMinutes,
        })}
      </p>
      <OtpInput label={t('Code from the text message')} {...field('otp')} error={errors.otp?.message} />
      <FormError message={problem} />
      <div className={styles.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t('Confirm')}
        </Button>
        <Button variant="ghost" busy={sending} disabled={wait > 0} onClick={() => void send()}>
          {wait > 0 ? t('Send a new code in {time}', { time: formatSeconds(wait) }) : t('Send a new code')}
        </Button>
      </div>
    </form>
  );
}
