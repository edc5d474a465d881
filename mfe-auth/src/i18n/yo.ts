import type { Translation } from 'shared/i18n';
import type { AuthText } from './en.js';

const yo: Translation<AuthText> = {
  Email: 'Ímeèlì',
  Password: 'Ọ̀rọ̀ aṣínà',
  'Sign in': 'Wọlé',
  'Checking…': 'À ń ṣàyẹ̀wò…',
  'Sign in to Aboki with your email and password.': 'Ẹ wọlé sí Aboki pẹ̀lú ímeèlì àti ọ̀rọ̀ aṣínà yín.',
  'Welcome back, {name}. Sign in with your email and password.':
    'Ẹ káàbọ̀, {name}. Ẹ wọlé pẹ̀lú ímeèlì àti ọ̀rọ̀ aṣínà yín.',
  'Not {name}?': 'Ẹ kì í ṣe {name}?',
  'Forget this name on this phone': 'Gbàgbé orúkọ yìí lórí fóònù yìí',
  'Still confirming {email}?': 'Ṣé ẹ ṣì ń jẹ́rìí {email}?',
  'Enter your code': 'Tẹ kóòdù yín',
  'Forgot password?': 'Mo gbàgbé ọ̀rọ̀ aṣínà',
  'Sign-in code from the email': 'Kóòdù ìwọlé láti inú ímeèlì',
  'Signing in…': 'Ń wọlé…',
  'New to Aboki?': 'Ẹ jẹ́ tuntun lórí Aboki?',
  'Create an account': 'Ṣẹ̀dá àkáǹtì',
  'Create your Aboki account': 'Ṣẹ̀dá àkáǹtì Aboki yín',
  'Sign up': 'Forúkọsílẹ̀',
  'Book trusted help, or manage Abokis as an agent. We will email you a code to confirm it is you.':
    'Ẹ gba ìrànlọ́wọ́ tí ẹ lè fọkàn tán, tàbí kí ẹ máa ṣàkóso àwọn Aboki gẹ́gẹ́ bí aṣojú. A ó fi kóòdù ránṣẹ́ sí ímeèlì yín láti jẹ́rìí pé ẹ̀yin ni.',
  'Your name': 'Orúkọ yín',
  'We send your code here.': 'Ibí la ó fi kóòdù yín ránṣẹ́ sí.',
  'Create account': 'Ṣẹ̀dá àkáǹtì',
  'Creating your account…': 'À ń ṣẹ̀dá àkáǹtì yín…',
  'Already have an account?': 'Ṣé ẹ ti ní àkáǹtì?',
  'At least {min, plural, one {# character} other {# characters}}. A few unrelated words make a strong password that is easy to remember.':
    'Ó kéré tán {min, plural, other {àmì #}}. Àwọn ọ̀rọ̀ díẹ̀ tí kò jọ ara wọn máa ń ṣe ọ̀rọ̀ aṣínà tó lágbára tó sì rọrùn láti rántí.',
  'Strength: {strength}': 'Agbára: {strength}',
  'Too short: use at least {min, plural, one {# character} other {# characters}}':
    'Ó kúrú jù: ẹ lo ó kéré tán {min, plural, other {àmì #}}',
  'Weak: a longer password is harder to guess': 'Kò lágbára: ọ̀rọ̀ aṣínà tó gùn ṣòro láti fojú sọ',
  'Fair: a few more characters make it strong': 'Ó dáa díẹ̀: àmì díẹ̀ sí i yóò mú un lágbára',
  Strong: 'Ó lágbára',
  'Didn’t get it? Check your spam folder, or': 'Kò dé ọ̀dọ̀ yín? Ẹ wo fódà spam yín, tàbí',
  'Resend code': 'Tún kóòdù ránṣẹ́',
  'Resend code in {time}': 'Tún ránṣẹ́ lẹ́yìn {time}',
  'Confirm your email': 'Jẹ́rìí ímeèlì yín',
  'Enter the 6-digit code we emailed you. It lasts 10 minutes.':
    'Ẹ tẹ kóòdù oní-nọ́ńbà 6 tí a fi ránṣẹ́ sí ímeèlì yín. Ó máa ṣiṣẹ́ fún ìṣẹ́jú 10.',
  'We sent the code to {email}.': 'A ti fi kóòdù náà ránṣẹ́ sí {email}.',
  'The address you signed up with.': 'Ímeèlì tí ẹ fi forúkọsílẹ̀.',
  'Confirm email': 'Jẹ́rìí ímeèlì',
  'Wrong email?': 'Ímeèlì náà kò tọ̀nà?',
  'Sign up again': 'Tún forúkọsílẹ̀',
  'Reset your password': 'Ṣe àtúntò ọ̀rọ̀ aṣínà yín',
  'Enter the email you signed up with. We will send you a 6-digit code to choose a new password.':
    'Ẹ tẹ ímeèlì tí ẹ fi forúkọsílẹ̀. A ó fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí yín láti yan ọ̀rọ̀ aṣínà tuntun.',
  'Send code': 'Fi kóòdù ránṣẹ́',
  'Sending…': 'À ń fi ránṣẹ́…',
  'Remembered it?': 'Ẹ ti rántí rẹ̀?',
  'Enter your reset code': 'Tẹ kóòdù àtúntò yín',
  'Enter the 6-digit code from the password-reset email. It lasts 10 minutes.':
    'Ẹ tẹ kóòdù oní-nọ́ńbà 6 láti inú ímeèlì àtúntò ọ̀rọ̀ aṣínà. Ó máa ṣiṣẹ́ fún ìṣẹ́jú 10.',
  'If {email} has an Aboki account, the code is on its way.':
    'Tí {email} bá ní àkáǹtì Aboki, kóòdù náà ti ń bọ̀.',
  Continue: 'Tẹ̀síwájú',
  'Choose a new password': 'Yan ọ̀rọ̀ aṣínà tuntun',
  'You will be signed out on every device, then sign in with the new password.':
    'A ó mú yín jáde lórí gbogbo ẹ̀rọ yín, lẹ́yìn náà ẹ wọlé pẹ̀lú ọ̀rọ̀ aṣínà tuntun.',
  'New password': 'Ọ̀rọ̀ aṣínà tuntun',
  'Type it again': 'Tún un tẹ̀',
  'The two passwords do not match': 'Ọ̀rọ̀ aṣínà méjèèjì kò bá ara wọn mu',
  'Save new password': 'Fi ọ̀rọ̀ aṣínà pamọ́',
  'Saving…': 'À ń fi pamọ́…',
  'Start your password reset again': 'Ẹ tún àtúntò ọ̀rọ̀ aṣínà bẹ̀rẹ̀',
  'We do not have your email on this page any more. Ask for a new code and try again.':
    'A kò ní ímeèlì yín lórí ojú-ìwé yìí mọ́. Ẹ béèrè kóòdù tuntun, kí ẹ sì tún gbìyànjú.',
  'We do not have your reset code on this page any more. Ask for a new code and try again.':
    'A kò ní kóòdù àtúntò yín lórí ojú-ìwé yìí mọ́. Ẹ béèrè kóòdù tuntun, kí ẹ sì tún gbìyànjú.',
  'Ask for a new code': 'Béèrè kóòdù tuntun',
  'Password changed': 'A ti yí ọ̀rọ̀ aṣínà padà',
  'Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed.':
    'Ọ̀rọ̀ aṣínà tuntun yín ti wà ní ipò. Fún ààbò yín, a ti mú yín jáde níbi gbogbo, a sì ti fi ímeèlì ránṣẹ́ sí yín pé ọ̀rọ̀ aṣínà ti yí padà.',
};

export default yo;
