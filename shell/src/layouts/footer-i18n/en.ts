import type { Catalogue } from 'shared';

/** The site footer's texts in English (the source). "© 2026 Aboki." stays as it is in every language. */
const en = {
  'footer.tagline': 'Trusted help at home and with errands, across Nigeria.',
  'footer.nav': 'Footer',
  'footer.services': 'Services',
  'footer.about': 'About',
  'footer.help': 'Help centre',
  'footer.contact': 'Contact us',
} satisfies Catalogue;

export default en;
