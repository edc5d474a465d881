import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, PageHeading, useT, type PageHeadingProps, translatedHeading } from 'shared';
import { resetPassword } from 'shared/auth';
import { PasswordInput, applyFieldErrors } from 'shared/forms';
import { currentPasswordSchema, resetPasswordSchema } from 'shared/schemas';
import { PasswordStrengthMeter, passwordHint } from '../components/password-strength.js';
import { authBook } from '../i18n/index.js';
import { StartResetAgain, readResetState } from './reset-flow.js';
import styles from './pages.module.css';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Choose a new password',
  description: 'You will be signed out on every device, then sign in with the new password.',
} as const satisfies PageHeadingProps;

/** The API's password rules, and the same password typed twice (`mismatch` says when it is not). */
function newPasswordSchema(mismatch: string) {
  return resetPasswordSchema
    .pick({ password: true })
    .extend({ confirmPassword: currentPasswordSchema })
    .refine((value) => value.password === value.confirmPassword, {
      path: ['confirmPassword'],
      message: mismatch,
    });
}

interface NewPassword {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordSubmitPage() {
  const t = useT(authBook);
  const schema = useMemo(() => newPasswordSchema(t('The two passwords do not match')), [t]);
  const navigate = useNavigate();
  const location = useLocation();
  const { resetToken } = readResetState(location.state);
  const {
    register: field,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    if (!resetToken) return;
    const result = await resetPassword({ resetToken, password: values.password });
    if (!result.ok) {
      if (
        !applyFieldErrors(result.error.fields, ['password'], (name, message) => setError(name, { message }))
      ) {
        setError('password', { message: result.error.message });
      }
      return;
    }
    void navigate('/password-successful', { replace: true });
  });

  if (!resetToken) {
    return (
      <>
        <PageHeading title={t('Choose a new password')} />
        <StartResetAgain missing="reset-code" />
      </>
    );
  }
  return (
    <>
      <PageHeading {...translatedHeading(t, heading)} />
      <form
        noValidate
        aria-label={t('Choose a new password')}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <PasswordInput
          label={t('New password')}
          autoComplete="new-password"
          hint={passwordHint(t)}
          {...field('password')}
          error={errors.password?.message}
        />
        <PasswordStrengthMeter password={password} />
        <PasswordInput
          label={t('Type it again')}
          autoComplete="new-password"
          {...field('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? t('Saving…') : t('Save new password')}
        </Button>
      </form>
    </>
  );
}
