import type { Translation } from 'shared';
import type en from './en.js';

/** mfe-auth's texts in Nigerian Pidgin. Everyday Pidgin: 'Sign in', 'password', 'code' as people say them. */
const pcm: Translation<typeof en> = {
  'common.email': 'Email',
  'common.password': 'Password',
  'common.signIn': 'Sign in',
  'common.checking': 'We dey check…',
  'signIn.heading.title': 'Sign in',
  'signIn.heading.description': 'Use your email and password take sign in to Aboki.',
  'signIn.welcomeBack': 'Welcome back, {name}. Use your email and password take sign in.',
  'signIn.notYou': 'No be {name}?',
  'signIn.forgetName': 'Comot this name from this phone',
  'signIn.stillConfirming': 'You still dey confirm {email}?',
  'signIn.enterCode': 'Put your code',
  'signIn.forgotPassword': 'I forget my password',
  'signIn.codeLabel': 'Sign-in code wey dey the email',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'We dey sign you in…',
  'signIn.newToAboki': 'You new for Aboki?',
  'signIn.createAccount': 'Open account',
  'signUp.heading.title': 'Open your Aboki account',
  'signUp.heading.documentTitle': 'Sign up',
  'signUp.heading.description':
    'Book help wey you fit trust, or manage Abokis as agent. We go email you code to confirm say na you.',
  'signUp.name': 'Your name',
  'signUp.emailHint': 'Na here we go send your code.',
  'signUp.submit': 'Open account',
  'signUp.submitting': 'We dey open your account…',
  'signUp.haveAccount': 'You don get account before?',
  'password.hint':
    'At least {min, plural, one {# character} other {# characters}}. Join some words wey no concern each other: e go make strong password wey easy to remember.',
  'password.strength': 'How e strong: {strength}',
  'password.tooShort': 'E too short: use at least {min, plural, one {# character} other {# characters}}',
  'password.weak': 'E weak: long password hard to guess pass short one',
  'password.fair': 'E fair: add small characters make e strong',
  'password.strong': 'E strong',
  'resend.prompt': 'Code never reach you? Check your spam folder, or',
  'resend.button': 'Send code again',
  'resend.wait': 'Send again after {time}',
  'otp.heading.title': 'Confirm your email',
  'otp.heading.description': 'Put the 6-digit code wey we email you. E go last 10 minutes.',
  'otp.sentTo': 'We don send the code go {email}.',
  'otp.emailHint': 'The email wey you take sign up.',
  'otp.submit': 'Confirm email',
  'otp.wrongEmail': 'Na wrong email?',
  'otp.signUpAgain': 'Sign up again',
  'reset.heading.title': 'Reset your password',
  'reset.heading.description':
    'Put the email wey you take sign up. We go send you 6-digit code so you fit choose new password.',
  'reset.submit': 'Send code',
  'reset.submitting': 'We dey send am…',
  'reset.remembered': 'You don remember am?',
  'resetOtp.heading.title': 'Put your reset code',
  'resetOtp.heading.description':
    'Put the 6-digit code wey dey the password-reset email. E go last 10 minutes.',
  'resetOtp.onItsWay': 'If {email} get Aboki account, the code dey come.',
  'resetOtp.submit': 'Continue',
  'resetSubmit.heading.title': 'Choose new password',
  'resetSubmit.heading.description':
    'We go sign you out for every device, then you go sign in with the new password.',
  'resetSubmit.newPassword': 'New password',
  'resetSubmit.typeAgain': 'Type am again',
  'resetSubmit.mismatch': 'The two passwords no match',
  'resetSubmit.submit': 'Save new password',
  'resetSubmit.submitting': 'We dey save am…',
  'resetAgain.title': 'Start your password reset again',
  'resetAgain.noEmail': 'We no get your email for this page again. Abeg ask for new code, then try again.',
  'resetAgain.noCode':
    'We no get your reset code for this page again. Abeg ask for new code, then try again.',
  'resetAgain.action': 'Ask for new code',
  'passwordSuccessful.heading.title': 'Password don change',
  'passwordSuccessful.heading.description':
    'Your new password don set. To keep you safe, we don sign you out for everywhere, and we don email you say the password don change.',
};

export default pcm;
