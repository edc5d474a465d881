// The booking rules in words, in each language: the sentences the confirm page, the change-time
// form and the Help page say (terms.ts and reschedule.ts fill in the rule's numbers and amounts).
import type { MessageValues } from '../i18n/message-format.js';
import type { Language } from '../i18n/languages.js';
import type { Catalogue } from '../i18n/book.js';
import { sayerOf, type KeyedTranslation } from '../i18n/keyed-texts.js';

const en = {
  pricePromise:
    'Each Aboki sets their own price. The price you see when you confirm is the price of your booking: it will not change after you book, and there is no booking fee.',
  cancellationPolicy:
    'Yes, from your upcoming requests. It is free until {freeHours} hours before the start, always free before the Aboki accepts, and free within {graceMinutes} minutes of booking. After that it costs {latePercent}% of the price (at least {lateMin}), and in the last {lateHours} hours {veryLatePercent}% (at least {veryLateMin}), never more than the price. The confirm page shows the dates and amounts for your booking before you send it.',
  freeUntil: 'Free until {when}.',
  then: 'Then {fee}.',
  lateNow: 'Cancelling after the Aboki accepts costs {fee} (it starts within {freeHours} hours).',
  after: 'After {when}: {fee}.',
  onTheDay: '{clock} on the day',
  alwaysFree: 'Always free before the Aboki accepts, and within {graceMinutes} minutes of booking.',
  nothingToPay:
    'If the Aboki declines, cancels or does not come, you pay nothing, and a card or transfer payment comes back in full.',
  moveFree: 'Moving now is free.',
  moveCosts: 'Moving now costs {fee}, as cancelling would.',
  moveRule:
    'Moving to another free time of the same Aboki is free until {freeHours} hours before the start; after that it costs what cancelling would. Your old time is kept until the Aboki answers.',
} satisfies Catalogue;

type Words = KeyedTranslation<typeof en>;

const pcm: Words = {
  pricePromise:
    'Every Aboki dey set im own price. The price wey you see when you confirm na the price of your booking: e no go change after you book, and you no go pay any booking fee.',
  cancellationPolicy:
    'Yes, from your upcoming requests. E free until {freeHours} hours before e start, e dey always free before the Aboki accept, and e free within {graceMinutes} minutes after you book. After dat one, e go cost {latePercent}% of the price (at least {lateMin}), and for the last {lateHours} hours {veryLatePercent}% (at least {veryLateMin}), but e no go pass the price. The confirm page go show you the dates and the money for your booking before you send am.',
  freeUntil: 'E free until {when}.',
  then: 'After dat, {fee}.',
  lateNow: 'To cancel after the Aboki don accept go cost {fee} (e go start within {freeHours} hours).',
  after: 'Once e reach {when}: {fee}.',
  onTheDay: '{clock} for dat day',
  alwaysFree: 'E dey always free before the Aboki accept, and within {graceMinutes} minutes after you book.',
  nothingToPay:
    'If the Aboki no gree, cancel, or no come, you no go pay anything, and any card or transfer money go come back complete.',
  moveFree: 'To change the time now na free.',
  moveCosts: 'To change the time now go cost {fee}, same as to cancel.',
  moveRule:
    'To move am go another free time of the same Aboki na free until {freeHours} hours before e start; after dat, e go cost wetin cancel go cost. We go hold your old time until the Aboki answer.',
};

const ha: Words = {
  pricePromise:
    'Kowane Aboki yana sanya farashinsa. Farashin da kuka gani lokacin tabbatarwa shi ne farashin odarku: ba zai canza ba bayan kun yi oda, kuma babu kuɗin yin oda.',
  cancellationPolicy:
    'Eh, daga buƙatunku masu zuwa. Kyauta ne har zuwa awa {freeHours} kafin farawa, kyauta ne koyaushe kafin Aboki ya karɓa, kuma kyauta ne cikin minti {graceMinutes} bayan yin oda. Bayan haka yana kashe {latePercent}% na farashin (aƙalla {lateMin}), kuma a cikin awa {lateHours} na ƙarshe {veryLatePercent}% (aƙalla {veryLateMin}), ba fiye da farashin ba. Shafin tabbatarwa yana nuna kwanaki da kuɗaɗen odarku kafin ku aika.',
  freeUntil: 'Kyauta har zuwa {when}.',
  then: 'Daga nan, {fee}.',
  lateNow: 'Soke oda bayan Aboki ya karɓa yana kashe {fee} (zai fara cikin awa {freeHours}).',
  after: 'Bayan {when}: {fee}.',
  onTheDay: '{clock} a ranar',
  alwaysFree: 'Kyauta ne koyaushe kafin Aboki ya karɓa, da kuma cikin minti {graceMinutes} bayan yin oda.',
  nothingToPay:
    'Idan Aboki ya ƙi, ya soke, ko bai zo ba, ba za ku biya komai ba, kuma kuɗin kati ko na turawa zai dawo gaba ɗaya.',
  moveFree: 'Canja lokaci yanzu kyauta ne.',
  moveCosts: 'Canja lokaci yanzu yana kashe {fee}, kamar soke oda.',
  moveRule:
    'Canja zuwa wani lokaci na Aboki ɗaya kyauta ne har zuwa awa {freeHours} kafin farawa; bayan haka yana kashe abin da soke oda zai kashe. Ana riƙe muku tsohon lokacinku har Aboki ya amsa.',
};

