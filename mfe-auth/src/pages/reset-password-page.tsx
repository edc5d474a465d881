import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button, PageHeading, TextInput, useT, type PageHeadingProps, translatedHeading } from 'shared';
import { forgotPassword } from 'shared/auth';
import { applyFieldErrors } from 'shared/forms';
import { forgotPasswordSchema } from 'shared/schemas';
import { authBook } from '../i18n/index.js';
import type { ResetFlowState } from './reset-flow.js';
import styles from './pages.module.css';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Reset your password',
  description:
    'Enter the email you signed up with. We will send you a 6-digit code to choose a new password.',
} as const satisfies PageHeadingProps;

export function ResetPasswordPage() {
  const t = useT(authBook);
  const navigate = useNavigate();
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await forgotPassword({ email });
    if (!result.ok) {
      if (!applyFieldErrors(result.error.fields, ['email'], (name, message) => setError(name, { message }))) {
        setError('email', { message: result.error.message });
      }
      return;
    }
    const state: ResetFlowState = { email };
    void navigate('/reset-password/otp', { state });
  });

  return (
    <>
      <PageHeading {...translatedHeading(t, heading)} />
      <form
        noValidate
        aria-label={t('Reset your password')}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextInput
          label={t('Email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          {...field('email')}
          error={errors.email?.message}
        />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? t('Sending…') : t('Send code')}
        </Button>
      </form>
      <p className={styles.after}>
        {t('Remembered it?')} <Link to="/sign-in">{t('Sign in')}</Link>
      </p>
    </>
  );
}
