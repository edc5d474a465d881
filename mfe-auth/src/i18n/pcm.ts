import type { Translation } from 'shared/i18n';
import type { AuthText } from './en.js';

const pcm: Translation<AuthText> = {
  Email: 'Email',
  Password: 'Password',
  'Sign in': 'Sign in',
  'Checking…': 'We dey check…',
  'Sign in to Aboki with your email and password.': 'Use your email and password take sign in to Aboki.',
  'Welcome back, {name}. Sign in with your email and password.':
    'Welcome back, {name}. Use your email and password take sign in.',
  'Not {name}?': 'No be {name}?',
  'Forget this name on this phone': 'Comot this name from this phone',
  'Still confirming {email}?': 'You still dey confirm {email}?',
  'Enter your code': 'Put your code',
  'Forgot password?': 'I forget my password',
  'Sign-in code from the email': 'Sign-in code wey dey the email',
  'Signing in…': 'We dey sign you in…',
  'New to Aboki?': 'You new for Aboki?',
  'Create an account': 'Open account',
  'Create your Aboki account': 'Open your Aboki account',
  'Sign up': 'Sign up',
  'Book trusted help, or manage Abokis as an agent. We will email you a code to confirm it is you.':
    'Book help wey you fit trust, or manage Abokis as agent. We go email you code to confirm say na you.',
  'Your name': 'Your name',
  'We send your code here.': 'Na here we go send your code.',
  'Create account': 'Open account',
  'Creating your account…': 'We dey open your account…',
  'Already have an account?': 'You don get account before?',
  'At least {min, plural, one {# character} other {# characters}}. A few unrelated words make a strong password that is easy to remember.':
    'At least {min, plural, one {# character} other {# characters}}. Join some words wey no concern each other: e go make strong password wey easy to remember.',
  'Strength: {strength}': 'How e strong: {strength}',
  'Too short: use at least {min, plural, one {# character} other {# characters}}':
    'E too short: use at least {min, plural, one {# character} other {# characters}}',
  'Weak: a longer password is harder to guess': 'E weak: long password hard to guess pass short one',
  'Fair: a few more characters make it strong': 'E fair: add small characters make e strong',
  Strong: 'E strong',
  'Didn’t get it? Check your spam folder, or': 'Code never reach you? Check your spam folder, or',
  'Resend code': 'Send code again',
  'Resend code in {time}': 'Send again after {time}',
  'Confirm your email': 'Confirm your email',
  'Enter the 6-digit code we emailed you. It lasts 10 minutes.':
    'Put the 6-digit code wey we email you. E go last 10 minutes.',
  'We sent the code to {email}.': 'We don send the code go {email}.',
  'The address you signed up with.': 'The email wey you take sign up.',
  'Confirm email': 'Confirm email',
  'Wrong email?': 'Na wrong email?',
  'Sign up again': 'Sign up again',
  'Reset your password': 'Reset your password',
  'Enter the email you signed up with. We will send you a 6-digit code to choose a new password.':
    'Put the email wey you take sign up. We go send you 6-digit code so you fit choose new password.',
  'Send code': 'Send code',
  'Sending…': 'We dey send am…',
  'Remembered it?': 'You don remember am?',
  'Enter your reset code': 'Put your reset code',
  'Enter the 6-digit code from the password-reset email. It lasts 10 minutes.':
    'Put the 6-digit code wey dey the password-reset email. E go last 10 minutes.',
  'If {email} has an Aboki account, the code is on its way.':
    'If {email} get Aboki account, the code dey come.',
  Continue: 'Continue',
  'Choose a new password': 'Choose new password',
  'You will be signed out on every device, then sign in with the new password.':
    'We go sign you out for every device, then you go sign in with the new password.',
  'New password': 'New password',
  'Type it again': 'Type am again',
  'The two passwords do not match': 'The two passwords no match',
  'Save new password': 'Save new password',
  'Saving…': 'We dey save am…',
  'Start your password reset again': 'Start your password reset again',
  'We do not have your email on this page any more. Ask for a new code and try again.':
    'We no get your email for this page again. Abeg ask for new code, then try again.',
  'We do not have your reset code on this page any more. Ask for a new code and try again.':
    'We no get your reset code for this page again. Abeg ask for new code, then try again.',
  'Ask for a new code': 'Ask for new code',
  'Password changed': 'Password don change',
  'Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed.':
    'Your new password don set. To keep you safe, we don sign you out for everywhere, and we don email you say the password don change.',
};

export default pcm;
