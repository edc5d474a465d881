import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import { kitBook } from './index.js';

describeBook(kitBook, () => codeUnder(fileURLToPath(new URL('../..', import.meta.url))));
