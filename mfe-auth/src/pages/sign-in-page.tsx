import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  PLACEHOLDER_TOKENS,
  PageHeading,
  TextInput,
  authAtom,
  type PageHeadingProps,
  type User,
  useT,
  rich,
  translatedHeading,
} from 'shared';
import { forgetPersistentName, homePathFor, login, persistentName, safeNextPath } from 'shared/auth';
import { FormError, OtpInput, PasswordInput, applyFieldErrors } from 'shared/forms';
import { loginSchema, type Credentials, type LoginInput } from 'shared/schemas';
import { ResendCode } from '../components/resend-code.js';
import { authBook } from '../i18n/index.js';
import type { OtpPageState } from './otp-page.js';
import styles from './pages.module.css';

/**
 * The page's heading in English, also painted in its skeleton before its code arrives
 * (scripts/build-info.mjs, with its translations from the catalogues). The page shows it in the
 * page's language.
 */
export const heading = {
  title: 'Sign in',
  description: 'Sign in to Aboki with your email and password.',
} as const satisfies PageHeadingProps;

export function SignInPage() {
  const t = useT(authBook);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const { token, user } = useAtomValue(authAtom);
  // Kept across sign-out (user_persistent_name), for a friendlier return.
  const [returningName, setReturningName] = useState(() => persistentName());
  const [formError, setFormError] = useState<string | null>(null);
  // The server's words when it asks for the emailed code too (after many wrong passwords for the account).
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, Credentials>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const continueAs = (account: User) => void navigate(next ?? homePathFor(account), { replace: true });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await login(values);
    if (result.ok) {
      continueAs(result.data);
      return;
    }
    if (result.error.code === 'SIGN_IN_CODE_REQUIRED') {
      // The password now goes with the code emailed to the account's owner; the form asks for it.
      setCodeAsked(result.error.message);
      return;
    }
    if (result.error.code === 'EMAIL_NOT_VERIFIED') {
      // The server has just emailed a fresh code: confirm the email, then carry on.
      const state: OtpPageState = { email: values.email, next };
      void navigate('/otp', { state });
      return;
    }
    if (
      !applyFieldErrors(result.error.fields, ['email', 'password', 'code'], (name, message) =>
        setError(name, { message }),
      )
    ) {
      setFormError(result.error.message);
    }
  });

  /** Asking again without the code is what sends a new one; that answer means it went. */
  async function resendSignInCode() {
    if (!(await trigger(['email', 'password']))) return null;
    const result = await login({ email: getValues('email'), password: getValues('password') });
    if (result.ok) {
      continueAs(result.data);
      return null;
    }
    return result.error.code === 'SIGN_IN_CODE_REQUIRED' ? { ok: true as const, data: null } : result;
  }

  const awaitingCode = token === PLACEHOLDER_TOKENS.pendingVerification && user;
  return (
    <>
      <PageHeading
        {...translatedHeading(t, heading)}
        {...(returningName
          ? {
              description: t('Welcome back, {name}. Sign in with your email and password.', {
                name: returningName,
              }),
            }
          : {})}
      />
      {returningName ? (
        <p className={styles.notice}>
          {t('Not {name}?', { name: returningName })}{' '}
          <Button
            variant="ghost"
            onClick={() => {
              forgetPersistentName();
              setReturningName(null);
            }}
          >
            {t('Forget this name on this phone')}
          </Button>
        </p>
      ) : null}
      {awaitingCode ? (
        <p className={styles.notice}>
          {rich(t, 'Still confirming {email}?', {
            email: <span className={styles.email}>{user.email}</span>,
          })}{' '}
          <Link to="/otp">{t('Enter your code')}</Link>
        </p>
      ) : null}
      <form
        noValidate
        aria-label={t('Sign in')}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormError message={formError} />
        <TextInput
          label={t('Email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          {...field('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label={t('Password')}
          autoComplete="current-password"
          {...field('password')}
          error={errors.password?.message}
        />
        <p className={styles.forgot}>
          <Link to="/reset-password">{t('Forgot password?')}</Link>
        </p>
        {codeAsked ? (
          <>
            <p className={styles.notice} role="status">
              {codeAsked}
            </p>
            <OtpInput
              label={t('Sign-in code from the email')}
              {...field('code')}
              error={errors.code?.message}
              autoFocus
            />
          </>
        ) : null}
        <Button type="submit" block busy={isSubmitting}>
          {isSubmitting ? t('Signing in…') : t('Sign in')}
        </Button>
      </form>
      {codeAsked ? <ResendCode onResend={resendSignInCode} /> : null}
      <p className={styles.after}>
        {t('New to Aboki?')}{' '}
        <Link to={next ? `/sign-up?${new URLSearchParams({ next })}` : '/sign-up'}>
          {t('Create an account')}
        </Link>
      </p>
    </>
  );
}
