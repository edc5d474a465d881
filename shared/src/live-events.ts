import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom, isAuthenticated, type Role } from 'shared';

// The live stream of the signed-in person's job changes (GET /api/v1/events, Server-Sent Events).
// Read with fetch and a stream reader, never EventSource: EventSource cannot send the bearer token
// in a header, and a token in the URL would end up in proxy and server logs. One connection per
// remote, opened by its layout while someone is signed in; pages subscribe to what it hears.
// One stream reader for every remote: each opens it from its layout for its own people (docs/decisions/0022).

/**
 * One change: the job and its new status (shared's jobEventSchema). `id` is the job_events id, sent
 * back as Last-Event-ID; who moved it and the names are there when the server sends them.
 */
export interface LiveJobEvent {
  id: string | null;
  reference: string;
  status: string;
  actor?: string | undefined;
  /** A move of the job's time (MOVE_ASKED, MOVE_ACCEPTED…), the status unchanged; absent otherwise. */
  change?: string | undefined;
  /** The catalogue's slug of the job's service: the page names it in its language by it. */
  serviceSlug?: string | undefined;
  serviceName?: string | undefined;
  abokiName?: string | undefined;
}

export type LiveJobListener = (event: LiveJobEvent) => void;

const listeners = new Set<LiveJobListener>();

/** Hears every change the stream brings until the returned function is called. */
export function onLiveJobEvent(listener: LiveJobListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A page's subscription, for as long as it is mounted; the latest `listener` is always called. */
export function useLiveJobEvents(listener: LiveJobListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onLiveJobEvent((event) => latest.current(event)), []);
}

/** Hands an event to every subscriber (the stream does this; tests may too). */
export function publishLiveJobEvent(event: LiveJobEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // One page's failure must not stop the others hearing the change.
    }
  }
}

/** Reconnect waits: 1 s doubling to 30 s, with jitter so many tabs do not return together. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export interface LiveStreamOptions {
  token: string;
  onEvent?: LiveJobListener;
  /** Called once when the server says the token no longer works (401): the stream stops. */
  onUnauthorised?: () => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** Parses one SSE block ("id: 7\ndata: {...}"); comments (the heartbeat) and other events give null. */
export function parseSseBlock(block: string): { id: string | null; event: LiveJobEvent | null } {
  let id: string | null = null;
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  if (!data.length || (type !== 'message' && type !== 'job')) return { id, event: null };
  try {
    const parsed = JSON.parse(data.join('\n')) as Record<string, unknown>;
    const job = (parsed.job ?? parsed) as Record<string, unknown>;
    const reference = job.reference ?? parsed.reference;
    const status = job.status ?? parsed.status;
    if (typeof reference !== 'string' || typeof status !== 'string') return { id, event: null };
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const event: LiveJobEvent = { id, reference, status };
    if (text(job.actor)) event.actor = text(job.actor);
    if (text(job.change)) event.change = text(job.change);
    if (text(job.serviceSlug)) event.serviceSlug = text(job.serviceSlug);
    if (text(job.serviceName)) event.serviceName = text(job.serviceName);
    if (text(job.abokiName)) event.abokiName = text(job.abokiName);
    return { id, event };
  } catch {
    return { id, event: null };
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Opens the stream and keeps it open: after a drop it waits (backing off) and reconnects with the
 * last event id, so the server replays what was missed. Returns the function that stops it.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const first = options.firstDelayMs ?? RECONNECT_FIRST_MS;
  const max = options.maxDelayMs ?? RECONNECT_MAX_MS;
  const deliver = options.onEvent ?? publishLiveJobEvent;
  let lastEventId: string | null = null;

  const readOnce = async (): Promise<'again' | 'stop' | 'heard'> => {
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      authorization: `Bearer ${options.token}`,
    };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await fetch('/api/v1/events', { headers, signal, cache: 'no-store' });
    if (response.status === 401) {
      options.onUnauthorised?.();
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let heard = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard = true;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r?\n\r?\n/)) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        const { id, event } = parseSseBlock(block);
        if (id !== null) lastEventId = id;
        if (event) deliver(event);
      }
    }
    return heard ? 'heard' : 'again';
  };

  void (async () => {
    let delay = first;
    while (!signal.aborted) {
      let outcome: 'again' | 'stop' | 'heard' = 'again';
      try {
        outcome = await readOnce();
      } catch {
        // A network failure or our own abort: the loop decides.
      }
      if (outcome === 'stop' || signal.aborted) return;
      // A stream that carried something was healthy: start the backoff again.
      if (outcome === 'heard') delay = first;
      await wait(delay / 2 + Math.random() * (delay / 2), signal);
      delay = Math.min(max, delay * 2);
    }
  })();

  return () => controller.abort();
}

/**
 * The layout's hook: the stream is open while someone of `role` with a profile is signed in (the
 * people whose jobs this remote shows), and closes on sign-out, on a token change and on unmount.
 */
export function useLiveStream(role: Role): void {
  const { token, user } = useAtomValue(authAtom);
  const open = isAuthenticated(token) && user?.role === role && user.hasProfile;
  useEffect(() => {
    if (!open || !token) return;
    return openLiveStream({ token });
  }, [open, token]);
}
