import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, PageHeading, type PageHeadingProps } from 'shared';
import { resetPassword } from 'shared/auth';
import { PasswordInput, applyFieldErrors } from 'shared/forms';
import { currentPasswordSchema, resetPasswordSchema } from 'shared/schemas';
import { PASSWORD_HINT, PasswordStrengthMeter } from '../components/password-strength.js';
import { StartResetAgain, readResetState } from './reset-flow.js';
import styles from './pages.module.css';

/** The page's heading, also painted in its skeleton before its code arrives (scripts/build-info.mjs). */
export const heading = {
  title: 'Choose a new password',
  description: 'You will be signed out on every device, then sign in with the new password.',
} satisfies PageHeadingProps;

/** The API's password rules, and the same password typed twice. */
const newPasswordSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: currentPasswordSchema })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match',
  });

interface NewPassword {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordSubmitPage() {
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
    resolver: zodResolver(newPasswordSchema),
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
        <PageHeading title={heading.title} />
        <StartResetAgain what="your reset code" />
      </>
    );
  }
  return (
    <>
      <PageHeading {...heading} />
      <form
        noValidate
        aria-label="Choose a new password"
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...field('password')}
          error={errors.password?.message}
        />
        <PasswordStrengthMeter password={password} />
        <PasswordInput
          label="Type it again"
          autoComplete="new-password"
          {...field('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
    </>
  );
}
