import { sayerOf, type Catalogue, type KeyedTranslation, type TextsByLanguage } from 'shared/i18n';

/**
 * What the agent is told when an operator decides about one of their Abokis, in the agent's saved
 * language (syntax: shared/src/i18n/message-format.ts). The reason is the operator's own words.
 */
const en = {
  'approved.subject': '{aboki} is approved on Aboki',
  'approved.body':
    "Hello {name},\n\nWe checked {aboki}'s ID and spoke with their guarantor. {aboki} can now be found and booked, and Users see “ID and guarantor checked” on their profile.",
  'rejected.subject': '{aboki} needs a change before approval',
  'rejected.body':
    "Hello {name},\n\nWe could not approve {aboki} yet. What to fix: {reason}\n\nMake the change on the Aboki's page and send it for review again.",
  'suspended.subject': '{aboki} is suspended',
  'suspended.body':
    'Hello {name},\n\nWe have suspended {aboki}: they cannot be booked for now. The reason: {reason}\n\nReply to this e-mail if you think this is a mistake.',
  'reinstated.subject': '{aboki} can be booked again',
  'reinstated.body': 'Hello {name},\n\n{aboki} can be booked again. A note from our team: {reason}',
  'account.suspended.subject': 'Your Aboki account is suspended',
  'account.suspended.body':
    'Hello {name},\n\nOur team has suspended your Aboki account, and you have been signed out. The reason: {reason}\n\nReply to this e-mail if you think this is a mistake.',
  'account.reinstated.subject': 'Your Aboki account is open again',
  'account.reinstated.body':
    'Hello {name},\n\nYou can sign in to Aboki again. A note from our team: {reason}',
  signOff: '— Aboki',
} satisfies Catalogue;

type Texts = KeyedTranslation<typeof en>;

const pcm: Texts = {
  'approved.subject': 'We don approve {aboki} for Aboki',
  'approved.body':
    'How far {name},\n\nWe don check {aboki} ID and we don talk with the person wey stand for am. People fit find {aboki} and book am now, and dem go see “ID and guarantor checked” for the profile.',
  'rejected.subject': 'Make you change something for {aboki} before we approve',
  'rejected.body':
    'How far {name},\n\nWe never fit approve {aboki} yet. Wetin you go fix: {reason}\n\nChange am for the Aboki page and send am for review again.',
  'suspended.subject': 'We don suspend {aboki}',
  'suspended.body':
    'How far {name},\n\nWe don suspend {aboki}: nobody fit book am for now. Why: {reason}\n\nReply dis email if you think say na mistake.',
  'reinstated.subject': 'People fit book {aboki} again',
  'reinstated.body': 'How far {name},\n\nPeople fit book {aboki} again. Message from our team: {reason}',
  'account.suspended.subject': 'We don suspend your Aboki account',
  'account.suspended.body':
    'How far {name},\n\nOur team don suspend your Aboki account, and we don sign you out. Why: {reason}\n\nReply dis email if you think say na mistake.',
  'account.reinstated.subject': 'Your Aboki account don open again',
  'account.reinstated.body':
    'How far {name},\n\nYou fit sign in to Aboki again. Message from our team: {reason}',
  signOff: '— Aboki',
};

const ha: Texts = {
  'approved.subject': 'An amince da {aboki} a Aboki',
  'approved.body':
    'Sannu {name},\n\nMun duba katin shaidar {aboki} kuma mun yi magana da wanda ya tsaya masa. Yanzu ana iya samun {aboki} a yi masa booking, kuma masu amfani za su ga “An duba ID da mai tsaya masa” a bayanansa.',
  'rejected.subject': 'Akwai abin da za a gyara kafin a amince da {aboki}',
  'rejected.body':
    'Sannu {name},\n\nBa mu iya amincewa da {aboki} ba tukuna. Abin da za a gyara: {reason}\n\nKu gyara a shafin Aboki, sannan ku sake aikawa don dubawa.',
  'suspended.subject': 'An dakatar da {aboki}',
  'suspended.body':
    'Sannu {name},\n\nMun dakatar da {aboki}: ba za a iya yi masa booking ba a yanzu. Dalili: {reason}\n\nKu amsa wannan imel idan kuna ganin kuskure ne.',
  'reinstated.subject': 'Ana iya sake yi wa {aboki} booking',
  'reinstated.body': 'Sannu {name},\n\nAna iya sake yi wa {aboki} booking. Saƙo daga ƙungiyarmu: {reason}',
  'account.suspended.subject': 'An dakatar da asusunku na Aboki',
  'account.suspended.body':
    'Sannu {name},\n\nƘungiyarmu ta dakatar da asusunku na Aboki, kuma an fitar da ku. Dalili: {reason}\n\nKu amsa wannan imel idan kuna ganin kuskure ne.',
  'account.reinstated.subject': 'An sake buɗe asusunku na Aboki',
  'account.reinstated.body': 'Sannu {name},\n\nKuna iya sake shiga Aboki. Saƙo daga ƙungiyarmu: {reason}',
  signOff: '— Aboki',
};

