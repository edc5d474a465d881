import { jest } from '@jest/globals';
import { yieldingPlugin } from './remotes.js';
import { yieldToMain } from './yield-to-main.js';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

/** Whether `promise` has settled once the microtasks queued now have run. */
async function settledNow(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return settled;
}

describe('yielding to the browser', () => {
  it('waits for a task of its own, not only for the microtasks queued now', async () => {
    jest.useFakeTimers();
    const turn = yieldToMain();
    expect(await settledNow(turn)).toBe(false);
    jest.runOnlyPendingTimers();
    expect(await settledNow(turn)).toBe(true);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('gives the browser a turn before and after a remote container is set up, passing its options on', async () => {
    jest.useFakeTimers();
    const plugin = yieldingPlugin();
    const options = { shareScope: {}, initScope: [] } as never;
    for (const hook of [plugin.beforeInitContainer!, plugin.initContainer!]) {
      const result = (hook as (args: unknown) => Promise<unknown>)(options);
      expect(await settledNow(result)).toBe(false);
      jest.runOnlyPendingTimers();
      await expect(result).resolves.toBe(options);
    }
  });
});
