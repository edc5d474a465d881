import {
  sayerOf,
  type Catalogue,
  type KeyedTranslation,
  type Language,
  type TextsByLanguage,
} from 'shared/i18n';
import { formatLagosClock, formatLagosDay } from 'shared/lagos-time';
import { formatNaira } from 'shared/money';
import { isGsm7 } from './segments.js';

/**
 * The SMS Aboki sends, in the recipient's saved language (syntax: shared/src/i18n/message-format.ts;
 * words: docs/i18n-glossary.md, section "SMS"). Each one, with its longest values, fits ONE segment
 * (sms-texts.test.ts checks every template in every language).
 *
 * Diacritics in SMS, decided per language: every language drops them, so that every SMS goes as GSM-7
 * (160 characters) rather than UCS-2 (70). With a 22-character link, a 12-character name and a time,
 * 70 leaves about 20 characters for the words: no message here could be said in one segment.
 *
 * - en: GSM-7. English needs no diacritics; a name or value that has some loses them like the others.
 * - pcm: GSM-7. Pidgin is written in plain Latin letters.
 * - ha: GSM-7, hooked letters typed plain (ɓ→b, ɗ→d, ƙ→k, ƴ→y, ’→'). Hausa readers text this way every
 *   day: most phone keyboards have no hooked letters, and "kudi", "karba", "kara" are read at once.
 * - yo: GSM-7, tone marks and subdots dropped (ẹ→e, ọ→o, ṣ→s, ń→n, à/á→a…). Yoruba is commonly
 *   texted without them; the sentences below are short and plain so context settles any doubt.
 *   GSM-7 has é, è, à, ì, ò, ù but not á, í, ó, ú or the subdots: keeping only some tones would mislead.
 * - ig: GSM-7, dots and tone marks dropped (ị→i, ọ→o, ụ→u, ṅ→n). Igbo is commonly texted without them.
 *
 * The catalogues below keep their proper spelling (like the e-mails'); `smsSafe` drops the marks
 * when a message is said, values included. It also writes amounts as "N18,000": "₦" is not in GSM-7
 * and would make the whole message UCS-2 (`smsAmount` formats kobo that way), and it turns curly
 * quotes, dashes and ellipses into their plain forms. A character still outside GSM-7 after that
 * (an emoji in a name, another script) becomes "?", so a message never silently costs more segments.
 *
 * Values (their longest, as the tests use them): {link} is the short job link, "aboki.ng/j/ABK-7KQ2M9"
 * (up to 22 characters); {aboki} a display name like "Halima S." (up to 12); {when} the Lagos day and
 * start time from `smsWhen`, "Sat 28 Nov 10:00"; {amount} and {refund} from `smsAmount`,
 * "N1,250,000"; {service} the service's name in the recipient's language; {reference} "ABK-7KQ2M9";
 * {code} the 6 digits.
 */
const en = {
  // Phone verification: always sent (whatever the preferences), by the DND route.
  code: 'Your Aboki code is {code}. It lasts 10 minutes. Do not share it.',
  // To the User.
  accepted: '{aboki} accepted your booking for {when}. Give your start code only when they arrive. {link}',
  started: 'Your Aboki has started the job. Follow it here: {link}',
  completed: 'Your job is done. Amount: {amount}. How did it go? Rate your Aboki: {link}',
  cancelled: 'Your booking has been cancelled. See the details: {link}',
  cancelledRefund:
    'Your booking has been cancelled. {refund} is coming back to you; your bank may take a few days. {link}',
  paid: 'We have received your payment of {amount}. Thank you! {link}',
  // To the agent.
  newRequest: 'New request: {service}, {when}. Please accept or decline it: {link}',
  cancelledByUser: 'The customer cancelled job {reference}. {link}',
  disputeOpened:
    'The customer reported a problem with job {reference}. Give your side on the job page: {link}',
} satisfies Catalogue;

export type SmsId = keyof typeof en;

type Texts = KeyedTranslation<typeof en>;

