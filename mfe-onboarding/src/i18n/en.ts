import type { Catalogue } from 'shared';

/**
 * mfe-onboarding's texts in English, the source every other language is translated from (and every
 * text's fallback). The `*.heading.*` ids are the pages' headings. No mfe-onboarding page declares an
 * `export const heading` for a skeleton (their headings depend on the profile's kind and the person),
 * so ROUTE_HEADING_IDS is empty; catalogue.test.ts checks it stays in step with the pages.
 */
const en = {
  // Shared by several pages.
  'common.yourAccount': 'Your account',
  'common.seeProfile': 'See your profile',
  'common.chooseRole': 'Choose your role',
  'common.saving': 'Saving…',

  // Choose a role (/select-services).
  'chooseRole.heading.title': 'How will you use Aboki?',
  'chooseRole.heading.documentTitle': 'Choose your role',
  'chooseRole.heading.description': 'Choose one. It decides which profile you create next.',
  'chooseRole.lockedUser': 'Your profile is already set up, so your role stays User.',
  'chooseRole.lockedAgent': 'Your profile is already set up, so your role stays Agent.',
  'chooseRole.legend': 'I want to…',
  'chooseRole.user.title': 'I need help',
  'chooseRole.user.text':
    'Book an Aboki for cleaning, repairs, errands and more, and pay cash or by card when the job is done.',
  'chooseRole.agent.title': 'I manage Abokis',
  'chooseRole.agent.text':
    'Sign up the helpers you know, set their services and prices, and accept the jobs Users book for them.',
  'chooseRole.required': 'Choose how you will use Aboki',
  'chooseRole.submit': 'Continue',

  // What we will ask (/select-services/<kind>-profile).
  'intro.user.heading.title': 'Create your user profile',
  'intro.user.heading.description':
    'Tell us where you are, so we can show you Abokis nearby. It takes about a minute.',
  'intro.agent.heading.title': 'Create your agent profile',
  'intro.agent.heading.description':
    'Tell us how Users and your Abokis can reach you. It takes about two minutes.',
  'intro.alreadyHave': 'You already have a profile.',
  'intro.youWillNeed': 'You will need:',
  'intro.needPhone': 'your mobile number;',
  'intro.needPlace': 'your state and local government area (LGA);',
  'intro.needAddress': 'your address, and a landmark near it if you like;',
  'intro.needBusiness': 'your business name and an ID, if you have them.',
  'intro.start': 'Start',

  // The form's page (/select-services/<kind>-profile/details).
  'details.user.heading.title': 'User profile details',
  'details.user.heading.description': 'Where you live, so your Aboki can find you.',
  'details.agent.heading.title': 'Agent profile details',
  'details.agent.heading.description': 'Where you work from, so Users and your Abokis can find you.',
  'details.submit': 'Create profile',
  'details.submitting': 'Creating your profile…',

  // Done (/select-services/<kind>-profile/created).
  'created.user.heading.title': 'User profile created',
  'created.user.heading.description': 'You are all set. Find trusted help near you whenever you need it.',
  'created.agent.heading.title': 'Agent profile created',
  'created.agent.heading.description':
    'You are set up as an agent. Next, onboard the first Aboki you manage.',
  'created.findHelp': 'Find help',
  'created.onboardAboki': 'Onboard an Aboki',

  // The profile form, on the details page and when editing.
  'form.label': 'Your profile details',
  'form.editLabel': 'Edit your profile',
  'form.phone': 'Phone number',
  'form.phoneHint': 'A Nigerian mobile number, e.g. 803 123 4567.',
  'form.state': 'State',
  'form.statePlaceholder': 'Choose your state',
  'form.lga': 'Local government area (LGA)',
  'form.lgaPlaceholder': 'Choose your LGA',
  'form.address': 'Address',
  'form.addressHint': 'House number and street, so your Aboki can find you.',
  'form.landmark': 'Landmark',
  'form.landmarkHint': 'Something near you that everyone knows, e.g. “opposite Mobil filling station”.',
  'form.businessAndId': 'Your business and ID',
  'form.businessName': 'Business name',
  'form.idType': 'ID type',
  'form.idTypePlaceholder': 'Choose an ID type',
  'form.idNumber': 'ID number',
  'form.idNumberHint': 'Helps Users trust the Abokis you manage. Only its last 4 characters are ever shown.',
  'form.idNumberEditHint': 'Leave empty to keep the ID you gave before.',

  // The kinds of ID an agent can give.
  'idType.NIN': 'National Identification Number (NIN)',
  'idType.BVN': 'Bank Verification Number (BVN)',
  'idType.VOTERS_CARD': "Voter's card",
  'idType.DRIVERS_LICENCE': "Driver's licence",
  'idType.PASSPORT': 'International passport',

  // The profile (/profile/<kind>-profile).
  'view.user.heading.title': 'Your profile',
  'view.agent.heading.title': 'Your agent profile',
  'view.loading': 'Loading your profile…',
  'view.loadFailed': 'Your profile did not load',
  'view.empty.title': 'You have not created a profile yet',
  'view.empty.description': 'It takes a minute: your phone number, state, LGA and address.',
  'view.empty.action': 'Create your profile',
  'view.details': 'Profile details',
  'view.phone': 'Phone',
  'view.state': 'State',
  'view.lga': 'LGA',
  'view.address': 'Address',
  'view.landmark': 'Landmark',
  'view.businessName': 'Business name',
  'view.id': 'ID',
  'view.idEnding': '{idType} ending {last4}',
  'view.edit': 'Edit profile',
  'view.findHelpNearYou': 'Find help near you',
  'view.saveChanges': 'Save changes',
  'view.cancel': 'Cancel',

  // Your data, on the profile page.
  'yourData.title': 'Your data',
  'yourData.intro':
    'Download a copy of everything Aboki holds about you: your account, profile, jobs, payments and reviews.',
  'yourData.download': 'Download your data',
  'yourData.downloadFailed': 'Your data could not be downloaded. Please try again.',
  'yourData.delete': 'Delete your account',
  'yourData.confirm.title': 'Delete your account?',
  'yourData.confirm.erase': 'This cannot be undone. At once we erase:',
  'yourData.confirm.eraseAccount': 'your name, e-mail, phone number and address, and your password;',
  'yourData.confirm.eraseJobs': 'the addresses, notes and the other person’s name and phone on your jobs;',
  'yourData.confirm.eraseReviews':
    'the words of your reviews (the star ratings stay, so Abokis’ ratings stay fair);',
  'yourData.confirm.eraseAbokis': 'any Aboki you onboarded: their names, photo, ID, guarantor and address.',
  'yourData.confirm.keep':
    'We keep the amounts, references, dates and status of your past jobs and payments, with nothing on them that names you, for 6 years, because Nigerian tax and accounting law requires it.',
  'yourData.confirm.openJobs':
    'You cannot delete your account while a job is still open: finish or cancel it first.',
  'yourData.confirm.password': 'Your password',
  'yourData.confirm.passwordRequired': 'Enter your password',
  'yourData.confirm.submit': 'Delete my account for good',
  'yourData.confirm.keepAccount': 'Keep my account',
  'yourData.deleteFailed': 'Your account could not be deleted. Please try again.',
  'yourData.deleted.title': 'Account deleted',
  'yourData.deleted.message':
    'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail.',
} satisfies Catalogue;

export default en;
