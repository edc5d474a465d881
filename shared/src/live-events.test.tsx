import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLiveStream, parseSseBlock, type LiveJobEvent } from './live-events.js';

// The stream client against a real HTTP server: what it sends (token in a header, Last-Event-ID
// on reconnect) and what it makes of what it hears.

describe('parseSseBlock', () => {
  it('reads the id and the job’s reference and status; comments and other events carry no job', () => {
    expect(parseSseBlock('id: 7\ndata: {"reference":"ABK-1","status":"ACCEPTED"}')).toEqual({
      id: '7',
      event: { id: '7', reference: 'ABK-1', status: 'ACCEPTED' },
    });
    expect(parseSseBlock('id: 8\ndata: {"job":{"reference":"ABK-2","status":"COMPLETED"}}').event).toEqual({
      id: '8',
      reference: 'ABK-2',
      status: 'COMPLETED',
    });
    expect(
      parseSseBlock(
        'id: 10\ndata: {"id":"10","reference":"ABK-3","status":"ACCEPTED","actor":"AGENT","serviceName":"Laundry","abokiName":"Musa B."}',
      ).event,
    ).toEqual({
      id: '10',
      reference: 'ABK-3',
      status: 'ACCEPTED',
      actor: 'AGENT',
      serviceName: 'Laundry',
      abokiName: 'Musa B.',
    });
    expect(parseSseBlock(': heartbeat')).toEqual({ id: null, event: null });
    expect(parseSseBlock('event: ping\ndata: {}').event).toBeNull();
    expect(parseSseBlock('id: 9\ndata: not json')).toEqual({ id: '9', event: null });
  });
});

describe('openLiveStream', () => {
  const heard: IncomingHttpHeaders[] = [];
  let answers: Array<{ status: number; body?: string }> = [];
  const server = createServer((request, response) => {
    heard.push(request.headers);
    const answer = answers.shift() ?? { status: 204 };
    response.writeHead(answer.status, { 'content-type': 'text/event-stream' });
    // Written in two pieces, the second splitting an event, as a network may deliver it.
    const body = answer.body ?? '';
    const middle = Math.floor(body.length / 2);
    response.write(body.slice(0, middle));
    setTimeout(() => response.end(body.slice(middle)), 10);
  });
  let base = '';

  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });
  beforeEach(() => {
    heard.length = 0;
    const realFetch = globalThis.fetch;
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        realFetch(`${base}${input instanceof Request ? input.url : String(input)}`, init),
      );
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the token in a header, delivers each event, and reconnects with Last-Event-ID', async () => {
    answers = [
      {
        status: 200,
        body: ': hi\n\nid: 11\ndata: {"reference":"ABK-1","status":"ACCEPTED"}\n\nid: 12\ndata: {"reference":"ABK-1","status":"IN_PROGRESS"}\n\n',
      },
      { status: 503 },
      { status: 200, body: 'id: 13\r\ndata: {"reference":"ABK-1","status":"COMPLETED"}\r\n\r\n' },
    ];
    const events: LiveJobEvent[] = [];
    const stop = openLiveStream({
      token: 'tok',
      onEvent: (event) => events.push(event),
      firstDelayMs: 10,
      maxDelayMs: 20,
    });
    // Until the fourth connection has been asked for: a fixed wait failed on a busy machine.
    await waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
    stop();

    expect(events.map(({ status }) => status)).toEqual(['ACCEPTED', 'IN_PROGRESS', 'COMPLETED']);
    expect(heard[0]?.authorization).toBe('Bearer tok');
    expect(heard[0]?.['last-event-id']).toBeUndefined();
    expect(heard[1]?.['last-event-id']).toBe('12');
    expect(heard[2]?.['last-event-id']).toBe('12');
    expect(heard[3]?.['last-event-id']).toBe('13');
  });

  it('stops for good on 401, and tells the page', async () => {
    answers = [{ status: 401 }];
    const unauthorised = jest.fn();
    let told!: () => void;
    const toldPage = new Promise<void>((resolve) => (told = resolve));
    const stop = openLiveStream({
      token: 'old',
      onUnauthorised: () => {
        unauthorised();
        told();
      },
      firstDelayMs: 5,
      maxDelayMs: 5,
    });
    // Waits for the answer however busy the machine, then for twenty reconnect delays: none may come.
    await toldPage;
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(unauthorised).toHaveBeenCalledTimes(1);
    expect(heard).toHaveLength(1);
  });
});