const pcm: Texts = {
  code: 'Your Aboki code na {code}. E go work for 10 minutes. No share am with anybody.',
  accepted:
    '{aboki} don accept your booking for {when}. Give dem your start code only when dem reach. {link}',
  started: 'Your Aboki don start the work. Follow am here: {link}',
  completed: 'The work don finish. Amount: {amount}. How e take go? Rate your Aboki: {link}',
  cancelled: 'Dem don cancel your booking. See wetin happen: {link}',
  cancelledRefund:
    'Dem don cancel your booking. {refund} go come back to you; your bank fit take some days. {link}',
  paid: 'We don receive your payment of {amount}. Thank you! {link}',
  newRequest: 'New request: {service}, {when}. Abeg accept or decline am: {link}',
  cancelledByUser: 'The customer don cancel work {reference}. {link}',
  disputeOpened:
    'The customer report wahala about work {reference}. Talk your own side for the work page: {link}',
};

const ha: Texts = {
  code: 'Lambarku ta Aboki: {code}. Tana aiki na minti 10. Kada ku ba kowa ita.',
  accepted:
    'An karɓi odarku: {aboki}, {when}. Ku ba da lambar farawarku lokacin isowar Aboki, ba kafin nan ba. {link}',
  started: 'An fara aikinku. Ku duba a nan: {link}',
  completed: 'An kammala aikinku. Kuɗi: {amount}. Ku yi wa Aboki sharhi: {link}',
  cancelled: 'An soke odarku. Ku duba bayani: {link}',
  cancelledRefund: 'An soke odarku. Za a mayar muku da {refund}; bankinku na iya ɗaukar ’yan kwanaki. {link}',
  paid: 'Mun karɓi biyanku na {amount}. Na gode! {link}',
  newRequest: 'Sabuwar buƙata: {service}, {when}. Don Allah ku karɓa ko ku ƙi: {link}',
  cancelledByUser: 'An soke aiki {reference} daga ɓangaren abokin ciniki. {link}',
  disputeOpened:
    'Abokin ciniki ya kai rahoton matsala game da aiki {reference}. Ku ba da bayaninku a shafin aikin: {link}',
};

const yo: Texts = {
  code: 'Kóòdù Aboki yín ni {code}. Ó máa ṣiṣẹ́ fún ìṣẹ́jú 10. Ẹ má ṣe fi han ẹnikẹ́ni.',
  accepted:
    'A ti gba àdéhùn yín: {aboki}, {when}. Ẹ fún un ní kóòdù ìbẹ̀rẹ̀ yín nígbà tí ó bá dé, kì í ṣe ṣáájú. {link}',
  started: 'Aboki yín ti bẹ̀rẹ̀ iṣẹ́ náà. Ẹ tẹ̀lé e níbí: {link}',
  completed: 'Iṣẹ́ yín ti parí. Iye owó: {amount}. Ẹ ṣe àgbéyẹ̀wò Aboki yín: {link}',
  cancelled: 'A ti fagilé àdéhùn yín. Ẹ wo àlàyé: {link}',
  cancelledRefund:
    'A ti fagilé àdéhùn yín. {refund} yóò padà sọ́dọ̀ yín; ó lè gba báńkì yín ní ọjọ́ díẹ̀. {link}',
  paid: 'A ti gba owó {amount} tí ẹ san. Ẹ ṣé! {link}',
  newRequest: 'Ìbéèrè tuntun: {service}, {when}. Ẹ jọ̀ọ́ ẹ gbà á tàbí kí ẹ kọ̀ ọ́: {link}',
  cancelledByUser: 'Oníbàárà ti fagilé iṣẹ́ {reference}. {link}',
  disputeOpened: 'Oníbàárà ròyìn ìṣòro kan nípa iṣẹ́ {reference}. Ẹ ṣàlàyé tiyín lójú-ìwé iṣẹ́ náà: {link}',
};

const ig: Texts = {
  code: 'Koodu Aboki gị bụ {code}. Ọ ga-arụ ọrụ maka nkeji 10. Egosila onye ọ bụla ya.',
  accepted:
    'Anabatala ndokwa gị: {aboki}, {when}. Nye ya koodu mmalite gị mgbe ọ bịarutere, ọ bụghị tupu mgbe ahụ. {link}',
  started: 'Aboki gị amalitela ọrụ gị. Hụ ya ebe a: {link}',
  completed: 'Emechaala ọrụ gị. Ego ya bụ {amount}. Nyochaa Aboki gị: {link}',
  cancelled: 'Akagbuola ndokwa gị. Hụ nkọwa ya: {link}',
  cancelledRefund:
    'Akagbuola ndokwa gị. {refund} ga-alaghachikwute gị; ụlọ akụ gị nwere ike iwe ụbọchị ole na ole. {link}',
  paid: 'Anyị natara ego {amount} i kwụrụ. Daalụ! {link}',
  newRequest: 'Arịrịọ ọhụrụ: {service}, {when}. Biko nabata ya ma ọ bụ jụ ya: {link}',
  cancelledByUser: 'Onye ahịa akagbuola ọrụ {reference}. {link}',
  disputeOpened: 'Onye ahịa kọrọ nsogbu gbasara ọrụ {reference}. Kọọ akụkọ nke gị na peeji ọrụ ahụ: {link}',
};

