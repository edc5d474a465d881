import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import english from './en.js';
import { onboardingBook } from './index.js';

describeBook(onboardingBook, english, () => codeUnder(fileURLToPath(new URL('..', import.meta.url))));
