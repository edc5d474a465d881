import type { Translation } from 'shared';
import type en from './en.js';

/** mfe-auth's texts in Hausa. Hausa with ɓ ɗ ƙ ƴ; speaks to the reader as 'ku' (polite, and the same for a man or a woman). 'Shiga', 'kalmar sirri', 'lamba'. */
const ha: Translation<typeof en> = {
  'common.email': 'Imel',
  'common.password': 'Kalmar sirri',
  'common.signIn': 'Shiga',
  'common.checking': 'Ana dubawa…',
  'signIn.heading.title': 'Shiga',
  'signIn.heading.description': 'Ku shiga Aboki da imel ɗinku da kalmar sirrinku.',
  'signIn.welcomeBack': 'Barka da dawowa, {name}. Ku shiga da imel ɗinku da kalmar sirrinku.',
  'signIn.notYou': 'Ba {name} ba ne?',
  'signIn.forgetName': 'Manta da sunan nan a wayar nan',
  'signIn.stillConfirming': 'Har yanzu kuna tabbatar da {email}?',
  'signIn.enterCode': 'Shigar da lambarku',
  'signIn.forgotPassword': 'Na manta kalmar sirri',
  'signIn.codeLabel': 'Lambar shiga daga imel',
  'signIn.submit': 'Shiga',
  'signIn.submitting': 'Ana shiga…',
  'signIn.newToAboki': 'Karon farko a Aboki?',
  'signIn.createAccount': 'Buɗe asusu',
  'signUp.heading.title': 'Buɗe asusunku na Aboki',
  'signUp.heading.documentTitle': 'Yi rajista',
  'signUp.heading.description':
    'Samu taimako amintacce, ko ku kula da Aboki a matsayin wakili. Za mu aiko muku da lamba ta imel don mu tabbatar ku ne.',
  'signUp.name': 'Sunanku',
  'signUp.emailHint': 'Nan za mu aiko da lambarku.',
  'signUp.submit': 'Buɗe asusu',
  'signUp.submitting': 'Ana buɗe asusunku…',
  'signUp.haveAccount': 'Kuna da asusu?',
  'password.hint':
    'Aƙalla {min, plural, one {harafi #} other {haruffa #}}. Wasu kalmomi da ba su da alaƙa da juna suna ba da kalmar sirri mai ƙarfi, mai sauƙin tunawa.',
  'password.strength': 'Ƙarfi: {strength}',
  'password.tooShort': 'Gajeruwa ce: ku yi amfani da aƙalla {min, plural, one {harafi #} other {haruffa #}}',
  'password.weak': 'Ba ta da ƙarfi: kalmar sirri mai tsayi ta fi wuyar ganewa',
  'password.fair': 'Ba laifi: ku ƙara haruffa kaɗan don ta yi ƙarfi',
  'password.strong': 'Mai ƙarfi',
  'resend.prompt': 'Ba ku samu ba? Ku duba akwatin spam ɗinku, ko',
  'resend.button': 'Sake aiko lamba',
  'resend.wait': 'Sake aikowa bayan {time}',
  'otp.heading.title': 'Tabbatar da imel ɗinku',
  'otp.heading.description':
    'Ku shigar da lambar mai lambobi 6 da muka aiko muku ta imel. Tana aiki na minti 10.',
  'otp.sentTo': 'Mun aika lambar zuwa {email}.',
  'otp.emailHint': 'Adireshin da kuka yi rajista da shi.',
  'otp.submit': 'Tabbatar da imel',
  'otp.wrongEmail': 'Imel ɗin ba daidai ba ne?',
  'otp.signUpAgain': 'Sake yin rajista',
  'reset.heading.title': 'Sake saita kalmar sirrinku',
  'reset.heading.description':
    'Ku shigar da imel ɗin da kuka yi rajista da shi. Za mu aiko muku da lamba mai lambobi 6 don ku zaɓi sabuwar kalmar sirri.',
  'reset.submit': 'Aiko lamba',
  'reset.submitting': 'Ana aikawa…',
  'reset.remembered': 'Kun tuna?',
  'resetOtp.heading.title': 'Shigar da lambar sake saitawa',
  'resetOtp.heading.description':
    'Ku shigar da lambar mai lambobi 6 daga imel ɗin sake saita kalmar sirri. Tana aiki na minti 10.',
  'resetOtp.onItsWay': 'Idan {email} yana da asusun Aboki, lambar tana kan hanya.',
  'resetOtp.submit': 'Ci gaba',
  'resetSubmit.heading.title': 'Zaɓi sabuwar kalmar sirri',
  'resetSubmit.heading.description':
    "Za a fitar da ku daga kowace na'ura, sannan ku shiga da sabuwar kalmar sirri.",
  'resetSubmit.newPassword': 'Sabuwar kalmar sirri',
  'resetSubmit.typeAgain': 'Sake rubuta ta',
  'resetSubmit.mismatch': 'Kalmomin sirrin biyu ba su yi daidai ba',
  'resetSubmit.submit': 'Ajiye kalmar sirri',
  'resetSubmit.submitting': 'Ana ajiyewa…',
  'resetAgain.title': 'Sake fara saita kalmar sirri',
  'resetAgain.noEmail':
    'Babu imel ɗinku a wannan shafin yanzu. Ku nemi sabuwar lamba, sannan ku sake gwadawa.',
  'resetAgain.noCode':
    'Babu lambar sake saitawarku a wannan shafin yanzu. Ku nemi sabuwar lamba, sannan ku sake gwadawa.',
  'resetAgain.action': 'Nemi sabuwar lamba',
  'passwordSuccessful.heading.title': 'An canza kalmar sirri',
  'passwordSuccessful.heading.description':
    "An saita sabuwar kalmar sirrinku. Don tsaronku mun fitar da ku a ko'ina, kuma mun aiko muku da imel cewa an canza kalmar sirri.",
};

export default ha;
