import { jest } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buttonClass } from './button.js';
import { LoadFailed, Loaded } from './load-states.js';
import { useLoad, type LoadResult } from './use-load.js';

interface Failure {
  message: string;
  status: number;
}
type Answer = LoadResult<string, Failure>;

/** Loads whose answers the test gives, in any order, and the signals each was handed. */
function controlledLoads() {
  const pending: { resolve: (answer: Answer) => void; signal: AbortSignal; args: unknown[] }[] = [];
  const load = jest.fn((signal: AbortSignal, ...args: unknown[]) => {
    return new Promise<Answer>((resolve) => pending.push({ resolve, signal, args }));
  });
  /** Answers the `index`th load (in the order they started). */
  const answer = async (index: number, result: Answer) => {
    await act(async () => pending[index]!.resolve(result));
  };
  return { load, pending, answer };
}

const ok = (data: string): Answer => ({ ok: true, data });
const failed = (message: string, status = 500): Answer => ({ ok: false, error: { message, status } });

function Page({
  load,
  id = 'a',
}: {
  load: (signal: AbortSignal, id: string) => Promise<Answer>;
  id?: string;
}) {
  const state = useLoad((signal) => load(signal, id), [id]);
  return (
    <Loaded load={state} loadingLabel="Loading the thing…" errorTitle="The thing did not load">
      {(data) => <p>Data: {data}</p>}
    </Loaded>
  );
}

