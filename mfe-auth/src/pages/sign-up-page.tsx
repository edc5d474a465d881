import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, PageHeading, TextInput, useT, type PageHeadingProps } from 'shared';
import { register, safeNextPath, signInPath } from 'shared/auth';
import { FormError, PasswordInput, applyFieldErrors } from 'shared/forms';
import { registerSchema, type RegisterInput, type Registration } from 'shared/schemas';
import { PasswordStrengthMeter, passwordHint } from '../components/password-strength.js';
import { ROUTE_HEADING_IDS, authBook, translatedHeading } from '../i18n/index.js';
import type { OtpPageState } from './otp-page.js';
import styles from './pages.module.css';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs). The page shows it from the catalogue (ROUTE_HEADING_IDS), in the page's
 * language; catalogue.test.ts checks this English and the catalogue's agree.
 */
export const heading = {
  title: 'Create your Aboki account',
  documentTitle: 'Sign up',
  description:
    'Book trusted help, or manage Abokis as an agent. We will email you a code to confirm it is you.',
} satisfies PageHeadingProps;

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
      <PageHeading {...translatedHeading(t, ROUTE_HEADING_IDS['/sign-up'])} />
      <form
        noValidate
        aria-label={t('signUp.heading.documentTitle')}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormError message={formError} />
        <TextInput
          label={t('signUp.name')}
          autoComplete="name"
          {...field('name')}
          error={errors.name?.message}
        />
        <TextInput
          label={t('common.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          hint={t('signUp.emailHint')}
          {...field('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label={t('common.password')}
          autoComplete="new-password"
          hint={passwordHint(t)}
          {...field('password')}
          error={errors.password?.message}
        />
        <PasswordStrengthMeter password={password} />
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
      <p className={styles.after}>
        {t('signUp.haveAccount')} <Link to={next ? signInPath(next) : '/sign-in'}>{t('common.signIn')}</Link>
      </p>
    </>
  );
}
