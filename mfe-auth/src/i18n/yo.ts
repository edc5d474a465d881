import type { Translation } from 'shared';
import type en from './en.js';

/** mfe-auth's texts in Yoruba. Yoruba with tone marks and underdots; speaks to the reader as 'ẹ' (polite). 'Wọlé', 'ọ̀rọ̀ aṣínà', 'kóòdù'. One plural form. */
const yo: Translation<typeof en> = {
  'common.email': 'Ímeèlì',
  'common.password': 'Ọ̀rọ̀ aṣínà',
  'common.signIn': 'Wọlé',
  'common.checking': 'À ń ṣàyẹ̀wò…',
  'signIn.heading.title': 'Wọlé',
  'signIn.heading.description': 'Ẹ wọlé sí Aboki pẹ̀lú ímeèlì àti ọ̀rọ̀ aṣínà yín.',
  'signIn.welcomeBack': 'Ẹ káàbọ̀, {name}. Ẹ wọlé pẹ̀lú ímeèlì àti ọ̀rọ̀ aṣínà yín.',
  'signIn.notYou': 'Ẹ kì í ṣe {name}?',
  'signIn.forgetName': 'Gbàgbé orúkọ yìí lórí fóònù yìí',
  'signIn.stillConfirming': 'Ṣé ẹ ṣì ń jẹ́rìí {email}?',
  'signIn.enterCode': 'Tẹ kóòdù yín',
  'signIn.forgotPassword': 'Mo gbàgbé ọ̀rọ̀ aṣínà',
  'signIn.codeLabel': 'Kóòdù ìwọlé láti inú ímeèlì',
  'signIn.submit': 'Wọlé',
  'signIn.submitting': 'Ń wọlé…',
  'signIn.newToAboki': 'Ẹ jẹ́ tuntun lórí Aboki?',
  'signIn.createAccount': 'Ṣẹ̀dá àkáǹtì',
  'signUp.heading.title': 'Ṣẹ̀dá àkáǹtì Aboki yín',
  'signUp.heading.documentTitle': 'Forúkọsílẹ̀',
  'signUp.heading.description':
    'Ẹ gba ìrànlọ́wọ́ tí ẹ lè fọkàn tán, tàbí kí ẹ máa ṣàkóso àwọn Aboki gẹ́gẹ́ bí aṣojú. A ó fi kóòdù ránṣẹ́ sí ímeèlì yín láti jẹ́rìí pé ẹ̀yin ni.',
  'signUp.name': 'Orúkọ yín',
  'signUp.emailHint': 'Ibí la ó fi kóòdù yín ránṣẹ́ sí.',
  'signUp.submit': 'Ṣẹ̀dá àkáǹtì',
  'signUp.submitting': 'À ń ṣẹ̀dá àkáǹtì yín…',
  'signUp.haveAccount': 'Ṣé ẹ ti ní àkáǹtì?',
  'password.hint':
    'Ó kéré tán {min, plural, other {àmì #}}. Àwọn ọ̀rọ̀ díẹ̀ tí kò jọ ara wọn máa ń ṣe ọ̀rọ̀ aṣínà tó lágbára tó sì rọrùn láti rántí.',
  'password.strength': 'Agbára: {strength}',
  'password.tooShort': 'Ó kúrú jù: ẹ lo ó kéré tán {min, plural, other {àmì #}}',
  'password.weak': 'Kò lágbára: ọ̀rọ̀ aṣínà tó gùn ṣòro láti fojú sọ',
  'password.fair': 'Ó dáa díẹ̀: àmì díẹ̀ sí i yóò mú un lágbára',
  'password.strong': 'Ó lágbára',
  'resend.prompt': 'Kò dé ọ̀dọ̀ yín? Ẹ wo fódà spam yín, tàbí',
  'resend.button': 'Tún kóòdù ránṣẹ́',
  'resend.wait': 'Tún ránṣẹ́ lẹ́yìn {time}',
  'otp.heading.title': 'Jẹ́rìí ímeèlì yín',
  'otp.heading.description': 'Ẹ tẹ kóòdù oní-nọ́ńbà 6 tí a fi ránṣẹ́ sí ímeèlì yín. Ó máa ṣiṣẹ́ fún ìṣẹ́jú 10.',
  'otp.sentTo': 'A ti fi kóòdù náà ránṣẹ́ sí {email}.',
  'otp.emailHint': 'Ímeèlì tí ẹ fi forúkọsílẹ̀.',
  'otp.submit': 'Jẹ́rìí ímeèlì',
  'otp.wrongEmail': 'Ímeèlì náà kò tọ̀nà?',
  'otp.signUpAgain': 'Tún forúkọsílẹ̀',
  'reset.heading.title': 'Ṣe àtúntò ọ̀rọ̀ aṣínà yín',
  'reset.heading.description':
    'Ẹ tẹ ímeèlì tí ẹ fi forúkọsílẹ̀. A ó fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí yín láti yan ọ̀rọ̀ aṣínà tuntun.',
  'reset.submit': 'Fi kóòdù ránṣẹ́',
  'reset.submitting': 'À ń fi ránṣẹ́…',
  'reset.remembered': 'Ẹ ti rántí rẹ̀?',
  'resetOtp.heading.title': 'Tẹ kóòdù àtúntò yín',
  'resetOtp.heading.description':
    'Ẹ tẹ kóòdù oní-nọ́ńbà 6 láti inú ímeèlì àtúntò ọ̀rọ̀ aṣínà. Ó máa ṣiṣẹ́ fún ìṣẹ́jú 10.',
  'resetOtp.onItsWay': 'Tí {email} bá ní àkáǹtì Aboki, kóòdù náà ti ń bọ̀.',
  'resetOtp.submit': 'Tẹ̀síwájú',
  'resetSubmit.heading.title': 'Yan ọ̀rọ̀ aṣínà tuntun',
  'resetSubmit.heading.description':
    'A ó mú yín jáde lórí gbogbo ẹ̀rọ yín, lẹ́yìn náà ẹ wọlé pẹ̀lú ọ̀rọ̀ aṣínà tuntun.',
  'resetSubmit.newPassword': 'Ọ̀rọ̀ aṣínà tuntun',
  'resetSubmit.typeAgain': 'Tún un tẹ̀',
  'resetSubmit.mismatch': 'Ọ̀rọ̀ aṣínà méjèèjì kò bá ara wọn mu',
  'resetSubmit.submit': 'Fi ọ̀rọ̀ aṣínà pamọ́',
  'resetSubmit.submitting': 'À ń fi pamọ́…',
  'resetAgain.title': 'Ẹ tún àtúntò ọ̀rọ̀ aṣínà bẹ̀rẹ̀',
  'resetAgain.noEmail': 'A kò ní ímeèlì yín lórí ojú-ìwé yìí mọ́. Ẹ béèrè kóòdù tuntun, kí ẹ sì tún gbìyànjú.',
  'resetAgain.noCode':
    'A kò ní kóòdù àtúntò yín lórí ojú-ìwé yìí mọ́. Ẹ béèrè kóòdù tuntun, kí ẹ sì tún gbìyànjú.',
  'resetAgain.action': 'Béèrè kóòdù tuntun',
  'passwordSuccessful.heading.title': 'A ti yí ọ̀rọ̀ aṣínà padà',
  'passwordSuccessful.heading.description':
    'Ọ̀rọ̀ aṣínà tuntun yín ti wà ní ipò. Fún ààbò yín, a ti mú yín jáde níbi gbogbo, a sì ti fi ímeèlì ránṣẹ́ sí yín pé ọ̀rọ̀ aṣínà ti yí padà.',
};

export default yo;
