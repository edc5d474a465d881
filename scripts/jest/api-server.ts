/// <reference types="node" />
// A real HTTP server on 127.0.0.1 that answers like the API, for browser-side tests: the calls go
// through the real client and fetch, and the test sees exactly what was sent.
import { jest } from '@jest/globals';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Holds the answer back, e.g. to look at a loading state. */
  delayMs?: number;
  /** The network drops: the connection closes with no answer (the browser's fetch fails). */
  dropConnection?: boolean;
}

export type Answer = Reply | ((request: SeenRequest) => Reply);

export interface FakeApi {
  baseUrl: string;
  /** Every request received, oldest first. */
  seen: SeenRequest[];
  /** Answers `METHOD /path` (e.g. `POST /api/v1/auth/login`) with `answer` until told otherwise. */
  on(route: string, answer: Answer): void;
  /** Forgets routes and requests. */
  reset(): void;
  /** Sends the page's same-origin fetches (`/api/...`) to this server; undone by jest.restoreAllMocks(). */
  routeFetch(): void;
  close(): Promise<void>;
}

const NOT_FOUND: Reply = {
  status: 404,
  body: { success: false, message: 'Not found', error: 'NOT_FOUND', requestId: 'test' },
};

export async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Answer>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        body = text;
      }
      const path = request.url ?? '/';
      const entry: SeenRequest = {
        method: request.method ?? 'GET',
        path,
        authorization: request.headers.authorization,
        body,
      };
      seen.push(entry);
      const answer = routes.get(`${entry.method} ${path.split('?')[0]}`) ?? NOT_FOUND;
      const reply = typeof answer === 'function' ? answer(entry) : answer;
      if (reply.dropConnection) {
        request.socket.destroy();
        return;
      }
      const send = () => {
        const raw = typeof reply.body === 'string';
        response.writeHead(reply.status, {
          'content-type': raw ? 'text/plain' : 'application/json',
          ...reply.headers,
        });
        response.end(
          reply.body === undefined ? '' : raw ? (reply.body as string) : JSON.stringify(reply.body),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    seen,
    on: (route, answer) => void routes.set(route, answer),
    reset: () => {
      routes.clear();
      seen.length = 0;
    },
    routeFetch: () => {
      const realFetch = globalThis.fetch;
      jest
        .spyOn(globalThis, 'fetch')
        .mockImplementation((input, init) =>
          realFetch(typeof input === 'string' && input.startsWith('/') ? `${baseUrl}${input}` : input, init),
        );
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A base URL nothing listens on, for "could not reach the server". */
export async function unreachableBaseUrl(): Promise<string> {
  const closed = createServer();
  closed.listen(0, '127.0.0.1');
  await once(closed, 'listening');
  const { port } = closed.address() as AddressInfo;
  closed.close();
  await once(closed, 'close');
  return `http://127.0.0.1:${port}`;
}

/** No answer at all: what a phone that lost its signal gets. */
export const dropped: Reply = { status: 0, dropConnection: true };

/** The API's envelopes. */
export const ok = (data: unknown, message?: string, status = 200): Reply => ({
  status,
  body: { success: true, ...(message ? { message } : {}), data },
});

export const fail = (status: number, message: string, error: string, extra: object = {}): Reply => ({
  status,
  body: { success: false, message, error, requestId: 'req-test', ...extra },
});