export const SMS_TEXTS: TextsByLanguage<typeof en> = { en, pcm, ha, yo, ig };

/** The values each message needs (the tests check every language names exactly these). */
export const SMS_PLACEHOLDERS = {
  code: ['code'],
  accepted: ['aboki', 'when', 'link'],
  started: ['link'],
  completed: ['amount', 'link'],
  cancelled: ['link'],
  cancelledRefund: ['refund', 'link'],
  paid: ['amount', 'link'],
  newRequest: ['service', 'when', 'link'],
  cancelledByUser: ['reference', 'link'],
  disputeOpened: ['reference', 'link'],
} as const satisfies Record<SmsId, readonly string[]>;

export type SmsValues<Id extends SmsId> = Readonly<
  Record<(typeof SMS_PLACEHOLDERS)[Id][number], string | number>
>;

/** The provider's route: codes go by the DND (transactional) route, so DND numbers get them too. */
export function smsRouteOf(id: SmsId): 'dnd' | 'generic' {
  return id === 'code' ? 'dnd' : 'generic';
}

/**
 * Per language: `drop` writes SMS without diacritics, in GSM-7 (160 characters); `keep` would keep
 * them, in UCS-2 (70). Every language drops them (the reasons are at the top of this file).
 */
export const SMS_DIACRITICS: Readonly<Record<Language, 'drop' | 'keep'>> = {
  en: 'drop',
  pcm: 'drop',
  ha: 'drop',
  yo: 'drop',
  ig: 'drop',
};

/** Characters with a plain form people read the same; the marks on letters go by NFD. */
const PUNCTUATION: Readonly<Record<string, string>> = {
  '₦': 'N',
  '’': "'",
  '‘': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '‑': '-',
  '−': '-',
  '…': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
};

/** Letters NFD does not take apart: Hausa's hooked letters, and a few other West African ones. */
const LETTERS: Readonly<Record<string, string>> = {
  ɓ: 'b',
  Ɓ: 'B',
  ɗ: 'd',
  Ɗ: 'D',
  ƙ: 'k',
  Ƙ: 'K',
  ƴ: 'y',
  Ƴ: 'Y',
  ŋ: 'n',
  Ŋ: 'N',
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  œ: 'oe',
  Œ: 'OE',
  ʼ: "'",
};

const replaced = (text: string, table: Readonly<Record<string, string>>): string =>
  Array.from(text, (character) => table[character] ?? character).join('');

const PLAIN = { ...PUNCTUATION, ...LETTERS };

/** A text written by a language's SMS decision (see SMS_DIACRITICS), values included. */
export function smsSafe(language: Language, text: string): string {
  if (SMS_DIACRITICS[language] === 'keep') return replaced(text, PUNCTUATION).normalize('NFC');
  const bare = replaced(text.normalize('NFD').replace(/\p{M}/gu, ''), PLAIN);
  return Array.from(bare, (character) => (isGsm7(character) ? character : '?')).join('');
}

const say = sayerOf(SMS_TEXTS);

/** An SMS in the recipient's language (English when none), values put in, made SMS-safe. */
export function saySms<Id extends SmsId>(
  language: Language | undefined,
  id: Id,
  values: SmsValues<Id>,
): string {
  const chosen = language ?? 'en';
  return smsSafe(chosen, say(chosen, id, values));
}

/** An amount for an SMS: "N18,000" (the naira sign is not in GSM-7). */
export function smsAmount(kobo: number): string {
  return formatNaira(kobo).replace('₦', 'N');
}

/** A job's start for an SMS, in the language: "Sat 28 Nov 10:00", "Asa 28 Nuw 10:00". */
export function smsWhen(start: Date, language: Language): string {
  return `${formatLagosDay(start, language)} ${formatLagosClock(start)}`;
}
