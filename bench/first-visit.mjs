// What a first visit to a page downloads: every script and style sheet Chromium fetches for it, from
// the document to the last chunk the page starts once it has painted (the entry loader's scripts,
// the preloads, the route's chunks, a remote's entry and its chunks). Reading only the document's
// tags misses everything fetched after the paint; the browser decides the list, and each file is
// then weighed as the server sends it with Brotli and with gzip.

/** Resolves once the page has fetched nothing new for `quietMs` (the entry starts after the paint). */
async function quietNetwork(page, quietMs) {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  try {
    while (Date.now() - last < quietMs) await page.waitForTimeout(quietMs / 4);
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
  }
}

/** Bytes on the wire for one URL with the given Accept-Encoding (the server sends precompressed files). */
export async function transferSize(url, encoding) {
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Number(response.headers.get('content-length') ?? body.byteLength);
}

/** The scripts and styles a fresh browser profile fetches for `url`, each weighed. */
export async function firstVisitWeight(browser, url, { quietMs = 2000 } = {}) {
  // Without the service worker: its install would fetch the precache list too, which is not the page.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const fetched = { script: new Set(), stylesheet: new Set() };
    page.on('request', (request) => fetched[request.resourceType()]?.add(request.url()));
    await page.goto(url, { waitUntil: 'load' });
    await quietNetwork(page, quietMs);
    const weigh = async (urls) =>
      Promise.all(
        [...urls].map(async (file) => ({
          file: new URL(file).pathname,
          brotli: await transferSize(file, 'br'),
          gzip: await transferSize(file, 'gzip'),
        })),
      );
    const scripts = (await weigh(fetched.script)).sort((a, b) => b.brotli - a.brotli);
    const styles = await weigh(fetched.stylesheet);
    const total = (files, encoding) => files.reduce((sum, file) => sum + file[encoding], 0);
    return {
      scripts,
      jsBrotli: total(scripts, 'brotli'),
      jsGzip: total(scripts, 'gzip'),
      cssBrotli: total(styles, 'brotli'),
    };
  } finally {
    await context.close();
  }
}
