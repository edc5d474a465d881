import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import { footerBook } from '../layouts/footer-i18n/index.js';
import { pagesBook } from '../pages/i18n/index.js';
import { frameBook } from './frame/index.js';

const shellCode = () => codeUnder(fileURLToPath(new URL('..', import.meta.url)));

describeBook(frameBook, shellCode);
describeBook(pagesBook, shellCode);
describeBook(footerBook, shellCode);
