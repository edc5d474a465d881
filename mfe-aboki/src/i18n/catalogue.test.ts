import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import english from './en.js';
import { abokiBook } from './index.js';

describeBook(abokiBook, english, () => codeUnder(fileURLToPath(new URL('..', import.meta.url))));
