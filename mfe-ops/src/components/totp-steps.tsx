import { useState } from 'react';
import { Button, Card, PageHeading, useT } from 'shared';
import { FormError, OtpInput, applyFieldErrors } from 'shared/forms';
import { OPS_MESSAGES, totpCodeRequestSchema, type TotpEnrolment } from 'shared/schemas';
import { enrolTotp, verifyTotp } from '../api/ops.js';
import { opsBook } from '../i18n/index.js';
import { groupsOfFour } from './words.js';
import styles from './components.module.css';

/**
 * A staff member without an authenticator app: why, then the secret to add (typed in, or opened in
 * the app from the otpauth link; no QR library for one screen), then its first code, which unlocks.
 */
export function EnrolStep() {
  const t = useT(opsBook);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set up already (409): the code is all that is left to ask for.
  const [enrolled, setEnrolled] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    const result = await enrolTotp();
    setBusy(false);
    if (result.ok) setEnrolment(result.data.enrolment);
    else {
      setError(result.error.message);
      if (result.error.status === 409) setEnrolled(true);
    }
  };

  return (
    <section className={styles.step}>
      <PageHeading
        title={t('Set up your authenticator app')}
        description={t(
          'Staff must use an authenticator app such as Google Authenticator, Microsoft Authenticator or Aegis.',
        )}
      />
      <p>
        {t(
          'The console asks for a code from the app each time you open it, and again every 12 hours. A password alone is not enough for these tools.',
        )}
      </p>
      {enrolment ? (
        <>
          <Card as="section" aria-labelledby="secret-title">
            <h2 id="secret-title" className={styles.stepTitle}>
              {t('1. Add Aboki to your app')}
            </h2>
            <p>{t('Open the link on this device, or type this key into the app by hand:')}</p>
            <p>
              <code className={styles.secret} aria-label={t('Key for your authenticator app')}>
                {groupsOfFour(enrolment.secret)}
              </code>
            </p>
            <p>
              <a href={enrolment.otpauthUrl}>{t('Open in authenticator app')}</a>
            </p>
            <p className={styles.muted}>{t('The key is shown only this once. Do not share it.')}</p>
          </Card>
          <h2 className={styles.stepTitle}>{t('2. Enter the code it shows')}</h2>
          <CodeForm submitLabel={t('Confirm and open the console')} />
        </>
      ) : enrolled ? (
        <>
          <FormError message={error} />
          <CodeForm submitLabel={t('Open the console')} />
        </>
      ) : (
        <>
          <FormError message={error} />
          <Button busy={busy} onClick={() => void start()}>
            {t('Set up authenticator app')}
          </Button>
        </>
      )}
    </section>
  );
}

/** An enrolled staff member whose session is locked: just the code. */
export function CodeStep() {
  const t = useT(opsBook);
  return (
    <section className={styles.step}>
      <PageHeading
        title={t('Enter the code from your authenticator app')}
        description={t('The console opens for 12 hours once you enter it.')}
      />
      <CodeForm submitLabel={t('Open the console')} />
    </section>
  );
}

/** The 6-digit code → POST /api/v1/ops/totp/verify; the gate opens the console when the answer unlocks. */
function CodeForm({ submitLabel }: { submitLabel: string }) {
  const t = useT(opsBook);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const body = totpCodeRequestSchema.safeParse({ code });
    if (!body.success) {
      setFieldError(OPS_MESSAGES.enterCode);
      setFormError(null);
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    setBusy(true);
    const result = await verifyTotp(body.data.code);
    setBusy(false);
    if (result.ok) return;
    setCode('');
    const applied = applyFieldErrors(result.error.fields, ['code'], (_name, message) =>
      setFieldError(message),
    );
    if (!applied) setFormError(result.error.message);
  };

  return (
    <form
      noValidate
      aria-label={t('Authenticator code')}
      className={styles.codeForm}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <OtpInput
        label={t('6-digit code')}
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormError message={formError} />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
