import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, PageHeading, authAtom, type Role, useT } from 'shared';
import { selectRole } from 'shared/auth';
import { FormError } from 'shared/forms';
import { selectRoleSchema } from 'shared/schemas';
import { onboardingBook, type OnboardingId } from '../i18n/index.js';
import styles from './pages.module.css';

/** The two roles, as catalogue ids of their title and their explanation. */
const CHOICES = [
  { role: 'USER', title: 'chooseRole.user.title', text: 'chooseRole.user.text' },
  { role: 'AGENT', title: 'chooseRole.agent.title', text: 'chooseRole.agent.text' },
] as const satisfies readonly { role: Role; title: OnboardingId; text: OnboardingId }[];

export function ChooseRolePage() {
  const t = useT(onboardingBook);
  const navigate = useNavigate();
  const { user } = useAtomValue(authAtom);
  const id = useId();
  const errorId = `${id}-error`;
  const [role, setRole] = useState<Role | null>(user?.role ?? null);
  // Kept as its id, so a change of language also changes a message already shown.
  const [choiceError, setChoiceError] = useState<OnboardingId | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = selectRoleSchema.safeParse({ role });
    if (!checked.success) {
      setChoiceError('chooseRole.required');
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
        title={t('chooseRole.heading.title')}
        documentTitle={t('chooseRole.heading.documentTitle')}
        description={t('chooseRole.heading.description')}
      />
      {user?.hasProfile ? (
        <p className={styles.notice}>
          {t(user.role === 'AGENT' ? 'chooseRole.lockedAgent' : 'chooseRole.lockedUser')}{' '}
          <Link to={user.role === 'AGENT' ? '/profile/agent-profile' : '/profile/user-profile'}>
            {t('common.seeProfile')}
          </Link>
        </p>
      ) : null}
      <Card>
        <form
          noValidate
          aria-label={t('chooseRole.heading.documentTitle')}
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormError message={formError} />
          <fieldset
            className={styles.choices}
            aria-describedby={choiceError ? errorId : undefined}
            aria-invalid={choiceError ? true : undefined}
          >
            <legend className={styles.legend}>{t('chooseRole.legend')}</legend>
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
            {busy ? t('common.saving') : t('chooseRole.submit')}
          </Button>
        </form>
      </Card>
    </>
  );
}
