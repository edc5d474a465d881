/// <reference types="node" />
// Runs in Node against a real HTTP server, so these types are Node's.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, NETWORK_ERROR_MESSAGE, createApiClient } from './api-client.js';
import { chooseLanguage } from './i18n/language-atom.js';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  acceptLanguage: string | undefined;
  body: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[];

function send(status: number, body: unknown, raw = false): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': raw ? 'text/plain' : 'application/json' });
    response.end(raw ? String(body) : JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        acceptLanguage: request.headers['accept-language'],
        body,
      });
      handler(request, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  seen = [];
});

describe('api client', () => {
  it("asks for the page's language, so messages come back in it", async () => {
    handler = send(200, { success: true, data: null });
    const client = createApiClient({ baseUrl });
    await client.get('/api/v1/ping');
    await chooseLanguage('yo');
    try {
      await client.get('/api/v1/ping');
    } finally {
      await chooseLanguage('en');
    }
    expect(seen.map((request) => request.acceptLanguage)).toEqual(['en-NG', 'yo']);
  });

  it('GETs JSON and returns the success envelope', async () => {
    handler = send(200, { success: true, data: { services: [{ slug: 'cleaning' }] } });
    const client = createApiClient({ baseUrl });

    const result = await client.get<{ services: { slug: string }[] }>('/api/v1/services?limit=2');

    expect(result).toEqual({ success: true, data: { services: [{ slug: 'cleaning' }] } });
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/api/v1/services?limit=2',
        authorization: undefined,
        contentType: undefined,
        acceptLanguage: 'en-NG',
        body: '',
      },
    ]);
  });

  it('POSTs a JSON body with the bearer token and keeps the server message', async () => {
    handler = send(201, { success: true, message: 'Thanks', data: { id: 'c1' } });
    const client = createApiClient({ baseUrl });

    const result = await client.post('/api/v1/contact', { name: 'Ada' }, { token: 'real-token' });

    expect(result).toEqual({ success: true, message: 'Thanks', data: { id: 'c1' } });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer real-token',
      contentType: 'application/json',
      body: '{"name":"Ada"}',
    });
  });

  it('sends a raw body with its own type, and extra headers beside its own', async () => {
    let idempotencyKey: string | string[] | undefined;
    handler = (request, response) => {
      idempotencyKey = request.headers['idempotency-key'];
      send(200, { success: true, data: { ok: 1 } })(request, response);
    };
    const client = createApiClient({ baseUrl });
    const photo = new Blob(['not really a jpeg'], { type: 'image/jpeg' });

    await client.request('/api/v1/abokis/a1/photo', {
      method: 'PUT',
      rawBody: photo,
      token: 'real-token',
      headers: { 'idempotency-key': 'key-1', authorization: 'Bearer not-this-one' },
    });

    expect(seen[0]).toEqual({
      method: 'PUT',
      url: '/api/v1/abokis/a1/photo',
      authorization: 'Bearer real-token',
      contentType: 'image/jpeg',
      acceptLanguage: 'en-NG',
      body: 'not really a jpeg',
    });
    expect(idempotencyKey).toBe('key-1');
  });

  it('keeps other top-level fields of the body as extras', async () => {
    handler = send(200, { success: true, token: 't-1', user: { email: 'a@example.com' } });
    const client = createApiClient({ baseUrl });

    await expect(client.post('/api/v1/auth/login', {})).resolves.toEqual({
      success: true,
      data: undefined,
      extras: { token: 't-1', user: { email: 'a@example.com' } },
    });
  });

  it("throws ApiError with the body's message, code, status and request id", async () => {
    handler = send(429, {
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
      error: 'RATE_LIMITED',
      requestId: 'req-1',
    });
    const client = createApiClient({ baseUrl });

    const failure = await client.post('/api/v1/contact', {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Too many requests. Please wait a moment and try again.',
      status: 429,
      code: 'RATE_LIMITED',
      requestId: 'req-1',
    });
  });

  it('reads Retry-After in seconds from a 429', async () => {
    handler = (_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '42' });
      response.end(JSON.stringify({ success: false, message: 'Slow down', error: 'RATE_LIMITED' }));
    };
    const client = createApiClient({ baseUrl });

    await expect(client.post('/api/v1/auth/send-otp', {})).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
    handler = send(400, { success: false, message: 'Bad' });
    await expect(client.post('/x', {})).rejects.toMatchObject({ retryAfterSeconds: undefined });
  });

  it('keeps per-field messages of a validation error', async () => {
    handler = send(400, {
      success: false,
      message: 'Check the highlighted fields',
      error: 'VALIDATION_ERROR',
      requestId: 'req-2',
      fields: { email: 'Enter a valid email address', ignored: 3 },
    });
    const client = createApiClient({ baseUrl });

    await expect(client.post('/api/v1/contact', {})).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { email: 'Enter a valid email address' },
    });
  });

  it('uses the error code as the message when the body has no message (spec §7)', async () => {
    handler = send(400, { success: false, error: 'Email already registered' });
    const client = createApiClient({ baseUrl });

    await expect(client.post('/api/auth/register', {})).rejects.toThrow('Email already registered');
  });

  it('falls back to the given message, which may name the status', async () => {
    handler = send(500, '<html>oops</html>', true);
    const client = createApiClient({ baseUrl });

    await expect(
      client.post(
        '/api/v1/auth/select-role',
        { role: 'USER' },
        { fallbackMessage: (status) => `Role selection failed with status ${status}` },
      ),
    ).rejects.toMatchObject({
      message: 'Role selection failed with status 500',
      status: 500,
      code: undefined,
    });
    await expect(client.get('/x', { fallbackMessage: 'Login failed' })).rejects.toThrow('Login failed');
  });

  it('treats a 200 with success: false as a failure', async () => {
    handler = send(200, { success: false, message: 'Invalid login response: missing token or user' });
    const client = createApiClient({ baseUrl });

    await expect(client.get('/x')).rejects.toMatchObject({
      status: 200,
      message: 'Invalid login response: missing token or user',
    });
  });

  it('reports an unreachable server as a network ApiError with status 0', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });

    await expect(client.get('/api/v1/services')).rejects.toMatchObject({
      name: 'ApiError',
      message: NETWORK_ERROR_MESSAGE,
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('lets an abort through unchanged', async () => {
    handler = () => {
      // Never answers: the caller aborts.
    };
    const client = createApiClient({ baseUrl });
    const controller = new AbortController();

    const pending = client.get('/slow', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    server.closeAllConnections();
  });
});