describe('useLoad with Loaded', () => {
  it('shows the spinner while loading, then the data', async () => {
    const { load, answer } = controlledLoads();
    render(<Page load={load} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
    await answer(0, ok('ready'));

    expect(screen.getByText('Data: ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('announces the failure with its message, and "Try again" shows loading and loads again', async () => {
    const { load, answer } = controlledLoads();
    render(<Page load={load} />);
    await answer(0, failed('Could not reach Aboki.'));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not reach Aboki.');
    expect(screen.getByRole('heading', { level: 2, name: 'The thing did not load' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
    expect(load).toHaveBeenCalledTimes(2);

    await answer(1, ok('second time'));
    expect(screen.getByText('Data: second time')).toBeInTheDocument();
  });

  it('shows loading for new deps at once, and drops the old answer when it arrives late', async () => {
    const { load, pending, answer } = controlledLoads();
    const { rerender } = render(<Page load={load} id="a" />);
    await answer(0, ok('for a'));

    rerender(<Page load={load} id="b" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
    expect(screen.queryByText('Data: for a')).not.toBeInTheDocument();

    rerender(<Page load={load} id="c" />);
    expect(pending.map((call) => call.args[0])).toEqual(['a', 'b', 'c']);
    expect(pending[1]!.signal.aborted).toBe(true);
    expect(pending[2]!.signal.aborted).toBe(false);

    await answer(2, ok('for c'));
    await answer(1, ok('for b, too late'));
    expect(screen.getByText('Data: for c')).toBeInTheDocument();
    expect(screen.queryByText('Data: for b, too late')).not.toBeInTheDocument();
  });

  it('aborts the signal of a load whose component left, and drops its answer quietly', async () => {
    const { load, pending, answer } = controlledLoads();
    const { unmount } = render(<Page load={load} />);

    unmount();
    expect(pending[0]!.signal.aborted).toBe(true);
    await answer(0, ok('nobody is looking'));
  });

  it('drops the answer of a load a retry replaced', async () => {
    const { load, answer } = controlledLoads();
    const { result } = renderHook(() => useLoad(load, []));

    act(() => result.current.retry());
    await answer(1, ok('newer'));
    await answer(0, ok('older'));

    expect(result.current).toMatchObject({ status: 'ready', data: 'newer' });
  });

  it('does not load again when only the load function is new', () => {
    const { load } = controlledLoads();
    const { rerender } = renderHook(() => useLoad((signal) => load(signal), ['same']));

    rerender();
    rerender();

    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useLoad controls and options', () => {
  it('refresh keeps the data on screen until the answer, and shows a failure by default', async () => {
    const { load, answer } = controlledLoads();
    const { result } = renderHook(() => useLoad(load, []));
    await answer(0, ok('first'));

    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    await answer(1, ok('fresher'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'fresher' });

    act(() => result.current.refresh());
    await answer(2, failed('Server trouble'));
    expect(result.current).toMatchObject({ status: 'error', error: { message: 'Server trouble' } });
  });

  it('keeps the data after a failed refresh when keepDataOnError says so, and only then', async () => {
    const { load, answer } = controlledLoads();
    const { result } = renderHook(() =>
      useLoad(load, [], { keepDataOnError: (error) => error.status !== 404 }),
    );
    await answer(0, ok('shown'));

    act(() => result.current.refresh());
    await answer(1, failed('Server trouble'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'shown' });

    act(() => result.current.refresh());
    await answer(2, failed('Gone', 404));
    expect(result.current).toMatchObject({ status: 'error', error: { message: 'Gone', status: 404 } });
  });

  it('shows initial data without loading, and loads on retry', async () => {
    const { load, answer } = controlledLoads();
    const { result } = renderHook(() => useLoad(load, ['x'], { initialData: 'handed over' }));

    expect(result.current).toMatchObject({ status: 'ready', data: 'handed over' });
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await answer(0, ok('from the server'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'from the server' });
  });

  it('skips only the first load for initial data: deps that come back to it load again', async () => {
    const { load, answer } = controlledLoads();
    const { result, rerender } = renderHook(
      ({ id }) => useLoad((signal) => load(signal, id), [id], { initialData: 'handed over' }),
      { initialProps: { id: 'a' } },
    );

    rerender({ id: 'b' });
    await answer(0, ok('for b'));
    rerender({ id: 'a' });

    expect(result.current.status).toBe('loading');
    expect(load).toHaveBeenCalledTimes(2);
    await answer(1, ok('for a, from the server'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'for a, from the server' });
  });

  it('loads nothing while disabled, and loads once enabled', async () => {
    const { load, answer } = controlledLoads();
    const { result, rerender } = renderHook(({ enabled }) => useLoad(load, [], { enabled }), {
      initialProps: { enabled: false },
    });

    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();

    rerender({ enabled: true });
    await answer(0, ok('now'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'now' });
  });

  it('setData puts data in place without a round trip', async () => {
    const { load, answer } = controlledLoads();
    const { result } = renderHook(() => useLoad(load, []));
    await answer(0, failed('Server trouble'));

    act(() => result.current.setData('saved'));

    expect(result.current).toMatchObject({ status: 'ready', data: 'saved' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps retry, refresh and setData the same functions across renders', async () => {
    const { load, answer } = controlledLoads();
    const { result } = renderHook(() => useLoad(load, []));
    const first = result.current;
    await answer(0, ok('data'));

    expect(result.current.retry).toBe(first.retry);
    expect(result.current.refresh).toBe(first.refresh);
    expect(result.current.setData).toBe(first.setData);
  });
});

describe('LoadFailed', () => {
  it('takes a heading level and the retry button’s look', async () => {
    const onRetry = jest.fn();
    render(
      <LoadFailed
        title="Services did not load"
        message="Could not reach Aboki."
        onRetry={onRetry}
        headingLevel={3}
        retryVariant="secondary"
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach Aboki.');
    expect(screen.getByRole('heading', { level: 3, name: 'Services did not load' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass(buttonClass('secondary'), { exact: true });
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is what Loaded shows for a failure, with the retry button’s look passed on', async () => {
    const { load, answer } = controlledLoads();
    function Failing() {
      const state = useLoad(load, []);
      return (
        <Loaded load={state} loadingLabel="Loading…" errorTitle="Not loaded" retryVariant="secondary">
          {(data) => data}
        </Loaded>
      );
    }
    render(<Failing />);
    await answer(0, failed('Server trouble'));

    expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass(buttonClass('secondary'), {
      exact: true,
    });
  });
});
