import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Card, LoadFailed, Select, Spinner, TextInput, languageAtom, useLoad, useT } from 'shared';
import { FormError, PasswordInput, applyFieldErrors } from 'shared/forms';
import { PAYOUT_MESSAGES, resolveBankAccountRequestSchema, type BankAccountView } from 'shared/schemas';
import { fetchBanks, resolveBankAccount, saveBankAccount } from '../api/agent-money.js';
import { abokiBook } from '../i18n/index.js';
import { formatWhen } from './lagos-when.js';
import styles from '../pages/agent-money-page.module.css';

// The payout account on the agent's money page: shown masked, or added and changed through
// Paystack's resolve (issue 26).

export function BankAccountSection({
  account,
  onSaved,
}: {
  account: BankAccountView | null;
  onSaved: (account: BankAccountView) => void;
}) {
  const t = useT(abokiBook);
  const language = useAtomValue(languageAtom);
  const [changing, setChanging] = useState(false);

  return (
    <section aria-labelledby="bank-title">
      <h2 id="bank-title" className={styles.sectionTitle}>
        {t('Bank account')}
      </h2>
      {account && !changing ? (
        <Card>
          <dl className={styles.facts}>
            <div>
              <dt>{t('Bank')}</dt>
              <dd>{account.bankName}</dd>
            </div>
            <div>
              <dt>{t('Account number')}</dt>
              <dd>{account.accountNumberMasked}</dd>
            </div>
            <div>
              <dt>{t('Account name')}</dt>
              <dd>{account.accountName}</dd>
            </div>
          </dl>
          {account.payoutsHeldUntil ? (
            <p className={styles.notice}>
              {t('For your safety, payouts to this account are held until {when}.', {
                when: formatWhen(account.payoutsHeldUntil, language),
              })}
            </p>
          ) : null}
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {t('Change account')}
          </Button>
        </Card>
      ) : (
        <>
          {account ? null : (
            <p>
              {t(
                'Add the bank account we pay your earnings into. Until you do, your earnings wait in your balance.',
              )}
            </p>
          )}
          <BankAccountForm
            replacing={account !== null}
            onSaved={(saved) => {
              setChanging(false);
              onSaved(saved);
            }}
            onCancel={() => setChanging(false)}
          />
        </>
      )}
    </section>
  );
}

type AccountField = 'bankCode' | 'accountNumber' | 'password';

/** Choose the bank, type the number, check whose account it is, then save it (with the password to replace one). */
function BankAccountForm({
  replacing,
  onSaved,
  onCancel,
}: {
  replacing: boolean;
  onSaved: (account: BankAccountView) => void;
  onCancel: () => void;
}) {
  const t = useT(abokiBook);
  const banks = useLoad(() => fetchBanks(), []);
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [accountName, setAccountName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const showFailure = (fields: Readonly<Record<string, string>>, message: string) => {
    const found: Partial<Record<AccountField, string>> = {};
    const applied = applyFieldErrors(fields, ['bankCode', 'accountNumber', 'password'], (name, text) => {
      found[name] = text;
    });
    setErrors(found);
    setFormError(applied ? null : message);
  };

  // Another bank or number is another account: it is checked again.
  const edit = (change: () => void) => {
    change();
    setAccountName(null);
    setFormError(null);
  };

  const check = async () => {
    const body = resolveBankAccountRequestSchema.safeParse({ bankCode, accountNumber });
    if (!body.success) {
      setFormError(null);
      setErrors(Object.fromEntries(body.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    const result = await resolveBankAccount(body.data);
    setBusy(false);
    if (result.ok) setAccountName(result.data.accountName);
    else showFailure(result.error.fields, result.error.message);
  };

  const save = async () => {
    if (replacing && !password) {
      setErrors({ password: PAYOUT_MESSAGES.passwordToChange });
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    const result = await saveBankAccount({
      bankCode,
      accountNumber,
      ...(replacing ? { password } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setPassword('');
      onSaved(result.data.bankAccount);
      return;
    }
    // The name is checked again on a new try: the account may be what failed.
    if (!result.error.fields.password) setAccountName(null);
    showFailure(result.error.fields, result.error.message);
  };

  if (banks.status === 'loading') return <Spinner label={t('Loading the banks…')} />;
  if (banks.status === 'error') {
    return (
      <LoadFailed title={t('The banks did not load')} message={banks.error.message} onRetry={banks.retry} />
    );
  }

  return (
    <form
      noValidate
      aria-label={replacing ? t('Change the bank account') : t('Add a bank account')}
      onSubmit={(event) => {
        event.preventDefault();
        void (accountName === null ? check() : save());
      }}
    >
      <Select
        label={t('Bank')}
        placeholder={t('Choose your bank')}
        options={banks.data.banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        value={bankCode}
        error={errors.bankCode}
        onChange={(event) => edit(() => setBankCode(event.target.value))}
      />
      <TextInput
        label={t('Account number')}
        hint={t('10 digits')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={accountNumber}
        error={errors.accountNumber}
        onChange={(event) => edit(() => setAccountNumber(event.target.value.replace(/\D/g, '')))}
      />
      {replacing ? (
        <PasswordInput
          label={t('Your password')}
          hint={t('Needed to change the account your money is paid into.')}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <FormError message={formError} />
      {accountName === null ? (
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t('Check account')}
          </Button>
          {replacing ? (
            <Button variant="ghost" onClick={onCancel}>
              {t('Keep the current account')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className={styles.notice} role="status">
          <p className={styles.accountName}>{accountName}</p>
          <p>{t('Is this your account?')}</p>
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('Yes, save it')}
            </Button>
            <Button variant="secondary" onClick={() => setAccountName(null)}>
              {t('No, change it')}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
