import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, PageHeading, useT, type PageHeadingProps } from 'shared';
import { resetPassword } from 'shared/auth';
import { PasswordInput, applyFieldErrors } from 'shared/forms';
import { currentPasswordSchema, resetPasswordSchema } from 'shared/schemas';
import { PasswordStrengthMeter, passwordHint } from '../components/password-strength.js';
import { ROUTE_HEADING_IDS, authBook, translatedHeading } from '../i18n/index.js';
import { StartResetAgain, readResetState } from './reset-flow.js';
import styles from './pages.module.css';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs). The page shows it from the catalogue (ROUTE_HEADING_IDS), in the page's
 * language; catalogue.test.ts checks this English and the catalogue's agree.
 */
export const heading = {
  title: 'Choose a new password',
  description: 'You will be signed out on every device, then sign in with the new password.',
} satisfies PageHeadingProps;

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
  const schema = useMemo(() => newPasswordSchema(t('resetSubmit.mismatch')), [t]);
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
        <PageHeading title={t('resetSubmit.heading.title')} />
        <StartResetAgain missing="reset-code" />
      </>
    );
  }
  return (
    <>
      <PageHeading {...translatedHeading(t, ROUTE_HEADING_IDS['/reset-password/submit'])} />
      <form
        noValidate
        aria-label={t('resetSubmit.heading.title')}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <PasswordInput
          label={t('resetSubmit.newPassword')}
          autoComplete="new-password"
          hint={passwordHint(t)}
          {...field('password')}
          error={errors.password?.message}
        />
        <PasswordStrengthMeter password={password} />
        <PasswordInput
          label={t('resetSubmit.typeAgain')}
          autoComplete="new-password"
          {...field('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? t('resetSubmit.submitting') : t('resetSubmit.submit')}
        </Button>
      </form>
    </>
  );
}
