import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import english from './en.js';
import { requestsBook } from './index.js';

describeBook(requestsBook, english, () => codeUnder(fileURLToPath(new URL('..', import.meta.url))));
