import { TestEnvironment } from 'jest-environment-jsdom';

// jsdom lacks the Fetch API and friends that React Router's data router and the API client use;
// lend it Node 20's own, so requests in tests are real ones.
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  // The tabs of the site tell each other of a sign-out on a BroadcastChannel.
  'BroadcastChannel',
  // Web Crypto's digest, which jsdom lacks (a refused remote file is hashed to tell why).
  'crypto',
];

export default class WebTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Defined, not assigned: jsdom's own `crypto` is a getter that ignores assignment.
    for (const name of NODE_GLOBALS) {
      Object.defineProperty(this.global, name, {
        value: globalThis[name],
        configurable: true,
        writable: true,
      });
    }
  }
}
