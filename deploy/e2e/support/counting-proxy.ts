import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the site that counts every byte the server sends the browser (pages,
 * files, API answers, the service worker's own fetches) and can cut the network: once cut, every
 * connection is closed and new ones are refused, for the page and its service worker alike.
 * (bench/repeat-visit.mjs measures the same way.)
 */
export interface CountingProxy {
  /** http://127.0.0.1:<port>: a secure origin, where service workers run. */
  url: string;
  received(): number;
  reset(): void;
  /** Resolves once nothing has arrived for `quietMs`: the service worker may still be fetching. */
  settled(quietMs?: number): Promise<void>;
  cut(): void;
  close(): Promise<void>;
}

export async function countingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  let received = 0;
  let lastByteAt = Date.now();
  let cut = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
      lastByteAt = Date.now();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    received: () => received,
    reset: () => {
      received = 0;
    },
    async settled(quietMs = 1_000) {
      while (Date.now() - lastByteAt < quietMs)
        await new Promise((resolve) => setTimeout(resolve, quietMs / 4));
    },
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
