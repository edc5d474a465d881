import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button, PageHeading, TextInput, type PageHeadingProps } from 'shared';
import { forgotPassword } from 'shared/auth';
import { applyFieldErrors } from 'shared/forms';
import { forgotPasswordSchema } from 'shared/schemas';
import type { ResetFlowState } from './reset-flow.js';
import styles from './pages.module.css';

/** The page's heading, also painted in its skeleton before its code arrives (scripts/build-info.mjs). */
export const heading = {
  title: 'Reset your password',
  description:
    'Enter the email you signed up with. We will send you a 6-digit code to choose a new password.',
} satisfies PageHeadingProps;

export function ResetPasswordPage() {
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
      <PageHeading {...heading} />
      <form
        noValidate
        aria-label="Reset your password"
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          {...field('email')}
          error={errors.email?.message}
        />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send code'}
        </Button>
      </form>
      <p className={styles.after}>
        Remembered it? <Link to="/sign-in">Sign in</Link>
      </p>
    </>
  );
}
