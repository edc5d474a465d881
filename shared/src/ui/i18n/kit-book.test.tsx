import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import english from './en.js';
import { kitBook } from './index.js';

describeBook(kitBook, english, () => codeUnder(fileURLToPath(new URL('../..', import.meta.url))));
