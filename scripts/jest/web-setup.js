import '@testing-library/jest-dom';

// jsdom does not scroll; a no-op keeps its "not implemented" console.error out, and tests spy on it.
globalThis.scrollTo = () => {};
