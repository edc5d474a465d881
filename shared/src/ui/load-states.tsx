import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.js';
import { EmptyState } from './empty-state.js';
import { Spinner } from './spinner.js';
import type { Load, LoadFailure } from './use-load.js';
import { useSay } from '../i18n/said-book.js';
import { useT } from '../i18n/language-atom.js';
import { kitBook } from './i18n/index.js';

export interface LoadFailedProps {
  /** What did not load, e.g. "We could not load your requests". */
  title: string;
  /** Why: the server's words, or the browser's when it could not reach it. */
  message: string;
  onRetry: () => void;
  retryVariant?: ButtonVariant;
  /** Heading level inside the page (h2 by default). */
  headingLevel?: 2 | 3;
}

/** A load that failed: announced, with why, and "Try again". */
export function LoadFailed({ title, message, onRetry, retryVariant, headingLevel }: LoadFailedProps) {
  const t = useT(kitBook);
  const say = useSay();
  return (
    <EmptyState
      role="alert"
      headingLevel={headingLevel}
      title={title}
      description={say(message)}
      action={
        <Button variant={retryVariant} onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
    />
  );
}

export interface LoadedProps<T, E extends LoadFailure> {
  /** What `useLoad` answered. */
  load: Load<T, E>;
  /** The spinner's text, e.g. "Loading your requests…". */
  loadingLabel: string;
  /** The failure's heading, e.g. "We could not load your requests". */
  errorTitle: string;
  retryVariant?: ButtonVariant;
  /** What to show once the data is here. */
  children: (data: T) => ReactNode;
}

/** A spinner while `load` runs, the failure with "Try again" when it failed, else the data. */
export function Loaded<T, E extends LoadFailure>({
  load,
  loadingLabel,
  errorTitle,
  retryVariant,
  children,
}: LoadedProps<T, E>) {
  if (load.status === 'loading') return <Spinner label={loadingLabel} />;
  if (load.status === 'error') {
    return (
      <LoadFailed
        title={errorTitle}
        message={load.error.message}
        onRetry={load.retry}
        retryVariant={retryVariant}
      />
    );
  }
  return <>{children(load.data)}</>;
}
