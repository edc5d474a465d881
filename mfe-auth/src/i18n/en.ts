import type { Catalogue } from 'shared';

/**
 * mfe-auth's texts in English, the source every other language is translated from (and every
 * text's fallback). The `*.heading.*` ids are the pages' headings: each page also declares them as
 * literal English in `export const heading` for the skeleton (scripts/build-info.mjs), and
 * catalogue.test.ts checks the two agree. Headings carry no values, so a skeleton can paint them
 * in any language without the page's code.
 */
const en = {
  // Shared by several pages.
  'common.email': 'Email',
  'common.password': 'Password',
  'common.signIn': 'Sign in',
  'common.checking': 'Checking…',

  // Sign in (/sign-in).
  'signIn.heading.title': 'Sign in',
  'signIn.heading.description': 'Sign in to Aboki with your email and password.',
  'signIn.welcomeBack': 'Welcome back, {name}. Sign in with your email and password.',
  'signIn.notYou': 'Not {name}?',
  'signIn.forgetName': 'Forget this name on this phone',
  'signIn.stillConfirming': 'Still confirming {email}?',
  'signIn.enterCode': 'Enter your code',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.codeLabel': 'Sign-in code from the email',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in…',
  'signIn.newToAboki': 'New to Aboki?',
  'signIn.createAccount': 'Create an account',

  // Sign up (/sign-up).
  'signUp.heading.title': 'Create your Aboki account',
  'signUp.heading.documentTitle': 'Sign up',
  'signUp.heading.description':
    'Book trusted help, or manage Abokis as an agent. We will email you a code to confirm it is you.',
  'signUp.name': 'Your name',
  'signUp.emailHint': 'We send your code here.',
  'signUp.submit': 'Create account',
  'signUp.submitting': 'Creating your account…',
  'signUp.haveAccount': 'Already have an account?',

  // The password guide on sign-up and on choosing a new password.
  'password.hint':
    'At least {min, plural, one {# character} other {# characters}}. A few unrelated words make a strong password that is easy to remember.',
  'password.strength': 'Strength: {strength}',
  'password.tooShort': 'Too short: use at least {min, plural, one {# character} other {# characters}}',
  'password.weak': 'Weak: a longer password is harder to guess',
  'password.fair': 'Fair: a few more characters make it strong',
  'password.strong': 'Strong',

  // Sending a code again (OTP, sign-in code, reset code).
  'resend.prompt': 'Didn’t get it? Check your spam folder, or',
  'resend.button': 'Resend code',
  'resend.wait': 'Resend code in {time}',

  // Confirm your email (/otp).
  'otp.heading.title': 'Confirm your email',
  'otp.heading.description': 'Enter the 6-digit code we emailed you. It lasts 10 minutes.',
  'otp.sentTo': 'We sent the code to {email}.',
  'otp.emailHint': 'The address you signed up with.',
  'otp.submit': 'Confirm email',
  'otp.wrongEmail': 'Wrong email?',
  'otp.signUpAgain': 'Sign up again',

  // Reset your password (/reset-password).
  'reset.heading.title': 'Reset your password',
  'reset.heading.description':
    'Enter the email you signed up with. We will send you a 6-digit code to choose a new password.',
  'reset.submit': 'Send code',
  'reset.submitting': 'Sending…',
  'reset.remembered': 'Remembered it?',

  // The reset code (/reset-password/otp).
  'resetOtp.heading.title': 'Enter your reset code',
  'resetOtp.heading.description':
    'Enter the 6-digit code from the password-reset email. It lasts 10 minutes.',
  'resetOtp.onItsWay': 'If {email} has an Aboki account, the code is on its way.',
  'resetOtp.submit': 'Continue',

  // A new password (/reset-password/submit).
  'resetSubmit.heading.title': 'Choose a new password',
  'resetSubmit.heading.description':
    'You will be signed out on every device, then sign in with the new password.',
  'resetSubmit.newPassword': 'New password',
  'resetSubmit.typeAgain': 'Type it again',
  'resetSubmit.mismatch': 'The two passwords do not match',
  'resetSubmit.submit': 'Save new password',
  'resetSubmit.submitting': 'Saving…',

  // A reset page opened without the step before it.
  'resetAgain.title': 'Start your password reset again',
  'resetAgain.noEmail': 'We do not have your email on this page any more. Ask for a new code and try again.',
  'resetAgain.noCode':
    'We do not have your reset code on this page any more. Ask for a new code and try again.',
  'resetAgain.action': 'Ask for a new code',

  // Password changed (/password-successful).
  'passwordSuccessful.heading.title': 'Password changed',
  'passwordSuccessful.heading.description':
    'Your new password is set. For your safety we signed you out everywhere, and emailed you to say the password changed.',
} satisfies Catalogue;

export default en;
