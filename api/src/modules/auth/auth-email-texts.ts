import type { Catalogue, KeyedTranslation, Language } from 'shared/i18n';

/**
 * The account e-mails' words, in each language; the recipient's saved language picks them (the
 * request's, for the code that answers a sign-up). Syntax: shared/src/i18n/message-format.ts.
 */
const en = {
  hello: 'Hello {name},',
  helloUnverified: 'Hello,',
  signOff: 'Aboki',
  codeLasts:
    'The code lasts {minutes} minutes and works once. Never share it: Aboki will never ask you for it.',
  'verify_email.subject': 'Verify your email for Aboki',
  'verify_email.use': 'Use this code to verify your email and finish signing up to Aboki:',
  'verify_email.ignore': 'If you did not sign up to Aboki, you can ignore this email.',
  'reset_password.subject': 'Reset your Aboki password',
  'reset_password.use': 'Use this code to reset your Aboki password:',
  'reset_password.ignore':
    'If you did not ask to reset your password, ignore this email: your password stays as it is.',
  'sign_in.subject': 'Your Aboki sign-in code',
  'sign_in.use':
    'Someone — maybe you — tried to sign in to your Aboki account with the right password. Many wrong passwords have been tried for your account lately, so signing in now also needs this code:',
  'sign_in.ignore':
    'If it was not you, someone knows your password. Without this code they cannot sign in, but change your password now: choose "Forgot password?" on the sign-in page.',
  registeredAgain:
    'This email was already signed up to Aboki and is waiting to be verified: verify it with the code above and sign in with the password you chose.',
  signUpContested:
    'This email was signed up to Aboki more than once, with different passwords, before it was verified. We cannot tell which sign-up was yours, so when you verify with the code above neither password is kept: you are signed in, and you choose a new password with "Forgot password" before you next sign in.',
  'passwordChanged.subject': 'Your Aboki password was changed',
  'passwordChanged.body':
    'The password of your Aboki account was just changed, and every device signed in to it was signed out.',
  'passwordChanged.notYou':
    'If this was you, there is nothing more to do. If it was not, reset your password now at {url} and reply to this email so we can help.',
  'signInPeriod.subject': 'Someone is trying to sign in to your Aboki account',
  'signInPeriod.body':
    'Someone has tried to sign in to your Aboki account with a wrong password many times in a row. To keep your account safe, for the next {duration} signing in needs a code we email you as well as your password. Each time this happens again, it lasts twice as long, up to a day.',
  'signInPeriod.still':
    'You can still sign in at any time: enter your password, then the code from the email we send you.',
  'signInPeriod.change': 'If you think someone knows your password, change it now at {url}.',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  hours: '{count, plural, one {# hour} other {# hours}}',
} satisfies Catalogue;

type Texts = KeyedTranslation<typeof en>;