const yo: Words = {
  pricePromise:
    'Aboki kọ̀ọ̀kan ló ń dá iye owó tirẹ̀. Iye tí ẹ rí nígbà tí ẹ fìdí rẹ̀ múlẹ̀ ni iye owó ìbéèrè yín: kò ní yí padà lẹ́yìn tí ẹ bá béèrè, kò sì sí owó ìbéèrè.',
  cancellationPolicy:
    'Bẹ́ẹ̀ ni, láti inú àwọn ìbéèrè yín tó ń bọ̀. Ọ̀fẹ́ ni títí di wákàtí {freeHours} ṣáájú ìbẹ̀rẹ̀, ọ̀fẹ́ ni nígbà gbogbo kí Aboki tó gbà á, ọ̀fẹ́ sì ni láàárín ìṣẹ́jú {graceMinutes} lẹ́yìn ìbéèrè. Lẹ́yìn náà ó ń ná {latePercent}% iye owó náà (ó kéré tán {lateMin}), àti ní wákàtí {lateHours} tó kẹ́yìn {veryLatePercent}% (ó kéré tán {veryLateMin}), kò ní ju iye owó náà lọ. Ojú-ìwé ìfìdímúlẹ̀ ń fi ọjọ́ àti iye owó ìbéèrè yín hàn kí ẹ tó fi ránṣẹ́.',
  freeUntil: 'Ọ̀fẹ́ títí di {when}.',
  then: 'Lẹ́yìn náà, {fee}.',
  lateNow: 'Fífagilé lẹ́yìn tí Aboki ti gbà á ń ná {fee} (yóò bẹ̀rẹ̀ láàárín wákàtí {freeHours}).',
  after: 'Lẹ́yìn {when}: {fee}.',
  onTheDay: '{clock} lọ́jọ́ náà',
  alwaysFree: 'Ọ̀fẹ́ ni nígbà gbogbo kí Aboki tó gbà á, àti láàárín ìṣẹ́jú {graceMinutes} lẹ́yìn ìbéèrè.',
  nothingToPay:
    'Tí Aboki bá kọ̀, fagilé, tàbí kò wá, ẹ kò ní san nǹkan kan, owó káàdì tàbí àfiránṣẹ́ yóò sì padà pé.',
  moveFree: 'Yíyí àkókò padà báyìí jẹ́ ọ̀fẹ́.',
  moveCosts: 'Yíyí àkókò padà báyìí ń ná {fee}, bí fífagilé ṣe máa ná.',
  moveRule:
    'Yíyí lọ sí àkókò ọ̀fẹ́ mìíràn ti Aboki kan náà jẹ́ ọ̀fẹ́ títí di wákàtí {freeHours} ṣáájú ìbẹ̀rẹ̀; lẹ́yìn náà ó ń ná ohun tí fífagilé yóò ná. A ó di àkókò yín àtijọ́ mú títí Aboki yóò fi dáhùn.',
};

const ig: Words = {
  pricePromise:
    'Aboki ọ bụla na-edobe ọnụahịa nke ya. Ọnụahịa ị hụrụ mgbe ị na-akwado bụ ọnụahịa ndokwa gị: ọ gaghị agbanwe mgbe ị dokwara, ọ dịghịkwa ụgwọ ndokwa.',
  cancellationPolicy:
    'Ee, site n’arịrịọ gị na-abịa. Ọ bụ n’efu ruo awa {freeHours} tupu mmalite, ọ bụ mgbe niile n’efu tupu Aboki anabata ya, ọ bụkwa n’efu n’ime nkeji {graceMinutes} mgbe ị dokwara. Mgbe nke ahụ gasịrị ọ na-efu {latePercent}% nke ọnụahịa (opekata mpe {lateMin}), na n’awa {lateHours} ikpeazụ {veryLatePercent}% (opekata mpe {veryLateMin}), ọ karịghị ọnụahịa. Ibe nkwado na-egosi ụbọchị na ego ndokwa gị tupu ị zipụ ya.',
  freeUntil: 'N’efu ruo {when}.',
  then: 'Mgbe ahụ, {fee}.',
  lateNow: 'Ịkagbu mgbe Aboki nabatara na-efu {fee} (ọ ga-amalite n’ime awa {freeHours}).',
  after: 'Mgbe {when} gasịrị: {fee}.',
  onTheDay: '{clock} n’ụbọchị ahụ',
  alwaysFree: 'Ọ bụ mgbe niile n’efu tupu Aboki anabata ya, na n’ime nkeji {graceMinutes} mgbe ị dokwara.',
  nothingToPay:
    'Ọ bụrụ na Aboki jụrụ, kagbuo, ma ọ bụ abịaghị, ị gaghị akwụ ihe ọ bụla, ego kaadị ma ọ bụ nnyefe ga-alaghachikwa n’uju.',
  moveFree: 'Ịgbanwe oge ugbu a bụ n’efu.',
  moveCosts: 'Ịgbanwe oge ugbu a na-efu {fee}, dịka ịkagbu ga-efu.',
  moveRule:
    'Ịkwaga n’oge ọzọ efu nke otu Aboki ahụ bụ n’efu ruo awa {freeHours} tupu mmalite; mgbe ahụ gasịrị ọ na-efu ihe ịkagbu ga-efu. Anyị na-ejide oge ochie gị ruo mgbe Aboki zara.',
};

export const RULE_WORDS: Readonly<Record<Language, Words>> = { en, pcm, ha, yo, ig };

/** One of the rules' sentences in a language, with its numbers and amounts put in. */
export const ruleWords = (language: Language, id: keyof typeof en, values?: MessageValues): string =>
  sayerOf(RULE_WORDS)(language, id, values);
