import type { Catalogue } from 'shared/i18n';
import type { EmailTexts } from './say-email.js';

/**
 * The words of the e-mails of an ask to move a job's time (reschedule-emails.ts), in each language;
 * the recipient's saved language picks them. Service and Aboki names, references, times, amounts and
 * links are values. Words: docs/i18n-glossary.md.
 */
const en = {
  hello: 'Hello {name},',
  signOff: 'Aboki',
  'link.request': 'See the request: {url}',
  'link.agentJobs': "See your Abokis' jobs: {url}",
  'asked.subject': 'New time asked: {service} with {aboki}, {old}',
  'asked.body': '{customer} asks to move {reference} from {old} to {new} (Lagos time).',
  'asked.both':
    'Both times are kept for {aboki} until you answer. Accept or decline the new time by {by}; after that the old time stands.',
  'asked.link': 'Answer on your dashboard: {url}',
  'declined.subject': 'New time declined: {service} with {aboki}',
  'declined.body': "{aboki}'s agent cannot move {reference} to {new}.",
  'declined.stays': 'Your booking stays at {old} (Lagos time), as before. Nothing was charged for asking.',
  'accepted.subject': 'New time accepted: {service} with {aboki}, {new}',
  'accepted.body': '{aboki} will now come for {reference} at {new} (Lagos time), instead of {old}.',
  'accepted.fee':
    "You asked less than a day before the start, so a moving fee of {fee} was recorded, as cancelling would have cost. Please settle it with {aboki}'s agent.",
  'accepted.free': 'Moving was free.',
  'accepted.startCode': 'Your start code stays the same.',
  'withdrawn.subject': 'Old time kept: {service} with {aboki}, {old}',
  'withdrawn.body': '{customer} no longer asks to move {reference} to {new}.',
  'withdrawn.stays': 'It stays at {old} (Lagos time); {aboki} is free again at the time that was asked for.',
  'lapsed.subject': 'No answer to your new time: {service} with {aboki}',
  'lapsed.body': "{aboki}'s agent did not answer your ask to move {reference} to {new} in time.",
  'lapsed.stays': 'Your booking stays at {old} (Lagos time). Nothing was charged for asking.',
} satisfies Catalogue;

type Texts = { readonly [Id in keyof typeof en]: string };

const pcm: Texts = {
  hello: 'How far {name},',
  signOff: 'Aboki',
  'link.request': 'See the request: {url}',
  'link.agentJobs': 'See the work of your Abokis: {url}',
  'asked.subject': 'Customer want new time: {service} with {aboki}, {old}',
  'asked.body': '{customer} wan move {reference} from {old} to {new} (Lagos time).',
  'asked.both':
    'We go hold both times for {aboki} until you answer. Accept or decline the new time before {by}; after dat, the old time go stand.',
  'asked.link': 'Answer for your dashboard: {url}',
  'declined.subject': 'Dem no accept the new time: {service} with {aboki}',
  'declined.body': '{aboki} agent no fit move {reference} to {new}.',
  'declined.stays':
    'Your booking still remain {old} (Lagos time), as e be before. You no pay anything for asking.',
  'accepted.subject': 'Dem don accept the new time: {service} with {aboki}, {new}',
  'accepted.body': '{aboki} go now come for {reference} on {new} (Lagos time), instead of {old}.',
  'accepted.fee':
    'You ask when e remain less than one day before the work start, so we record moving fee of {fee}, same as cancel for dat time. Abeg settle am with {aboki} agent.',
  'accepted.free': 'Moving no cost anything.',
  'accepted.startCode': 'Your start code still be the same.',
  'withdrawn.subject': 'Old time remain: {service} with {aboki}, {old}',
  'withdrawn.body': '{customer} no wan move {reference} to {new} again.',
  'withdrawn.stays':
    'E still remain {old} (Lagos time); {aboki} dey free again for the time wey dem ask for.',
  'lapsed.subject': 'Nobody answer your new time: {service} with {aboki}',
  'lapsed.body': '{aboki} agent no answer your request to move {reference} to {new} on time.',
  'lapsed.stays': 'Your booking still remain {old} (Lagos time). You no pay anything for asking.',
};

