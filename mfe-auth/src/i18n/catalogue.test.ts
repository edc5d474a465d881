import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import english from './en.js';
import { authBook } from './index.js';

describeBook(authBook, english, () => codeUnder(fileURLToPath(new URL('..', import.meta.url))));
