import type { ReactNode } from 'react';
import { Button } from './button.js';
import { FormError } from './form-error.js';
import type { LoadMore } from './use-load-more.js';

export interface LoadMoreButtonProps<T extends { nextCursor: string | null }> {
  more: LoadMore<T>;
  /** The list on screen: the button shows while it has a next page. */
  shown: T;
  /** The button's words, e.g. "Load more". */
  children: ReactNode;
  block?: boolean;
}

/** A paged list's "Load more": why the last page failed, if it did, and the button while there is more. */
export function LoadMoreButton<T extends { nextCursor: string | null }>({
  more,
  shown,
  children,
  block,
}: LoadMoreButtonProps<T>) {
  return (
    <>
      <FormError message={more.error} />
      {shown.nextCursor ? (
        <Button variant="secondary" block={block} busy={more.busy} onClick={() => more.loadMore(shown)}>
          {children}
        </Button>
      ) : null}
    </>
  );
}
