import { LANGUAGES, type Catalogue, type KeyedTranslation, type Language } from 'shared/i18n';

/**
 * The words of the account deletion's confirmation e-mail, in each language; the account's saved
 * language (read as it is erased) picks them. Syntax: shared/src/i18n/message-format.ts.
 */
const en = {
  subject: 'Your Aboki account has been deleted',
  hello: 'Hello,',
  deleted:
    'Your Aboki account has been deleted, as you asked. Your name, phone number, addresses and\nsign-in details have been erased, and you have been signed out everywhere.',
  kept: 'We keep the amounts, references and dates of your past jobs and payments for 6 years, as\nNigerian tax and accounting law requires, with nothing on them that names you.',
  notYou: 'If you did not ask for this, reply to this e-mail at once.',
  signOff: '— Aboki',
} satisfies Catalogue;

type Texts = KeyedTranslation<typeof en>;

const pcm: Texts = {
  subject: 'We don delete your Aboki account',
  hello: 'How far,',
  deleted:
    'We don delete your Aboki account as you ask. We don clear your name, phone number, addresses and sign-in details, and we don sign you out for everywhere.',
  kept: 'We go keep the amounts, references and dates of your past work and payments for 6 years, as Nigerian tax and accounting law talk, but nothing for dem go show say na you.',
  notYou: 'If no be you ask for dis, reply dis email sharp sharp.',
  signOff: '— Aboki',
};

const ha: Texts = {
  subject: 'An goge asusunku na Aboki',
  hello: 'Sannu,',
  deleted:
    'An goge asusunku na Aboki, kamar yadda kuka nema. An share sunanku, lambar wayarku, adiresoshinku da bayanan shigarku, kuma an fitar da ku daga ko’ina.',
  kept: 'Muna ajiye adadin kuɗi, lambobin oda da kwanakin ayyukanku da biyan kuɗinku na baya har tsawon shekara 6, kamar yadda dokar haraji da lissafin kuɗi ta Najeriya ta buƙata, ba tare da wani abu a kansu da ke nuna ku ba.',
  notYou: 'Idan ba ku ne kuka nemi wannan ba, ku amsa wannan imel nan take.',
  signOff: '— Aboki',
};

const yo: Texts = {
  subject: 'A ti pa àkáǹtì Aboki yín rẹ́',
  hello: 'Ẹ n lẹ́ o,',
  deleted:
    'A ti pa àkáǹtì Aboki yín rẹ́, gẹ́gẹ́ bí ẹ ti béèrè. A ti pa orúkọ yín, nọ́mbà fóònù yín, àwọn àdírẹ́sì yín àti àwọn ìsọfúnni ìwọlé yín rẹ́, a sì ti mú yín jáde níbi gbogbo.',
  kept: 'A ó tọ́jú iye owó, nọ́mbà ìtọ́kasí àti ọjọ́ àwọn iṣẹ́ àti ìsanwó yín àtẹ̀yìnwá fún ọdún 6, gẹ́gẹ́ bí òfin owó-orí àti ìṣirò owó Nàìjíríà ti béèrè, láìsí ohunkóhun lórí wọn tí ó dárúkọ yín.',
  notYou: 'Tí kì í bá ṣe ẹ̀yin ló béèrè fún èyí, ẹ fèsì sí ímeèlì yìí lẹ́sẹ̀kẹsẹ̀.',
  signOff: '— Aboki',
};

const ig: Texts = {
  subject: 'E hichapụla akaụntụ Aboki gị',
  hello: 'Ndewo,',
  deleted:
    'E hichapụla akaụntụ Aboki gị, dị ka ị rịọrọ. E hichapụla aha gị, nọmba ekwentị gị, adreesị gị na ihe ndị ị ji abanye, e mekwala ka ị pụọ ebe niile.',
  kept: 'Anyị na-edobe ego, nọmba ntụaka na ụbọchị nke ọrụ na ịkwụ ụgwọ gị gara aga ruo afọ 6, dị ka iwu ụtụ isi na ndekọ ego Naịjirịa chọrọ, na-enweghị ihe ọ bụla na ha na-akpọ aha gị.',
  notYou: 'Ọ bụrụ na ọ bụghị gị rịọrọ nke a, zaa email a ozugbo.',
  signOff: '— Aboki',
};

export const DELETION_EMAIL_TEXTS: Readonly<Record<Language, Texts>> = { en, pcm, ha, yo, ig };

/** The confirmation's subject in every language: the outbox rows to forget once sent are found by it. */
export const DELETION_EMAIL_SUBJECTS: readonly string[] = LANGUAGES.map(
  (language) => DELETION_EMAIL_TEXTS[language].subject,
);
