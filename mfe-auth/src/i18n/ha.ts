import type { Translation } from 'shared/i18n';
import type { AuthText } from './en.js';

const ha: Translation<AuthText> = {
  Email: 'Imel',
  Password: 'Kalmar sirri',
  'Sign in': 'Shiga',
  'Checking…': 'Ana dubawa…',
  'Sign in to Aboki with your email and password.': 'Ku shiga Aboki da imel ɗinku da kalmar sirrinku.',
  'Welcome back, {name}. Sign in with your email and password.':
    'Barka da dawowa, {name}. Ku shiga da imel ɗinku da kalmar sirrinku.',
  'Not {name}?': 'Ba {name} ba ne?',
  'Forget this name on this phone': 'Manta da sunan nan a wayar nan',
  'Still confirming {email}?': 'Har yanzu kuna tabbatar da {email}?',
  'Enter your code': 'Shigar da lambarku',
  'Forgot password?': 'Na manta kalmar sirri',
  'Sign-in code from the email': 'Lambar shiga daga imel',
  'Signing in…': 'Ana shiga…',
  'New to Aboki?': 'Karon farko a Aboki?',
  'Create an account': 'Buɗe asusu',
  'Create your Aboki account': 'Buɗe asusunku na Aboki',
  'Sign up': 'Yi rajista',
  'Book trusted help, or manage Abokis as an agent. We will email you a code to confirm it is you.':
    'Samu taimako amintacce, ko ku kula da Aboki a matsayin wakili. Za mu aiko muku da lamba ta imel don mu tabbatar ku ne.',
  'Your name': 'Sunanku',
  'We send your code here.': 'Nan za mu aiko da lambarku.',
  'Create account': 'Buɗe asusu',
  'Creating your account…': 'Ana buɗe asusunku…',
  'Already have an account?': 'Kuna da asusu?',
  'At least {min, plural, one {# character} other {# characters}}. A few unrelated words make a strong password that is easy to remember.':
    'Aƙalla {min, plural, one {harafi #} other {haruffa #}}. Wasu kalmomi da ba su da alaƙa da juna suna ba da kalmar sirri mai ƙarfi, mai sauƙin tunawa.',
  'Strength: {strength}': 'Ƙarfi: {strength}',
  'Too short: use at least {min, plural, one {# character} other {# characters}}':
    'Gajeruwa ce: ku yi amfani da aƙalla {min, plural, one {harafi #} other {haruffa #}}',
  'Weak: a longer password is harder to guess': 'Ba ta da ƙarfi: kalmar sirri mai tsayi ta fi wuyar ganewa',
  'Fair: a few more characters make it strong': 'Ba laifi: ku ƙara haruffa kaɗan don ta yi ƙarfi',
  Strong: 'Mai ƙarfi',
  'Didn’t get it? Check your spam folder, or': 'Ba ku samu ba? Ku duba akwatin spam ɗinku, ko',
  'Resend code': 'Sake aiko lamba',
  'Resend code in {time}': 'Sake aikowa bayan {time}',
  'Confirm your email': 'Tabbatar da imel ɗinku',
  'Enter the 6-digit code we emailed you. It lasts 10 minutes.':
    'Ku shigar da lambar mai lambobi 6 da muka aiko muku ta imel. Tana aiki na minti 10.',
  'We sent the code to {email}.': 'Mun aika lambar zuwa {email}.',
  'The address you signed up with.': 'Adireshin da kuka yi rajista da shi.',
  'Confirm email': 'Tabbatar da imel',
  'Wrong email?': 'Imel ɗin ba daidai ba ne?',
  'Sign up again': 'Sake yin rajista',
  'Reset your password': 'Sake saita kalmar sirrinku',
  'Enter the email you signed up with. We will send you a 6-digit code to choose a new password.':
    'Ku shigar da imel ɗin da kuka yi rajista da shi. Za mu aiko muku da lamba mai lambobi 6 don ku zaɓi sabuwar kalmar sirri.',
  'Send code': 'Aiko lamba',
  'Sending…': 'Ana aikawa…',
  'Remembered it?': 'Kun tuna?',
  'Enter your reset code': 'Shigar da lambar sake saitawa',
  'Enter the 6-digit code from the password-reset email. It lasts 10 minutes.':
    'Ku shigar da lambar mai lambobi 6 daga imel ɗin sake saita kalmar sirri. Tana aiki na minti 10.',
  'If {email} has an Aboki account, the code is on its way.':
    'Idan {email} yana da asusun Aboki, lambar tana kan hanya.',
  Continue: 'Ci gaba',
  'Choose a new password': 'Zaɓi sabuwar kalmar sirri',
  'You will be signed out on every device, then sign in with the new password.':
    "Za a fitar da ku daga kowace na'ura, sannan ku shiga da sabuwar kalmar sirri.",
  'New password': 'Sabuwar kalmar sirri',
  'Type it again': 'Sake rubuta ta',
  'The two passwords do not match': 'Kalmomin sirrin biyu ba su yi daidai ba',
  'Save new password': 'Ajiye kalmar sirri',
  'Saving…': 'Ana ajiyewa…',
  'Start your password reset again': 'Sake fara saita kalmar sirri',
  'We do not have your email on this page any more. Ask for a new code and try again.':
    'Babu imel ɗinku a wannan shafin yanzu. Ku nemi sabuwar lamba, sannan ku sake gwadawa.',
  'We do not have your reset code on this page any more. Ask for a new code and try again.':
    'Babu lambar sake saitawarku a wannan shafin yanzu. Ku nemi sabuwar lamba, sannan ku sake gwadawa.',
  'Ask for a new code': 'Nemi sabuwar lamba',
  'Password changed': 'An canza kalmar sirri',
  'Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed.':
    "An saita sabuwar kalmar sirrinku. Don tsaronku mun fitar da ku a ko'ina, kuma mun aiko muku da imel cewa an canza kalmar sirri.",
};

export default ha;
