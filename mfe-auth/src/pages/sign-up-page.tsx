import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageHeading, TextInput, useT, type PageHeadingProps, translatedHeading } from 'shared';
import { register, safeNextPath, signInPath } from 'shared/auth';
import { FormError, PasswordInput, applyFieldErrors } from 'shared/forms';
import { registerSchema, type RegisterInput, type Registration } from 'shared/schemas';
import { PasswordStrengthMeter, passwordHint } from '../components/password-strength.js';
import { authBook } from '../i18n/index.js';
import type { OtpPageState } from './otp-page.js';
import styles from './pages.module.css';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Create your Aboki account',
  documentTitle: 'Sign up',
  description:
    'Book trusted help, or manage Abokis as an agent. We will email you a code to confirm it is you.',
} as const satisfies PageHeadingProps;

const FIELDS = ['name', 'email', 'password'] as const;

export function SignUpPage() {
  const t = useT(authBook);
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
      <PageHeading {...translatedHeading(t, heading)} />
      <form
        noValidate
        aria-label={t('Sign up')}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormError message={formError} />
        <TextInput
          label={t('Your name')}
          autoComplete="name"
          {...field('name')}
          error={errors.name?.message}
        />
        <TextInput
          label={t('Email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          hint={t('We send your code here.')}
          {...field('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label={t('Password')}
          autoComplete="new-password"
          hint={passwordHint(t)}
          {...field('password')}
          error={errors.password?.message}
        />
        <PasswordStrengthMeter password={password} />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? t('Creating your account…') : t('Create account')}
        </Button>
      </form>
      <p className={styles.after}>
        {t('Already have an account?')} <Link to={next ? signInPath(next) : '/sign-in'}>{t('Sign in')}</Link>
      </p>
    </>
  );
}
