import { jest } from '@jest/globals';

// Each API test file starts its own database; on a busy two-core machine that takes several seconds.
jest.setTimeout(30_000);

// An unexpected console.error is a bug: fail the test that caused it.
const original = console.error;
beforeEach(() => {
  console.error = (...args) => {
    original(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
});
afterEach(() => {
  console.error = original;
});
