import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';

// The loader is emitted exactly as written (scripts/rspack-app.mjs); these tests run that text.
const LOADER = readFileSync(new URL('entry-loader.js', import.meta.url), 'utf8');

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void;

/** Chromium's paint timing, as far as the loader uses it: the test says when the page painted. */
class PaintObserver {
  static callbacks: PaintCallback[] = [];
  disconnected = false;
  constructor(private readonly callback: PaintCallback) {}
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true });
    PaintObserver.callbacks.push((list) => {
      if (!this.disconnected) this.callback(list, this);
    });
  }
  disconnect() {
    this.disconnected = true;
  }
  static paint(name: string) {
    for (const callback of PaintObserver.callbacks)
      callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, null);
  }
}

function inertTags() {
  document.head.innerHTML = [
    '<script defer src="/remotes/shell/1/static/js/main.js" integrity="sha384-main" type="aboki/entry"></script>',
    '<script defer src="/remotes/shell/1/static/js/second.js" integrity="sha384-second" type="aboki/entry"></script>',
    '<script type="aboki/preload" src="/remotes/shell/1/static/js/11.js" integrity="sha384-eleven"></script>',
  ].join('');
}

const started = () =>
  [...document.head.querySelectorAll('script:not([type])')].map((script) => ({
    src: script.getAttribute('src'),
    integrity: script.getAttribute('integrity'),
    async: (script as HTMLScriptElement).async,
  }));
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    integrity: link.getAttribute('integrity'),
  }));

// Each run's listeners and timers go with its test: a loader left from another test would start too.
let listeners: [string, EventListenerOrEventListenerObject][] = [];
function runLoader() {
  const add = document.addEventListener.bind(document);
  document.addEventListener = (type: string, listener: EventListenerOrEventListenerObject) => {
    listeners.push([type, listener]);
    add(type, listener);
  };
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file the build emits, run as a browser runs it
    (new Function(LOADER) as () => void)();
  } finally {
    document.addEventListener = add;
  }
}

let visibility: DocumentVisibilityState;

beforeEach(() => {
  jest.useFakeTimers();
  PaintObserver.callbacks = [];
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: PaintObserver });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  inertTags();
});

afterEach(() => {
  for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  listeners = [];
  jest.clearAllTimers();
  jest.useRealTimers();
  document.head.innerHTML = '';
});

describe('the entry loader of a painted document', () => {
  it('starts nothing before the page has painted', () => {
    runLoader();
    PaintObserver.paint('first-paint');
    jest.advanceTimersByTime(2_000);
    expect(started()).toEqual([]);
    expect(preloaded()).toEqual([]);
  });

  it('starts the entry scripts in order, with their digests, a frame after the first contentful paint', () => {
    runLoader();
    PaintObserver.paint('first-contentful-paint');
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([
      { src: '/remotes/shell/1/static/js/main.js', integrity: 'sha384-main', async: false },
      { src: '/remotes/shell/1/static/js/second.js', integrity: 'sha384-second', async: false },
    ]);
    // What the entry loads next is fetched beside it, with the digest its chunk loader will give it.
    expect(preloaded()).toEqual([
      { as: 'script', href: '/remotes/shell/1/static/js/11.js', integrity: 'sha384-eleven' },
    ]);
  });

  it('starts them once, whatever comes after', () => {
    runLoader();
    PaintObserver.paint('first-contentful-paint');
    jest.advanceTimersByTime(100);
    PaintObserver.paint('first-contentful-paint');
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(5_000);
    expect(started()).toHaveLength(2);
    expect(preloaded()).toHaveLength(1);
  });

  it('starts them at once in a hidden tab, which paints nothing', () => {
    visibility = 'hidden';
    runLoader();
    expect(started()).toHaveLength(2);
  });

  it('starts them when the tab is hidden before it painted', () => {
    runLoader();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toHaveLength(2);
  });

  it('starts them after 3 s when no paint is reported', () => {
    runLoader();
    jest.advanceTimersByTime(2_999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(2);
  });

  it('starts them on the next frame in a browser without paint timing', () => {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: undefined });
    runLoader();
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(started()).toHaveLength(2);
  });
});