const pcm: Texts = {
  hello: 'How far {name},',
  helloUnverified: 'How far,',
  signOff: 'Aboki',
  codeLasts:
    'Dis code go last {minutes} minutes and e go work only once. No give anybody: Aboki no go ever ask you for am.',
  'verify_email.subject': 'Confirm your email for Aboki',
  'verify_email.use': 'Use dis code take confirm your email and finish your sign up for Aboki:',
  'verify_email.ignore': 'If no be you sign up for Aboki, just ignore dis email.',
  'reset_password.subject': 'Change your Aboki password',
  'reset_password.use': 'Use dis code take change your Aboki password:',
  'reset_password.ignore':
    'If no be you ask make we change your password, ignore dis email: your password go remain as e be.',
  'sign_in.subject': 'Your Aboki sign-in code',
  'sign_in.use':
    'Somebody — fit be you — try sign in to your Aboki account with the correct password. People don try plenty wrong password for your account recently, so to sign in now, you go need dis code too:',
  'sign_in.ignore':
    'If no be you, somebody sabi your password. Without dis code dem no fit sign in, but change your password now: press "I forget my password" for the sign-in page.',
  registeredAgain:
    'Dis email don already sign up for Aboki and e dey wait make you confirm am: use the code wey dey up confirm am, then sign in with the password wey you choose.',
  signUpContested:
    'Dem don use dis email sign up for Aboki more than once, with different passwords, before dem confirm am. We no fit know which sign up be your own, so when you confirm with the code wey dey up, we no go keep any of the passwords: you go sign in, then choose new password with "I forget my password" before you sign in next time.',
  'passwordChanged.subject': 'Dem don change your Aboki password',
  'passwordChanged.body':
    'Dem just change the password of your Aboki account, and we don sign out every phone or computer wey sign in to am.',
  'passwordChanged.notYou':
    'If na you do am, nothing remain. If no be you, change your password now for {url} and reply dis email make we help you.',
  'signInPeriod.subject': 'Somebody dey try enter your Aboki account',
  'signInPeriod.body':
    'Somebody don try sign in to your Aboki account with wrong password plenty times one after the other. To keep your account safe, for the next {duration}, to sign in go need code wey we go email you plus your password. Anytime wey e happen again, e go last double, reach one day.',
  'signInPeriod.still':
    'You fit still sign in anytime: put your password, then the code from the email wey we send you.',
  'signInPeriod.change': 'If you think say somebody sabi your password, change am now for {url}.',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  hours: '{count, plural, one {# hour} other {# hours}}',
};

const ha: Texts = {
  hello: 'Sannu {name},',
  helloUnverified: 'Sannu,',
  signOff: 'Aboki',
  codeLasts:
    'Lambar za ta yi aiki na mintuna {minutes}, sau ɗaya kawai. Kada ku ba kowa ita: Aboki ba zai taɓa tambayarku ita ba.',
  'verify_email.subject': 'Ku tabbatar da imel ɗinku a Aboki',
  'verify_email.use': 'Ku yi amfani da wannan lambar don tabbatar da imel ɗinku ku kammala rajista a Aboki:',
  'verify_email.ignore': 'Idan ba ku ne kuka yi rajista a Aboki ba, kuna iya watsi da wannan imel.',
  'reset_password.subject': 'Ku sabunta kalmar sirrinku ta Aboki',
  'reset_password.use': 'Ku yi amfani da wannan lambar don sabunta kalmar sirrinku ta Aboki:',
  'reset_password.ignore':
    'Idan ba ku ne kuka nemi sabunta kalmar sirri ba, ku yi watsi da wannan imel: kalmar sirrinku ba za ta canza ba.',
  'sign_in.subject': 'Lambar shiga Aboki',
  'sign_in.use':
    'Wani — ko ku ne — ya yi ƙoƙarin shiga asusunku na Aboki da kalmar sirri daidai. An gwada kalmomin sirri da ba daidai ba da yawa a asusunku kwanan nan, don haka shiga yanzu yana buƙatar wannan lambar ma:',
  'sign_in.ignore':
    'Idan ba ku ba ne, wani ya san kalmar sirrinku. Ba zai iya shiga ba tare da wannan lambar ba, amma ku canza kalmar sirrinku yanzu: ku zaɓi "Na manta kalmar sirri" a shafin shiga.',
  registeredAgain:
    'An riga an yi rajistar wannan imel a Aboki kuma yana jiran tabbatarwa: ku tabbatar da shi da lambar da ke sama, sannan ku shiga da kalmar sirrin da kuka zaɓa.',
  signUpContested:
    'An yi rajistar wannan imel a Aboki fiye da sau ɗaya, da kalmomin sirri daban-daban, kafin a tabbatar da shi. Ba za mu iya sanin wacce rajista ce taku ba, don haka idan kuka tabbatar da lambar da ke sama ba za a ajiye ko ɗaya daga cikin kalmomin sirrin ba: za ku shiga, sannan ku zaɓi sabuwar kalmar sirri ta "Na manta kalmar sirri" kafin ku sake shiga.',
  'passwordChanged.subject': 'An canza kalmar sirrinku ta Aboki',
  'passwordChanged.body':
    'An canza kalmar sirrin asusunku na Aboki yanzu, kuma an fitar da duk na’urorin da suka shiga da shi.',
  'passwordChanged.notYou':
    'Idan ku ne, babu abin da ya rage. Idan ba ku ba ne, ku sabunta kalmar sirrinku yanzu a {url} sannan ku amsa wannan imel don mu taimaka muku.',
  'signInPeriod.subject': 'Wani yana ƙoƙarin shiga asusunku na Aboki',
  'signInPeriod.body':
    'Wani ya yi ƙoƙarin shiga asusunku na Aboki da kalmar sirri da ba daidai ba sau da yawa a jere. Don kare asusunku, a cikin {duration} masu zuwa, shiga yana buƙatar lambar da muke aiko muku ta imel tare da kalmar sirrinku. Duk lokacin da hakan ya sake faruwa, zai ninka tsawo, har zuwa kwana ɗaya.',
  'signInPeriod.still':
    'Har yanzu kuna iya shiga a kowane lokaci: ku shigar da kalmar sirrinku, sannan lambar daga imel ɗin da muka aiko muku.',
  'signInPeriod.change': 'Idan kuna tsammanin wani ya san kalmar sirrinku, ku canza ta yanzu a {url}.',
  minutes: '{count, plural, one {minti #} other {mintuna #}}',
  hours: '{count, plural, one {awa #} other {awanni #}}',
};

