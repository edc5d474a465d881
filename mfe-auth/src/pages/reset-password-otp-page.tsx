import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, PageHeading, useT, type PageHeadingProps, rich, translatedHeading } from 'shared';
import { forgotPassword, verifyResetOtp } from 'shared/auth';
import { OtpInput, applyFieldErrors } from 'shared/forms';
import { verifyOtpSchema, type CodeSubmission, type VerifyOtpInput } from 'shared/schemas';
import { ResendCode } from '../components/resend-code.js';
import { authBook } from '../i18n/index.js';
import { StartResetAgain, readResetState, type ResetFlowState } from './reset-flow.js';
import styles from './pages.module.css';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Enter your reset code',
  description: 'Enter the 6-digit code from the password-reset email. It lasts 10 minutes.',
} as const satisfies PageHeadingProps;

export function ResetPasswordOtpPage() {
  const t = useT(authBook);
  const navigate = useNavigate();
  const location = useLocation();
  const { email = '' } = readResetState(location.state);
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyOtpInput, unknown, CodeSubmission>({
    resolver: zodResolver(verifyOtpSchema),
    defaultValues: { email, otp: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await verifyResetOtp(values);
    if (!result.ok) {
      if (!applyFieldErrors(result.error.fields, ['otp'], (name, message) => setError(name, { message }))) {
        setError('otp', { message: result.error.message });
      }
      return;
    }
    const state: ResetFlowState = { email: values.email, resetToken: result.data };
    // Replaced, so Back does not return to a code that has been used.
    void navigate('/reset-password/submit', { state, replace: true });
  });

  return (
    <>
      <PageHeading {...translatedHeading(t, heading)} />
      {email ? (
        <>
          <p className={styles.notice}>
            {rich(t, 'If {email} has an Aboki account, the code is on its way.', {
              email: <span className={styles.email}>{email}</span>,
            })}
          </p>
          <form
            noValidate
            aria-label={t('Enter your reset code')}
            className={styles.form}
            onSubmit={(event) => void onSubmit(event)}
          >
            <OtpInput {...field('otp')} error={errors.otp?.message} autoFocus />
            <Button type="submit" block busy={isSubmitting}>
              {isSubmitting ? t('Checking…') : t('Continue')}
            </Button>
          </form>
          <ResendCode onResend={() => forgotPassword({ email })} />
        </>
      ) : (
        <StartResetAgain missing="email" />
      )}
    </>
  );
}
