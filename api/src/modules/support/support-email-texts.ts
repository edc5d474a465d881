import { sayerOf, type Catalogue, type KeyedTranslation, type TextsByLanguage } from 'shared/i18n';

/**
 * The e-mail that carries a staff reply to the person, in their saved language (visitors: English;
 * syntax: shared/src/i18n/message-format.ts). The reply is the staff member's own words. No inbound
 * mail server: the person answers on the page the link opens, never by answering the e-mail.
 */
const en = {
  'reply.subject': 'Aboki support answered you ({reference})',
  'reply.body': 'Hello {name},\n\nAboki support answered your message {reference}:\n\n{reply}',
  'reply.signedIn': 'To read the whole conversation and answer, sign in and open: {link}',
  'reply.visitor':
    'To answer, open this link: {link}\nIt works for one answer and for 14 days. Do not share it: anyone who has it can read this conversation.',
  'reply.noEmail': 'Please do not answer this e-mail: nobody reads answers sent to it.',
  signOff: '— Aboki support',
} satisfies Catalogue;

type Texts = KeyedTranslation<typeof en>;

const pcm: Texts = {
  'reply.subject': 'Aboki support don answer you ({reference})',
  'reply.body': 'How far {name},\n\nAboki support don answer your message {reference}:\n\n{reply}',
  'reply.signedIn': 'To read the whole conversation and answer, sign in and open: {link}',
  'reply.visitor':
    'To answer, open dis link: {link}\nE go work for one answer and for 14 days. No share am: anybody wey get am fit read dis conversation.',
  'reply.noEmail': 'Abeg no reply dis email: nobody dey read answer wey dem send to am.',
  signOff: '— Aboki support',
};

const ha: Texts = {
  'reply.subject': 'Tallafin Aboki ya amsa muku ({reference})',
  'reply.body': 'Sannu {name},\n\nTallafin Aboki ya amsa saƙonku {reference}:\n\n{reply}',
  'reply.signedIn': 'Don karanta dukan tattaunawar ku amsa, ku shiga ku buɗe: {link}',
  'reply.visitor':
    'Don amsawa, ku buɗe wannan mahaɗin: {link}\nYana aiki don amsa ɗaya kuma na kwanaki 14. Kada ku ba kowa: duk wanda yake da shi zai iya karanta wannan tattaunawar.',
  'reply.noEmail': 'Don Allah kada ku amsa wannan imel: babu mai karanta amsoshin da aka aika masa.',
  signOff: '— Tallafin Aboki',
};

const yo: Texts = {
  'reply.subject': 'Ẹ̀ka ìrànlọ́wọ́ Aboki ti dá yín lóhùn ({reference})',
  'reply.body': 'Ẹ n lẹ́ o {name},\n\nẸ̀ka ìrànlọ́wọ́ Aboki ti dá ọ̀rọ̀ yín {reference} lóhùn:\n\n{reply}',
  'reply.signedIn': 'Láti ka gbogbo ìjíròrò náà kí ẹ sì dáhùn, ẹ wọlé kí ẹ sì ṣí: {link}',
  'reply.visitor':
    'Láti dáhùn, ẹ ṣí ìjápọ̀ yìí: {link}\nÓ ń ṣiṣẹ́ fún ìdáhùn kan àti fún ọjọ́ 14. Ẹ má fi han ẹnikẹ́ni: ẹnikẹ́ni tí ó bá ní i lè ka ìjíròrò yìí.',
  'reply.noEmail': 'Ẹ jọ̀wọ́ ẹ má fèsì sí ímeèlì yìí: kò sí ẹni tí ó ń ka èsì tí a fi ránṣẹ́ sí i.',
  signOff: '— Ẹ̀ka ìrànlọ́wọ́ Aboki',
};

const ig: Texts = {
  'reply.subject': 'Ndị nkwado Aboki azaala gị ({reference})',
  'reply.body': 'Ndewo {name},\n\nNdị nkwado Aboki azaala ozi gị {reference}:\n\n{reply}',
  'reply.signedIn': 'Iji gụọ mkparịta ụka ahụ niile ma zaa ya, banye ma mepee: {link}',
  'reply.visitor':
    'Iji zaa, mepee njikọ a: {link}\nỌ na-arụ ọrụ maka otu azịza na ruo ụbọchị 14. Egosila onye ọ bụla ya: onye ọ bụla nwere ya nwere ike ịgụ mkparịta ụka a.',
  'reply.noEmail': 'Biko azala email a: ọ dịghị onye na-agụ azịza e zitere na ya.',
  signOff: '— Ndị nkwado Aboki',
};

export const SUPPORT_EMAIL_TEXTS: TextsByLanguage<typeof en> = { en, pcm, ha, yo, ig };

export type SupportEmailId = keyof typeof en;

export const saySupportEmail = sayerOf(SUPPORT_EMAIL_TEXTS);