const yo: Texts = {
  hello: 'Ẹ n lẹ́ o {name},',
  helloUnverified: 'Ẹ n lẹ́ o,',
  signOff: 'Aboki',
  codeLasts:
    'Kóòdù yìí yóò ṣiṣẹ́ fún ìṣẹ́jú {minutes}, ẹ̀ẹ̀kan ṣoṣo. Ẹ má ṣe fi han ẹnikẹ́ni: Aboki kò ní béèrè rẹ̀ lọ́wọ́ yín láé.',
  'verify_email.subject': 'Ẹ jẹ́rìí sí ímeèlì yín fún Aboki',
  'verify_email.use': 'Ẹ lo kóòdù yìí láti jẹ́rìí sí ímeèlì yín kí ẹ sì parí ìforúkọsílẹ̀ yín lórí Aboki:',
  'verify_email.ignore': 'Tí kì í bá ṣe ẹ̀yin ló forúkọ sílẹ̀ lórí Aboki, ẹ lè fojú fo ímeèlì yìí.',
  'reset_password.subject': 'Ẹ ṣe ọ̀rọ̀ aṣínà Aboki yín tuntun',
  'reset_password.use': 'Ẹ lo kóòdù yìí láti ṣe ọ̀rọ̀ aṣínà Aboki yín tuntun:',
  'reset_password.ignore':
    'Tí kì í bá ṣe ẹ̀yin ló ní kí a yí ọ̀rọ̀ aṣínà yín padà, ẹ fojú fo ímeèlì yìí: ọ̀rọ̀ aṣínà yín kò ní yí padà.',
  'sign_in.subject': 'Kóòdù ìwọlé Aboki yín',
  'sign_in.use':
    'Ẹnìkan — bóyá ẹ̀yin — gbìyànjú láti wọlé sí àkọọ́lẹ̀ Aboki yín pẹ̀lú ọ̀rọ̀ aṣínà tó tọ́. Wọ́n ti gbìyànjú ọ̀pọ̀ ọ̀rọ̀ aṣínà tí kò tọ́ lórí àkọọ́lẹ̀ yín láìpẹ́ yìí, nítorí náà láti wọlé báyìí ẹ tún nílò kóòdù yìí:',
  'sign_in.ignore':
    'Tí kì í bá ṣe ẹ̀yin, ẹnìkan mọ ọ̀rọ̀ aṣínà yín. Láìsí kóòdù yìí wọn kò lè wọlé, ṣùgbọ́n ẹ yí ọ̀rọ̀ aṣínà yín padà báyìí: ẹ yan "Mo gbàgbé ọ̀rọ̀ aṣínà" lójú-ìwé ìwọlé.',
  registeredAgain:
    'Wọ́n ti fi ímeèlì yìí forúkọ sílẹ̀ lórí Aboki tẹ́lẹ̀, ó sì ń dúró de ìjẹ́rìí: ẹ jẹ́rìí sí i pẹ̀lú kóòdù tó wà lókè, kí ẹ sì wọlé pẹ̀lú ọ̀rọ̀ aṣínà tí ẹ yàn.',
  signUpContested:
    'Wọ́n ti fi ímeèlì yìí forúkọ sílẹ̀ lórí Aboki ju ẹ̀ẹ̀kan lọ, pẹ̀lú ọ̀rọ̀ aṣínà tó yàtọ̀ síra, kí wọ́n tó jẹ́rìí sí i. A kò lè mọ èyí tí ó jẹ́ tiyín, nítorí náà tí ẹ bá jẹ́rìí pẹ̀lú kóòdù tó wà lókè a kò ní pa ọ̀rọ̀ aṣínà kankan mọ́: ẹ ó wọlé, ẹ ó sì yan ọ̀rọ̀ aṣínà tuntun pẹ̀lú "Mo gbàgbé ọ̀rọ̀ aṣínà" kí ẹ tó tún wọlé.',
  'passwordChanged.subject': 'Wọ́n ti yí ọ̀rọ̀ aṣínà Aboki yín padà',
  'passwordChanged.body':
    'Wọ́n ṣẹ̀ṣẹ̀ yí ọ̀rọ̀ aṣínà àkọọ́lẹ̀ Aboki yín padà, a sì ti mú gbogbo ẹ̀rọ tó wọlé sí i jáde.',
  'passwordChanged.notYou':
    'Tí ó bá jẹ́ ẹ̀yin ni, kò sí ohun mìíràn láti ṣe. Tí kì í bá ṣe ẹ̀yin, ẹ ṣe ọ̀rọ̀ aṣínà yín tuntun báyìí ní {url} kí ẹ sì fèsì sí ímeèlì yìí kí a lè ràn yín lọ́wọ́.',
  'signInPeriod.subject': 'Ẹnìkan ń gbìyànjú láti wọlé sí àkọọ́lẹ̀ Aboki yín',
  'signInPeriod.body':
    'Ẹnìkan ti gbìyànjú láti wọlé sí àkọọ́lẹ̀ Aboki yín pẹ̀lú ọ̀rọ̀ aṣínà tí kò tọ́ ní ọ̀pọ̀ ìgbà léraléra. Láti dáàbò bo àkọọ́lẹ̀ yín, fún {duration} tó ń bọ̀, wíwọlé nílò kóòdù tí a fi ránṣẹ́ sí ímeèlì yín pẹ̀lú ọ̀rọ̀ aṣínà yín. Ní gbogbo ìgbà tí èyí bá tún ṣẹlẹ̀, yóò gùn ní ìlọ́po méjì, títí di ọjọ́ kan.',
  'signInPeriod.still':
    'Ẹ ṣì lè wọlé nígbàkígbà: ẹ tẹ ọ̀rọ̀ aṣínà yín, lẹ́yìn náà kóòdù láti inú ímeèlì tí a fi ránṣẹ́ sí yín.',
  'signInPeriod.change': 'Tí ẹ bá rò pé ẹnìkan mọ ọ̀rọ̀ aṣínà yín, ẹ yí i padà báyìí ní {url}.',
  minutes: '{count, plural, other {ìṣẹ́jú #}}',
  hours: '{count, plural, other {wákàtí #}}',
};

