/**
 * This book's English: the keys of its catalogues, as the code says them (`t('…')`). A type for the
 * code and a list for the catalogue tests; never bundled (the pages carry their English themselves).
 */
const en = [
  'Trusted help at home and with errands, across Nigeria.',
  'Footer',
  'Services',
  'About',
  'Help centre',
  'Contact us',
] as const;

export default en;
export type FooterText = (typeof en)[number];
