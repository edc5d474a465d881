import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, PageHeading, authAtom, type Role } from 'shared';
import { selectRole } from 'shared/auth';
import { FormError } from 'shared/forms';
import { selectRoleSchema } from 'shared/schemas';
import styles from './pages.module.css';

const CHOICES: readonly { role: Role; title: string; text: string }[] = [
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
];

export function ChooseRolePage() {
  const navigate = useNavigate();
  const { user } = useAtomValue(authAtom);
  const id = useId();
  const errorId = `${id}-error`;
  const [role, setRole] = useState<Role | null>(user?.role ?? null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
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
        title="How will you use Aboki?"
        documentTitle="Choose your role"
        description="Choose one. It decides which profile you create next."
      />
      {user?.hasProfile ? (
        <p className={styles.notice}>
          Your profile is already set up, so your role stays {user.role === 'AGENT' ? 'Agent' : 'User'}.{' '}
          <Link to={user.role === 'AGENT' ? '/profile/agent-profile' : '/profile/user-profile'}>
            See your profile
          </Link>
        </p>
      ) : null}
      <Card>
        <form noValidate aria-label="Choose your role" onSubmit={(event) => void onSubmit(event)}>
          <FormError message={formError} />
          <fieldset
            className={styles.choices}
            aria-describedby={choiceError ? errorId : undefined}
            aria-invalid={choiceError ? true : undefined}
          >
            <legend className={styles.legend}>I want to…</legend>
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
                    {choice.title}
                  </span>
                  <span id={`${id}-${choice.role}-text`} className={styles.choiceText}>
                    {choice.text}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {choiceError ? (
            <p id={errorId} className={styles.error}>
              {choiceError}
            </p>
          ) : null}
          <Button type="submit" block busy={busy}>
            {busy ? 'Saving…' : 'Continue'}
          </Button>
        </form>
      </Card>
    </>
  );
}
