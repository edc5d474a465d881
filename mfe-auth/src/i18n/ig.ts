import type { Translation } from 'shared/i18n';
import type { AuthText } from './en.js';

const ig: Translation<AuthText> = {
  Email: 'Email',
  Password: 'Okwuntughe',
  'Sign in': 'Banye',
  'Checking…': 'Anyị na-enyocha…',
  'Sign in to Aboki with your email and password.': 'Jiri email na okwuntughe gị banye na Aboki.',
  'Welcome back, {name}. Sign in with your email and password.':
    'Nnọọ ọzọ, {name}. Jiri email na okwuntughe gị banye.',
  'Not {name}?': 'Ị bụghị {name}?',
  'Forget this name on this phone': 'Chefuo aha a na ekwentị a',
  'Still confirming {email}?': 'Ị ka na-akwado {email}?',
  'Enter your code': 'Tinye koodu gị',
  'Forgot password?': 'Echefuru m okwuntughe',
  'Sign-in code from the email': 'Koodu mbanye sitere na email',
  'Signing in…': 'Na-abanye…',
  'New to Aboki?': 'Ị bụ onye ọhụrụ na Aboki?',
  'Create an account': 'Mepee akaụntụ',
  'Create your Aboki account': 'Mepee akaụntụ Aboki gị',
  'Sign up': 'Debanye aha',
  'Book trusted help, or manage Abokis as an agent. We will email you a code to confirm it is you.':
    'Nweta enyemaka ị ga-atụkwasị obi, ma ọ bụ jikwaa ndị Aboki dị ka onye nnọchite. Anyị ga-ezitere gị koodu n’email iji gosi na ọ bụ gị.',
  'Your name': 'Aha gị',
  'We send your code here.': 'Ọ bụ ebe a ka anyị ga-eziga koodu gị.',
  'Create account': 'Mepee akaụntụ',
  'Creating your account…': 'Anyị na-emepe akaụntụ gị…',
  'Already have an account?': 'Ị nweelarị akaụntụ?',
  'At least {min, plural, one {# character} other {# characters}}. A few unrelated words make a strong password that is easy to remember.':
    'Opekata mpe {min, plural, other {mkpụrụedemede #}}. Okwu ole na ole na-enweghị njikọ na-eme okwuntughe siri ike nke dị mfe icheta.',
  'Strength: {strength}': 'Ike: {strength}',
  'Too short: use at least {min, plural, one {# character} other {# characters}}':
    'Ọ dị mkpụmkpụ: jiri opekata mpe {min, plural, other {mkpụrụedemede #}}',
  'Weak: a longer password is harder to guess': 'O sighi ike: okwuntughe ka ogologo na-esi ike ịkọ',
  'Fair: a few more characters make it strong': 'Ọ dị mma: tinyekwuo mkpụrụedemede ole na ole ka o sie ike',
  Strong: 'O siri ike',
  'Didn’t get it? Check your spam folder, or': 'Ọ rutebeghị gị? Lelee folda spam gị, ma ọ bụ',
  'Resend code': 'Ziga koodu ọzọ',
  'Resend code in {time}': 'Ziga ọzọ n’ime {time}',
  'Confirm your email': 'Kwado email gị',
  'Enter the 6-digit code we emailed you. It lasts 10 minutes.':
    'Tinye koodu nọmba 6 anyị zitere gị n’email. Ọ ga-arụ ọrụ ruo nkeji 10.',
  'We sent the code to {email}.': 'Anyị zigara koodu ahụ na {email}.',
  'The address you signed up with.': 'Email i ji debanye aha.',
  'Confirm email': 'Kwado email',
  'Wrong email?': 'Email ezighi ezi?',
  'Sign up again': 'Debanye aha ọzọ',
  'Reset your password': 'Tọgharịa okwuntughe gị',
  'Enter the email you signed up with. We will send you a 6-digit code to choose a new password.':
    'Tinye email i ji debanye aha. Anyị ga-ezitere gị koodu nọmba 6 ka i họrọ okwuntughe ọhụrụ.',
  'Send code': 'Ziga koodu',
  'Sending…': 'Na-eziga…',
  'Remembered it?': 'I chetala ya?',
  'Enter your reset code': 'Tinye koodu ntọgharị gị',
  'Enter the 6-digit code from the password-reset email. It lasts 10 minutes.':
    'Tinye koodu nọmba 6 sitere na email ntọgharị okwuntughe. Ọ ga-arụ ọrụ ruo nkeji 10.',
  'If {email} has an Aboki account, the code is on its way.':
    'Ọ bụrụ na {email} nwere akaụntụ Aboki, koodu ahụ na-abịa.',
  Continue: 'Gaa n’ihu',
  'Choose a new password': 'Họrọ okwuntughe ọhụrụ',
  'You will be signed out on every device, then sign in with the new password.':
    'A ga-ewepụ gị na ngwaọrụ ọ bụla, mgbe ahụ ị ga-eji okwuntughe ọhụrụ banye.',
  'New password': 'Okwuntughe ọhụrụ',
  'Type it again': 'Pịnye ya ọzọ',
  'The two passwords do not match': 'Okwuntughe abụọ ahụ adabaghị',
  'Save new password': 'Chekwaa okwuntughe',
  'Saving…': 'Na-echekwa…',
  'Start your password reset again': 'Malite ntọgharị okwuntughe gị ọzọ',
  'We do not have your email on this page any more. Ask for a new code and try again.':
    'Anyị enweghịzi email gị na peeji a. Rịọ koodu ọhụrụ, ma nwaa ọzọ.',
  'We do not have your reset code on this page any more. Ask for a new code and try again.':
    'Anyị enweghịzi koodu ntọgharị gị na peeji a. Rịọ koodu ọhụrụ, ma nwaa ọzọ.',
  'Ask for a new code': 'Rịọ koodu ọhụrụ',
  'Password changed': 'Agbanweela okwuntughe',
  'Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed.':
    'Edobela okwuntughe ọhụrụ gị. Maka nchekwa gị, anyị wepụrụ gị ebe niile, ma zitere gị email na-agwa gị na okwuntughe agbanweela.',
};

export default ig;
