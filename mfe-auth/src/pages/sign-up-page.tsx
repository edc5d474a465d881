import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageHeading, TextInput, type PageHeadingProps } from 'shared';
import { register, safeNextPath, signInPath } from 'shared/auth';
import { FormError, PasswordInput, applyFieldErrors } from 'shared/forms';
import { registerSchema, type RegisterInput, type Registration } from 'shared/schemas';
import { PASSWORD_HINT, PasswordStrengthMeter } from '../components/password-strength.js';
import type { OtpPageState } from './otp-page.js';
import styles from './pages.module.css';

/** The page's heading, also painted in its skeleton before its code arrives (scripts/build-info.mjs). */
export const heading = {
  title: 'Create your Aboki account',
  documentTitle: 'Sign up',
  description:
    'Book trusted help, or manage Abokis as an agent. We will email you a code to confirm it is you.',
} satisfies PageHeadingProps;

const FIELDS = ['name', 'email', 'password'] as const;

export function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, Registration>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
    mode: 'onTouched',
  });

  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await register(values);
    if (!result.ok) {
      // The API's reasons (e.g. a common password) go beside their field; the rest above the form.
      const onFields = applyFieldErrors(result.error.fields, FIELDS, (name, message) =>
        setError(name, { message }),
      );
      if (!onFields) setFormError(result.error.message);
      return;
    }
    const state: OtpPageState = { email: result.data.email, next };
    void navigate('/otp', { state });
  });

  return (
    <>
      <PageHeading {...heading} />
      <form
        noValidate
        aria-label="Sign up"
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormError message={formError} />
        <TextInput label="Your name" autoComplete="name" {...field('name')} error={errors.name?.message} />
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          hint="We send your code here."
          {...field('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...field('password')}
          error={errors.password?.message}
        />
        <PasswordStrengthMeter password={password} />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <p className={styles.after}>
        Already have an account? <Link to={next ? signInPath(next) : '/sign-in'}>Sign in</Link>
      </p>
    </>
  );
}
