import { fileURLToPath } from 'node:url';
import { codeUnder, describeBook } from '@aboki/test-kit/catalogues';
import footerEnglish from '../layouts/footer-i18n/en.js';
import { footerBook } from '../layouts/footer-i18n/index.js';
import pagesEnglish from '../pages/i18n/en.js';
import { pagesBook } from '../pages/i18n/index.js';
import frameEnglish from './frame/en.js';
import { frameBook } from './frame/index.js';

const shellCode = () => codeUnder(fileURLToPath(new URL('..', import.meta.url)));

describeBook(frameBook, frameEnglish, shellCode);
describeBook(pagesBook, pagesEnglish, shellCode);
describeBook(footerBook, footerEnglish, shellCode);