const yo: Texts = {
  'approved.subject': 'A ti fọwọ́ sí {aboki} lórí Aboki',
  'approved.body':
    'Ẹ n lẹ́ o {name},\n\nA ti ṣàyẹ̀wò káàdì ìdánimọ̀ {aboki}, a sì ti bá onídùúró rẹ̀ sọ̀rọ̀. Àwọn èèyàn lè rí {aboki} báyìí kí wọ́n sì gbà á síṣẹ́, wọn ó sì rí “A ti ṣàyẹ̀wò ID àti onídùúró” lórí ojú-ìwé rẹ̀.',
  'rejected.subject': 'Ẹ ṣe àtúnṣe kan kí a tó fọwọ́ sí {aboki}',
  'rejected.body':
    'Ẹ n lẹ́ o {name},\n\nA kò tíì lè fọwọ́ sí {aboki}. Ohun tí ẹ ó tún ṣe: {reason}\n\nẸ ṣe àtúnṣe náà lórí ojú-ìwé Aboki náà kí ẹ sì tún fi ránṣẹ́ fún àyẹ̀wò.',
  'suspended.subject': 'A ti dá {aboki} dúró',
  'suspended.body':
    'Ẹ n lẹ́ o {name},\n\nA ti dá {aboki} dúró: kò sí ẹni tí ó lè gbà á síṣẹ́ báyìí. Ìdí rẹ̀: {reason}\n\nẸ fèsì sí ímeèlì yìí tí ẹ bá rò pé àṣìṣe ni.',
  'reinstated.subject': 'Àwọn èèyàn tún lè gba {aboki} síṣẹ́',
  'reinstated.body': 'Ẹ n lẹ́ o {name},\n\nÀwọn èèyàn tún lè gba {aboki} síṣẹ́. Ọ̀rọ̀ láti ọ̀dọ̀ ẹgbẹ́ wa: {reason}',
  'account.suspended.subject': 'A ti dá àkáǹtì Aboki yín dúró',
  'account.suspended.body':
    'Ẹ n lẹ́ o {name},\n\nẸgbẹ́ wa ti dá àkáǹtì Aboki yín dúró, a sì ti mú yín jáde. Ìdí rẹ̀: {reason}\n\nẸ fèsì sí ímeèlì yìí tí ẹ bá rò pé àṣìṣe ni.',
  'account.reinstated.subject': 'Àkáǹtì Aboki yín ti ṣí padà',
  'account.reinstated.body': 'Ẹ n lẹ́ o {name},\n\nẸ tún lè wọlé sí Aboki. Ọ̀rọ̀ láti ọ̀dọ̀ ẹgbẹ́ wa: {reason}',
  signOff: '— Aboki',
};

const ig: Texts = {
  'approved.subject': 'Akwadoro {aboki} na Aboki',
  'approved.body':
    'Ndewo {name},\n\nAnyị lelere ID {aboki} ma kwuo okwu na onye na-akwado ya. Ndị mmadụ nwere ike ịhụ {aboki} ma were ya ọrụ ugbu a, ha ga-ahụkwa “Elelere ID na onye nkwado” na profaịlụ ya.',
  'rejected.subject': 'Gbanwee ihe maka {aboki} tupu akwado ya',
  'rejected.body':
    'Ndewo {name},\n\nAnyị enwebeghị ike ịkwado {aboki}. Ihe ị ga-edozi: {reason}\n\nMee mgbanwe ahụ na ibe Aboki ahụ ma zigharịa ya maka nyocha.',
  'suspended.subject': 'Akwụsịtụla {aboki}',
  'suspended.body':
    'Ndewo {name},\n\nAnyị akwụsịtụla {aboki}: ọ dịghị onye nwere ike iwe ya ọrụ ugbu a. Ihe kpatara ya: {reason}\n\nZaa email a ma ọ bụrụ na ị chere na ọ bụ njehie.',
  'reinstated.subject': 'Enwere ike iwe {aboki} ọrụ ọzọ',
  'reinstated.body':
    'Ndewo {name},\n\nEnwere ike iwe {aboki} ọrụ ọzọ. Ozi sitere n’aka ndị otu anyị: {reason}',
  'account.suspended.subject': 'Akwụsịtụla akaụntụ Aboki gị',
  'account.suspended.body':
    'Ndewo {name},\n\nNdị otu anyị akwụsịtụla akaụntụ Aboki gị, ma wepụ gị. Ihe kpatara ya: {reason}\n\nZaa email a ma ọ bụrụ na ị chere na ọ bụ njehie.',
  'account.reinstated.subject': 'Emeghela akaụntụ Aboki gị ọzọ',
  'account.reinstated.body':
    'Ndewo {name},\n\nỊ nwere ike ịbanye na Aboki ọzọ. Ozi sitere n’aka ndị otu anyị: {reason}',
  signOff: '— Aboki',
};

export const REVIEW_EMAIL_TEXTS: TextsByLanguage<typeof en> = { en, pcm, ha, yo, ig };

export type ReviewEmailId = keyof typeof en;

export const sayReviewEmail = sayerOf(REVIEW_EMAIL_TEXTS);