const ig: Texts = {
  hello: 'Ndewo {name},',
  helloUnverified: 'Ndewo,',
  signOff: 'Aboki',
  codeLasts:
    'Koodu a ga-arụ ọrụ nkeji {minutes}, naanị otu ugboro. Egosila ya onye ọ bụla: Aboki agaghị ajụ gị ya ma ọlị.',
  'verify_email.subject': 'Kwado email gị maka Aboki',
  'verify_email.use': 'Jiri koodu a kwado email gị ma mechaa ịdebanye aha na Aboki:',
  'verify_email.ignore': 'Ọ bụrụ na ọ bụghị gị debanyere aha na Aboki, ị nwere ike ileghara email a anya.',
  'reset_password.subject': 'Tọgharịa okwuntughe Aboki gị',
  'reset_password.use': 'Jiri koodu a tọgharịa okwuntughe Aboki gị:',
  'reset_password.ignore':
    'Ọ bụrụ na ọ bụghị gị rịọrọ ịtọgharị okwuntughe gị, leghara email a anya: okwuntughe gị ka dị ka ọ dị.',
  'sign_in.subject': 'Koodu mbanye Aboki gị',
  'sign_in.use':
    'Mmadụ — ma eleghị anya gị — nwara ịbanye n’akaụntụ Aboki gị jiri okwuntughe ziri ezi. A nwaala ọtụtụ okwuntughe na-ezighị ezi n’akaụntụ gị n’oge na-adịbeghị anya, ya mere ịbanye ugbu a chọkwara koodu a:',
  'sign_in.ignore':
    'Ọ bụrụ na ọ bụghị gị, mmadụ maara okwuntughe gị. Na-enweghị koodu a ha agaghị abanye, mana gbanwee okwuntughe gị ugbu a: họrọ "Echefuru m okwuntughe" n’ibe mbanye.',
  registeredAgain:
    'E debanyelarị email a na Aboki, ọ na-echere nkwado: jiri koodu dị n’elu kwado ya, ma jiri okwuntughe ị họọrọ banye.',
  signUpContested:
    'E jirila email a debanye aha na Aboki karịa otu ugboro, jiri okwuntughe dị iche iche, tupu e kwado ya. Anyị amaghị nke bụ nke gị, ya mere mgbe ị jiri koodu dị n’elu kwado ya, anyị agaghị edobe okwuntughe ọ bụla: ị ga-abanye, ma họrọ okwuntughe ọhụrụ site na "Echefuru m okwuntughe" tupu ị banye ọzọ.',
  'passwordChanged.subject': 'Agbanweela okwuntughe Aboki gị',
  'passwordChanged.body':
    'A gbanwere okwuntughe akaụntụ Aboki gị ugbu a, anyị wepụkwara ngwaọrụ niile banyere n’ime ya.',
  'passwordChanged.notYou':
    'Ọ bụrụ na ọ bụ gị, ọ nweghị ihe ọzọ ị ga-eme. Ọ bụrụ na ọ bụghị gị, tọgharịa okwuntughe gị ugbu a na {url} ma zaghachi email a ka anyị nyere gị aka.',
  'signInPeriod.subject': 'Mmadụ na-anwa ịbanye n’akaụntụ Aboki gị',
  'signInPeriod.body':
    'Mmadụ anwaala ịbanye n’akaụntụ Aboki gị jiri okwuntughe na-ezighị ezi ọtụtụ ugboro n’usoro. Iji chebe akaụntụ gị, n’ime {duration} na-abịa, ịbanye chọrọ koodu anyị na-ezitere gị n’email tinyere okwuntughe gị. Oge ọ bụla nke a mere ọzọ, ọ ga-adị ogologo okpukpu abụọ, ruo otu ụbọchị.',
  'signInPeriod.still':
    'Ị ka nwere ike ịbanye oge ọ bụla: tinye okwuntughe gị, wee tinye koodu sitere n’email anyị zitere gị.',
  'signInPeriod.change': 'Ọ bụrụ na ị chere na mmadụ maara okwuntughe gị, gbanwee ya ugbu a na {url}.',
  minutes: '{count, plural, other {nkeji #}}',
  hours: '{count, plural, other {awa #}}',
};

export const AUTH_EMAIL_TEXTS: Readonly<Record<Language, Texts>> = { en, pcm, ha, yo, ig };
