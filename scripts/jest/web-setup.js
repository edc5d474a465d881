import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom does not scroll; a no-op keeps its "not implemented" console.error out, and tests spy on it.
globalThis.scrollTo = () => {};

// findBy* and waitFor give up after 1 s by default; CI shares two cores with the database suites.
configure({ asyncUtilTimeout: 5000 });
