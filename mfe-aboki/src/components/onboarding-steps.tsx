import { useCallback, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, LoadFailed, Spinner, buttonClass, useLoad, useT } from 'shared';
import type { AbokiOwnerView } from 'shared/schemas';
import { fetchAboki } from '../api/abokis.js';
import { abokiBook, type AbokiText } from '../i18n/index.js';
import styles from './components.module.css';

/** The five onboarding steps (spec §2), in order, each named by its catalogue id. */
export const STEPS = [
  { path: '/aboki', name: 'Profile' },
  { path: '/aboki/profile-details', name: 'Details, ID and photo' },
  { path: '/aboki/select-services', name: 'Services and prices' },
  { path: '/aboki/services-available', name: 'Hours and areas' },
  { path: '/aboki/services-success', name: 'Review and publish' },
] as const satisfies readonly { path: string; name: AbokiText }[];

export type StepNumber = 1 | 2 | 3 | 4 | 5;

/** A step's address for one draft: the id travels in the URL, so a reload or a new tab resumes it. */
export function stepPath(step: StepNumber, id?: string | null): string {
  const { path } = STEPS[step - 1]!;
  return id ? `${path}?${new URLSearchParams({ id })}` : path;
}

type Missing = AbokiOwnerView['missing'][number];

/** Which step completes each thing publishing still needs. */
const STEP_OF_MISSING: Record<string, StepNumber> = {
  identity: 2,
  guarantor: 2,
  photo: 2,
  services: 3,
  weeklyHours: 4,
};

/** The first step with something missing, or the review step when nothing is. */
export function firstMissingStep(missing: readonly Missing[]): StepNumber {
  const steps = missing.map((item) => STEP_OF_MISSING[item] ?? 5);
  return steps.length ? (Math.min(...steps) as StepNumber) : 5;
}

/** What publishing still needs, as the agent reads it: catalogue ids. */
export const MISSING_LABELS: Record<string, AbokiText> = {
  services: 'at least one service with a price',
  weeklyHours: 'weekly working hours',
  identity: 'an ID type and number',
  guarantor: 'a guarantor',
  photo: 'a photo',
};

/** What publishing still needs, in the page's language: "a guarantor, a photo". */
export function missingText(t: (id: AbokiText) => string, missing: readonly string[]): string {
  return missing.map((item) => (MISSING_LABELS[item] ? t(MISSING_LABELS[item]) : item)).join(', ');
}

/** "Step 2 of 5" and the steps as a list, the current one marked. */
export function StepIndicator({ step }: { step: StepNumber }) {
  const t = useT(abokiBook);
  return (
    <nav aria-label={t('Onboarding steps')} className={styles.steps}>
      <p className={styles.stepCount}>
        {t('Step {step} of {total}: {name}', { step, total: STEPS.length, name: t(STEPS[step - 1]!.name) })}
      </p>
      <ol className={styles.stepList}>
        {STEPS.map((item, index) => (
          <li
            key={item.path}
            className={index + 1 === step ? styles.stepCurrent : index + 1 < step ? styles.stepDone : ''}
            aria-current={index + 1 === step ? 'step' : undefined}
          >
            <span className={styles.visuallyHidden}>{t(item.name)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Back (to the previous step of the same draft) and the form's submit button. With unsaved
 * changes, Back asks first: nothing typed is lost by a mistaken tap.
 */
export function StepActions({
  step,
  id,
  busy,
  dirty = false,
  submitLabel,
  busyLabel,
}: {
  step: StepNumber;
  id: string | null;
  busy: boolean;
  dirty?: boolean;
  submitLabel?: string;
  busyLabel?: string;
}) {
  const t = useT(abokiBook);
  return (
    <div className={styles.stepActions}>
      {step > 1 ? (
        <Link
          to={stepPath((step - 1) as StepNumber, id)}
          className={buttonClass('secondary')}
          onClick={(event) => {
            if (dirty && !window.confirm(t('Go back without saving the changes on this step?')))
              event.preventDefault();
          }}
        >
          {t('Back')}
        </Link>
      ) : null}
      <Button type="submit" busy={busy}>
        {busy ? (busyLabel ?? t('Saving…')) : (submitLabel ?? t('Save & continue'))}
      </Button>
    </div>
  );
}

export type DraftState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: string; notFound: boolean }
  | { status: 'ready'; aboki: AbokiOwnerView };

/** The draft named by `?id=`, loaded from the server (the one place it lives), with a retry. */
export function useAbokiDraft() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // A signed-in call: a stale answer (another id, or the page left) is dropped, not aborted, as an
  // aborted call would raise an error toast for nothing.
  const draft = useLoad(() => fetchAboki(id ?? ''), [id], { enabled: Boolean(id) });

  const state: DraftState = !id
    ? { status: 'none' }
    : draft.status === 'ready'
      ? { status: 'ready', aboki: draft.data.aboki }
      : draft.status === 'error'
        ? { status: 'error', message: draft.error.message, notFound: draft.error.status === 404 }
        : { status: 'loading' };
  const { retry, setData } = draft;
  const replace = useCallback((aboki: AbokiOwnerView) => setData({ aboki }), [setData]);
  return { id, state, retry, replace };
}

/**
 * Shows a later step's form once its draft has loaded; until then a spinner, and when there is no
 * draft to show, the way back to step 1 or the dashboard.
 */
export function DraftGate({
  draft,
  children,
}: {
  draft: ReturnType<typeof useAbokiDraft>;
  children: (aboki: AbokiOwnerView) => ReactNode;
}) {
  const t = useT(abokiBook);
  const { state, retry } = draft;
  if (state.status === 'none' || (state.status === 'error' && state.notFound)) {
    return (
      <EmptyState
        title={state.status === 'none' ? t('Which Aboki?') : t('We could not find this Aboki')}
        description={t('Start a new Aboki’s profile, or finish one from your dashboard.')}
        action={
          <div className={styles.inlineActions}>
            <Link to="/aboki" className={buttonClass('primary')}>
              {t('Start a new Aboki')}
            </Link>
            <Link to="/profile/agent-dashboard" className={buttonClass('secondary')}>
              {t('Your dashboard')}
            </Link>
          </div>
        }
      />
    );
  }
  if (state.status === 'loading') return <Spinner label={t('Loading the Aboki’s profile…')} />;
  if (state.status === 'error') {
    return (
      <LoadFailed title={t('The Aboki’s profile did not load')} message={state.message} onRetry={retry} />
    );
  }
  return <>{children(state.aboki)}</>;
}
