import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LoadMoreButton } from './load-more-button.js';
import { useLoadMore } from './use-load-more.js';
import type { LoadResult } from './use-load.js';

interface Page {
  rows: string[];
  nextCursor: string | null;
}
type Answer = LoadResult<Page>;

function List({ nextPage }: { nextPage: (cursor: string) => Promise<Answer> }) {
  const [shown, setShown] = useState<Page>({ rows: ['a', 'b'], nextCursor: 'c1' });
  const more = useLoadMore({
    nextPage,
    join: (list: Page, page: Page) => ({ rows: [...list.rows, ...page.rows], nextCursor: page.nextCursor }),
    put: setShown,
  });
  return (
    <>
      <ul aria-label="Rows">
        {shown.rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <LoadMoreButton more={more} shown={shown}>
        Load more
      </LoadMoreButton>
    </>
  );
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useLoadMore and LoadMoreButton', () => {
  it('ask for the page after the cursor once, however often it is pressed, and join it', async () => {
    let answer: (result: Answer) => void = () => {};
    const nextPage = jest.fn((_cursor: string) => new Promise<Answer>((resolve) => (answer = resolve)));
    render(<List nextPage={nextPage} />);

    const button = screen.getByRole('button', { name: 'Load more' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(nextPage.mock.calls).toEqual([['c1', { rows: ['a', 'b'], nextCursor: 'c1' }]]);

    await act(async () => answer({ ok: true, data: { rows: ['c'], nextCursor: null } }));
    expect(rows()).toEqual(['a', 'b', 'c']);
    // The last page: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keep the list and say why when a page fails; the next try clears it', async () => {
    const nextPage = jest
      .fn<(cursor: string) => Promise<Answer>>()
      .mockResolvedValueOnce({ ok: false, error: { message: 'You are offline. Check your connection.' } })
      .mockResolvedValueOnce({ ok: true, data: { rows: ['c'], nextCursor: 'c2' } });
    render(<List nextPage={nextPage} />);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline. Check your connection.');
    expect(rows()).toEqual(['a', 'b']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('c')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(nextPage.mock.calls.map(([cursor]) => cursor)).toEqual(['c1', 'c1']);
  });
});
