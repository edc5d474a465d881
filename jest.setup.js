import { jest } from '@jest/globals';

// Each API test file starts its own database; on a busy two-core machine that takes several seconds.
jest.setTimeout(30_000);

// An unexpected console.error or console.warn is a bug (a React act() warning, a deprecation, a
// router's future flag): fail the test that caused it. A test that means to cause one spies on it.
const originals = { error: console.error, warn: console.warn };
const failing =
  (level) =>
  (...args) => {
    originals[level](...args);
    throw new Error(`console.${level} was called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
beforeEach(() => {
  console.error = failing('error');
  console.warn = failing('warn');
});
afterEach(() => {
  console.error = originals.error;
  console.warn = originals.warn;
});
