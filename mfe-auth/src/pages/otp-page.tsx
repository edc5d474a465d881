import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  PageHeading,
  TextInput,
  authAtom,
  useT,
  type PageHeadingProps,
  rich,
  translatedHeading,
} from 'shared';
import { homePathFor, resendOtp, safeNextPath, verifyOtp } from 'shared/auth';
import { OtpInput, applyFieldErrors } from 'shared/forms';
import { verifyOtpSchema, type CodeSubmission, type VerifyOtpInput } from 'shared/schemas';
import { ResendCode } from '../components/resend-code.js';
import { authBook } from '../i18n/index.js';
import styles from './pages.module.css';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Confirm your email',
  description: 'Enter the 6-digit code we emailed you. It lasts 10 minutes.',
} as const satisfies PageHeadingProps;

/** What sign-up and sign-in hand this page: where the code went, and where to go afterwards. */
export interface OtpPageState {
  email?: string;
  next?: string | null;
}

function readState(state: unknown): OtpPageState {
  return typeof state === 'object' && state !== null ? state : {};
}

export function OtpPage() {
  const t = useT(authBook);
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAtomValue(authAtom);
  const passed = readState(location.state);
  // Handed over by sign-up or sign-in; after a reload, the account waiting for verification.
  const knownEmail = passed.email ?? user?.email ?? '';
  const {
    register: field,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<VerifyOtpInput, unknown, CodeSubmission>({
    resolver: zodResolver(verifyOtpSchema),
    defaultValues: { email: knownEmail, otp: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await verifyOtp(values);
    if (!result.ok) {
      if (
        !applyFieldErrors(result.error.fields, ['email', 'otp'], (name, message) =>
          setError(name, { message }),
        )
      ) {
        setError('otp', { message: result.error.message });
      }
      return;
    }
    void navigate(safeNextPath(passed.next) ?? homePathFor(result.data), { replace: true });
  });

  async function resend() {
    // Without a valid email there is nowhere to send a code: the field says why.
    if (!(await trigger('email'))) return null;
    return resendOtp({ email: getValues('email') });
  }

  return (
    <>
      <PageHeading {...translatedHeading(t, heading)} />
      {knownEmail ? (
        <p className={styles.notice}>
          {rich(t, 'We sent the code to {email}.', {
            email: <span className={styles.email}>{knownEmail}</span>,
          })}
        </p>
      ) : null}
      <form
        noValidate
        aria-label={t('Confirm your email')}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        {/* A known email stays in the form's values without a field of its own. */}
        {knownEmail ? null : (
          <TextInput
            label={t('Email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            hint={t('The address you signed up with.')}
            {...field('email')}
            error={errors.email?.message}
          />
        )}
        <OtpInput {...field('otp')} error={errors.otp?.message} autoFocus={Boolean(knownEmail)} />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? t('Checking…') : t('Confirm email')}
        </Button>
      </form>
      <ResendCode onResend={resend} />
      <p className={styles.after}>
        {t('Wrong email?')} <Link to="/sign-up">{t('Sign up again')}</Link>
      </p>
    </>
  );
}
