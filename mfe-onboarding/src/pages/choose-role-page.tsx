import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, PageHeading, authAtom, type Role, useT } from 'shared';
import { selectRole } from 'shared/auth';
import { FormError } from 'shared/forms';
import { selectRoleSchema } from 'shared/schemas';
import { onboardingBook, type OnboardingText } from '../i18n/index.js';
import styles from './pages.module.css';

/** The two roles, as catalogue ids of their title and their explanation. */
const CHOICES = [
  {
    role: 'USER',
    title: 'I need help',
    text: 'Book an Aboki for cleaning, repairs, errands and more, and pay cash or by card when the job is done.',
  },
  {
    role: 'AGENT',
    title: 'I manage Abokis',
    text: 'Sign up the helpers you know, set their services and prices, and accept the jobs Users book for them.',
  },
] as const satisfies readonly { role: Role; title: OnboardingText; text: OnboardingText }[];

export function ChooseRolePage() {
  const t = useT(onboardingBook);
  const navigate = useNavigate();
  const { user } = useAtomValue(authAtom);
  const id = useId();
  const errorId = `${id}-error`;
  const [role, setRole] = useState<Role | null>(user?.role ?? null);
  // Kept as its id, so a change of language also changes a message already shown.
  const [choiceError, setChoiceError] = useState<OnboardingText | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = selectRoleSchema.safeParse({ role });
    if (!checked.success) {
      setChoiceError('Choose how you will use Aboki');
      return;
    }
    setChoiceError(null);
    setBusy(true);
    const result = await selectRole(checked.data.role);
    setBusy(false);
    if (!result.ok) {
      setFormError(result.error.message);
      return;
    }
    void navigate(`/select-services/${checked.data.role === 'AGENT' ? 'agent' : 'user'}-profile`);
  }

  return (
    <>
      <PageHeading
        title={t('How will you use Aboki?')}
        documentTitle={t('Choose your role')}
        description={t('Choose one. It decides which profile you create next.')}
      />
      {user?.hasProfile ? (
        <p className={styles.notice}>
          {t(
            user.role === 'AGENT'
              ? 'Your profile is already set up, so your role stays Agent.'
              : 'Your profile is already set up, so your role stays User.',
          )}{' '}
          <Link to={user.role === 'AGENT' ? '/profile/agent-profile' : '/profile/user-profile'}>
            {t('See your profile')}
          </Link>
        </p>
      ) : null}
      <Card>
        <form noValidate aria-label={t('Choose your role')} onSubmit={(event) => void onSubmit(event)}>
          <FormError message={formError} />
          <fieldset
            className={styles.choices}
            aria-describedby={choiceError ? errorId : undefined}
            aria-invalid={choiceError ? true : undefined}
          >
            <legend className={styles.legend}>{t('I want to…')}</legend>
            {CHOICES.map((choice) => (
              <label key={choice.role} className={styles.choice}>
                <input
                  type="radio"
                  name="role"
                  value={choice.role}
                  checked={role === choice.role}
                  aria-labelledby={`${id}-${choice.role}-title`}
                  aria-describedby={`${id}-${choice.role}-text`}
                  onChange={() => {
                    setRole(choice.role);
                    setChoiceError(null);
                  }}
                />
                <span>
                  <span id={`${id}-${choice.role}-title`} className={styles.choiceTitle}>
                    {t(choice.title)}
                  </span>
                  <span id={`${id}-${choice.role}-text`} className={styles.choiceText}>
                    {t(choice.text)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {choiceError ? (
            <p id={errorId} className={styles.error}>
              {t(choiceError)}
            </p>
          ) : null}
          <Button type="submit" block busy={busy}>
            {busy ? t('Saving…') : t('Continue')}
          </Button>
        </form>
      </Card>
    </>
  );
}
