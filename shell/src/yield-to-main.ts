/**
 * Resolves once the browser has had a turn: it may paint and answer a tap before the caller's next
 * step. Work done in one chain of promises is one task however long it is, and on a cheap phone a
 * long task is a tap that waits. `scheduler.yield()` where the browser has it (the continuation
 * keeps its place ahead of other tasks), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
