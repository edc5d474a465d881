import { sayerOf, type Catalogue, type KeyedTranslation, type TextsByLanguage } from 'shared/i18n';

/**
 * The e-mails of money out, in each language; the agent's saved language picks them. Syntax:
 * shared/src/i18n/message-format.ts. Every change of bank account is e-mailed (a stolen session
 * cannot quietly redirect money), and so is a payout that failed or came back.
 */
const en = {
  'bank.subject': 'Your Aboki payout account',
  'bank.body':
    'Hello {name},\n\nYour earnings will be paid into {bankName}, account {accountNumber} ({accountName}).',
  'bank.held': 'Because the account changed, payouts to it start on {heldUntil}.',
  'bank.notYou': 'If you did not make this change, reply to this e-mail at once and change your password.',
  'payout.subject': 'Your Aboki payout came back',
  'payout.body':
    'Hello {name},\n\nYour payout of {amount} (reference {reference}) did not reach your bank. The money is back in your Aboki balance and will be sent with your next payout. Check your bank account on your dashboard.',
  signOff: '— Aboki',
} satisfies Catalogue;

type Texts = KeyedTranslation<typeof en>;

const pcm: Texts = {
  'bank.subject': 'Your Aboki payout account',
  'bank.body':
    'How far {name},\n\nWe go dey pay your money enter {bankName}, account {accountNumber} ({accountName}).',
  'bank.held': 'Because you change the account, payout to am go start {heldUntil}.',
  'bank.notYou': 'If no be you make dis change, reply dis email sharp sharp and change your password.',
  'payout.subject': 'Your Aboki payout don return',
  'payout.body':
    'How far {name},\n\nYour payout of {amount} (reference {reference}) no reach your bank. The money don return to your Aboki balance, and we go send am with your next payout. Check your bank account for your dashboard.',
  signOff: '— Aboki',
};

const ha: Texts = {
  'bank.subject': 'Asusun biyan kuɗinku na Aboki',
  'bank.body':
    'Sannu {name},\n\nZa a biya kuɗin aikinku a cikin {bankName}, asusu {accountNumber} ({accountName}).',
  'bank.held': 'Saboda an canza asusun, biyan kuɗi zuwa gare shi zai fara a {heldUntil}.',
  'bank.notYou':
    'Idan ba ku ne kuka yi wannan canjin ba, ku amsa wannan imel nan take kuma ku canza kalmar sirrinku.',
  'payout.subject': 'Kuɗin da aka tura muku daga Aboki sun dawo',
  'payout.body':
    'Sannu {name},\n\nKuɗin {amount} da aka tura muku (lamba {reference}) ba su isa bankinku ba. Kuɗin sun dawo cikin asusunku na Aboki, kuma za a tura su tare da biyan kuɗinku na gaba. Ku duba asusun bankinku a shafinku.',
  signOff: '— Aboki',
};

const yo: Texts = {
  'bank.subject': 'Àkáǹtì tí Aboki ń san owó yín sí',
  'bank.body':
    'Ẹ n lẹ́ o {name},\n\nA ó máa san owó iṣẹ́ yín sí {bankName}, àkáǹtì {accountNumber} ({accountName}).',
  'bank.held': 'Nítorí pé ẹ yí àkáǹtì padà, sísan owó sí i yóò bẹ̀rẹ̀ ní {heldUntil}.',
  'bank.notYou':
    'Tí kì í bá ṣe ẹ̀yin ló ṣe àyípadà yìí, ẹ fèsì sí ímeèlì yìí lẹ́sẹ̀kẹsẹ̀ kí ẹ sì yí ọ̀rọ̀ aṣínà yín padà.',
  'payout.subject': 'Owó tí Aboki fi ránṣẹ́ sí yín ti padà',
  'payout.body':
    'Ẹ n lẹ́ o {name},\n\nOwó {amount} tí a fi ránṣẹ́ sí yín (nọ́ńbà {reference}) kò dé báńkì yín. Owó náà ti padà sínú àkáǹtì Aboki yín, a ó sì fi ránṣẹ́ pẹ̀lú ìsanwó yín tó kàn. Ẹ ṣàyẹ̀wò àkáǹtì báńkì yín lórí ojú-ìwé yín.',
  signOff: '— Aboki',
};

const ig: Texts = {
  'bank.subject': 'Akaụntụ Aboki ga-akwụ gị ego na ya',
  'bank.body':
    "Ndewo {name},\n\nA ga-akwụ ego ọrụ gị n'ime {bankName}, akaụntụ {accountNumber} ({accountName}).",
  'bank.held': 'Ebe ọ bụ na agbanwere akaụntụ ahụ, ịkwụ ego na ya ga-amalite na {heldUntil}.',
  'bank.notYou': 'Ọ bụrụ na ọ bụghị gị mere mgbanwe a, zaa email a ozugbo ma gbanwee okwuntughe gị.',
  'payout.subject': 'Ego Aboki zitere gị alọghachila',
  'payout.body':
    "Ndewo {name},\n\nEgo {amount} e zitere gị (ntụaka {reference}) erubeghị n'ụlọ akụ gị. Ego ahụ alọghachila n'akaụntụ Aboki gị, a ga-ezitekwa ya n'ịkwụ ụgwọ gị na-esote. Lelee akaụntụ ụlọ akụ gị na dashboard gị.",
  signOff: '— Aboki',
};

export const PAYOUT_EMAIL_TEXTS: TextsByLanguage<typeof en> = { en, pcm, ha, yo, ig };

export type PayoutEmailId = keyof typeof en;

export const sayPayoutEmail = sayerOf(PAYOUT_EMAIL_TEXTS);
