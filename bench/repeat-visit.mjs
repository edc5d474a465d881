// What a repeat visit to a page costs on the wire: every byte the server sends the browser (pages,
// files, API answers, the service worker's own update check), counted by a TCP proxy in front of
// the site, so nothing the browser or its service worker fetches escapes the count.
import { createServer, connect } from 'node:net';

/** A proxy to `target` on a free port of 127.0.0.1 (a secure origin: service workers run there). */
export async function countingProxy(target) {
  const { hostname, port } = new URL(target);
  let received = 0;
  let lastByteAt = Date.now();
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    upstream.on('data', (chunk) => {
      received += chunk.length;
      lastByteAt = Date.now();
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Bytes sent to the browser since the last reset. */
    received: () => received,
    reset: () => {
      received = 0;
    },
    /** Resolves once nothing has arrived for `quietMs` (the service worker may still be caching). */
    async settled(quietMs = 1000) {
      while (Date.now() - lastByteAt < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, quietMs / 4));
      }
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Visits `path` once (installing the service worker, if the site has one), then opens it again in a
 * new tab of the same browser profile and returns the bytes that second visit transferred.
 */
export async function repeatVisitBytes(browser, siteUrl, path) {
  const proxy = await countingProxy(siteUrl);
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await first.goto(proxy.url + path, { waitUntil: 'networkidle' });
    // Waits for the worker to be active, if the page registered one (and for what it caches then).
    await first.evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (registration) await navigator.serviceWorker.ready;
    });
    await proxy.settled();
    await first.close();

    proxy.reset();
    const again = await context.newPage();
    await again.goto(proxy.url + path, { waitUntil: 'networkidle' });
    await proxy.settled();
    return proxy.received();
  } finally {
    await context.close();
    await proxy.close();
  }
}