const ha: Texts = {
  hello: 'Sannu {name},',
  signOff: 'Aboki',
  'link.request': 'Ku duba buƙatar: {url}',
  'link.agentJobs': 'Ku duba ayyukan Aboki naku: {url}',
  'asked.subject': 'An nemi sabon lokaci: {service} tare da {aboki}, {old}',
  'asked.body': '{customer} na so a canza lokacin {reference} daga {old} zuwa {new} (agogon Lagos).',
  'asked.both':
    'An riƙe lokutan biyu don {aboki} har sai kun amsa. Ku karɓa ko ku ƙi sabon lokacin kafin {by}; bayan haka tsohon lokacin ne zai tsaya.',
  'asked.link': 'Ku amsa a dashboard ɗinku: {url}',
  'declined.subject': 'An ƙi sabon lokaci: {service} tare da {aboki}',
  'declined.body': 'Ba za a iya canza lokacin {reference} zuwa {new} ba, in ji wakilin {aboki}.',
  'declined.stays':
    'Odarku tana nan a {old} (agogon Lagos), kamar yadda take. Ba a caje ku komai ba saboda tambayar.',
  'accepted.subject': 'An karɓi sabon lokaci: {service} tare da {aboki}, {new}',
  'accepted.body': 'Yanzu {aboki} na zuwa don {reference} a {new} (agogon Lagos), maimakon {old}.',
  'accepted.fee':
    'Kun nema ne ƙasa da kwana ɗaya kafin farawa, don haka an rubuta kuɗin canza lokaci na {fee}, kamar yadda sokewa za ta ci. Don Allah ku biya shi ga wakilin {aboki}.',
  'accepted.free': 'Canza lokacin kyauta ne.',
  'accepted.startCode': 'Lambar farawarku ba ta canza ba.',
  'withdrawn.subject': 'An bar tsohon lokaci: {service} tare da {aboki}, {old}',
  'withdrawn.body': '{customer}: an janye neman canza lokacin {reference} zuwa {new}.',
  'withdrawn.stays':
    'Yana nan a {old} (agogon Lagos); {aboki} na da damar ɗaukar wani aiki a lokacin da aka nema.',
  'lapsed.subject': 'Ba a amsa sabon lokacinku ba: {service} tare da {aboki}',
  'lapsed.body':
    'Ba a sami amsa daga wakilin {aboki} a kan lokaci ba game da buƙatarku ta canza lokacin {reference} zuwa {new}.',
  'lapsed.stays': 'Odarku tana nan a {old} (agogon Lagos). Ba a caje ku komai ba saboda tambayar.',
};

const yo: Texts = {
  hello: 'Ẹ n lẹ́ o {name},',
  signOff: 'Aboki',
  'link.request': 'Ẹ wo ìbéèrè náà: {url}',
  'link.agentJobs': 'Ẹ wo àwọn iṣẹ́ àwọn Aboki yín: {url}',
  'asked.subject': 'Wọ́n béèrè àkókò tuntun: {service} pẹ̀lú {aboki}, {old}',
  'asked.body': '{customer} fẹ́ gbé {reference} kúrò ní {old} sí {new} (aago Lagos).',
  'asked.both':
    'A ó di àkókò méjèèjì mú fún {aboki} títí ẹ ó fi dáhùn. Ẹ gbà tàbí kí ẹ kọ àkókò tuntun náà kí ó tó di {by}; lẹ́yìn náà àkókò àtijọ́ ni yóò dúró.',
  'asked.link': 'Ẹ dáhùn lórí dashboard yín: {url}',
  'declined.subject': 'Wọ́n kọ àkókò tuntun: {service} pẹ̀lú {aboki}',
  'declined.body': 'Aṣojú {aboki} kò lè gbé {reference} lọ sí {new}.',
  'declined.stays':
    'Àdéhùn yín ṣì wà ní {old} (aago Lagos), bí ó ti wà tẹ́lẹ̀. A kò gba owó kankan fún ìbéèrè náà.',
  'accepted.subject': 'Wọ́n gba àkókò tuntun: {service} pẹ̀lú {aboki}, {new}',
  'accepted.body': '{aboki} yóò wá fún {reference} ní {new} (aago Lagos) báyìí, dípò {old}.',
  'accepted.fee':
    'Ẹ béèrè ní ìgbà tí kò tó ọjọ́ kan kí iṣẹ́ tó bẹ̀rẹ̀, nítorí náà a kọ owó ìyípadà àkókò {fee} sílẹ̀, bí ìfagilé ì bá ti ná yín. Ẹ jọ̀ọ́ ẹ san án fún aṣojú {aboki}.',
  'accepted.free': 'Yíyí àkókò padà jẹ́ ọ̀fẹ́.',
  'accepted.startCode': 'Kóòdù ìbẹ̀rẹ̀ yín kò yí padà.',
  'withdrawn.subject': 'Àkókò àtijọ́ dúró: {service} pẹ̀lú {aboki}, {old}',
  'withdrawn.body': '{customer} kò béèrè mọ́ láti gbé {reference} lọ sí {new}.',
  'withdrawn.stays': 'Ó ṣì wà ní {old} (aago Lagos); {aboki} tún wà ní òmìnira ní àkókò tí wọ́n béèrè fún.',
  'lapsed.subject': 'Kò sí ìdáhùn sí àkókò tuntun yín: {service} pẹ̀lú {aboki}',
  'lapsed.body': 'Aṣojú {aboki} kò dáhùn ìbéèrè yín láti gbé {reference} lọ sí {new} lásìkò.',
  'lapsed.stays': 'Àdéhùn yín ṣì wà ní {old} (aago Lagos). A kò gba owó kankan fún ìbéèrè náà.',
};

