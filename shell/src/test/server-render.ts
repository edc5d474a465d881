// React DOM's server build schedules its work with a MessageChannel, which jsdom lacks (Node's
// would keep Jest running): one that posts through a timer does for a synchronous renderToString.
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data }), 0),
  };
}

/** The shell's server bundle module (prerender/server.tsx), loaded so that it runs in jsdom. */
export async function importServerRender() {
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimerMessageChannel;
  return import('../prerender/server.js');
}