const ig: Texts = {
  hello: 'Ndewo {name},',
  signOff: 'Aboki',
  'link.request': 'Hụ arịrịọ ahụ: {url}',
  'link.agentJobs': 'Hụ ọrụ niile nke Aboki gị: {url}',
  'asked.subject': 'A rịọrọ oge ọhụrụ: {service} na {aboki}, {old}',
  'asked.body': '{customer} na-arịọ ka e bugharịa {reference} site na {old} gaa na {new} (oge Lagos).',
  'asked.both':
    'A ga-edobere {aboki} oge abụọ ahụ ruo mgbe ị zara. Nabata ma ọ bụ jụ oge ọhụrụ ahụ tupu {by}; mgbe ahụ gachara, oge ochie ga-eguzo.',
  'asked.link': 'Zaa na dashboard gị: {url}',
  'declined.subject': 'A jụrụ oge ọhụrụ: {service} na {aboki}',
  'declined.body': 'Onye nnọchite {aboki} enweghị ike ibugharị {reference} gaa na {new}.',
  'declined.stays':
    'Ndokwa gị ka dị na {old} (oge Lagos), dị ka ọ dị na mbụ. Ọ dịghị ihe a nara gị maka ịrịọ.',
  'accepted.subject': 'A nabatara oge ọhụrụ: {service} na {aboki}, {new}',
  'accepted.body': '{aboki} ga-abịa ugbu a maka {reference} na {new} (oge Lagos), kama {old}.',
  'accepted.fee':
    'I rịọrọ ya mgbe o fọdụrụ ihe na-erughị otu ụbọchị tupu mmalite, ya mere e dere ụgwọ mbugharị {fee}, dị ka nkagbu gaara efu. Biko kwụọ ya onye nnọchite {aboki}.',
  'accepted.free': 'Mbugharị ahụ bụ n’efu.',
  'accepted.startCode': 'Koodu mmalite gị ka bụ otu ahụ.',
  'withdrawn.subject': 'Oge ochie ka dị: {service} na {aboki}, {old}',
  'withdrawn.body': '{customer} anaghịzi arịọ ka e bugharịa {reference} gaa na {new}.',
  'withdrawn.stays': 'Ọ ka dị na {old} (oge Lagos); {aboki} nweere onwe ya ọzọ n’oge ahụ a rịọrọ.',
  'lapsed.subject': 'Enweghị nzaghachi maka oge ọhụrụ gị: {service} na {aboki}',
  'lapsed.body': 'Onye nnọchite {aboki} azaghị arịrịọ gị ibugharị {reference} gaa na {new} n’oge.',
  'lapsed.stays': 'Ndokwa gị ka dị na {old} (oge Lagos). Ọ dịghị ihe a nara gị maka ịrịọ.',
};

export const RESCHEDULE_EMAIL_TEXTS: EmailTexts<typeof en> = { en, pcm, ha, yo, ig };
