import type { Translation } from 'shared/i18n';
import type { OnboardingText } from './en.js';

const pcm: Translation<OnboardingText> = {
  'Your account': 'Your account',
  'See your profile': 'See your profile',
  'Choose your role': 'Choose your role',
  'Saving…': 'We dey save am…',
  'How will you use Aboki?': 'How you wan use Aboki?',
  'Choose one. It decides which profile you create next.':
    'Choose one. Na im go decide which profile you go create next.',
  'Your profile is already set up, so your role stays User.':
    'Your profile don already set, so your role go remain Customer.',
  'Your profile is already set up, so your role stays Agent.':
    'Your profile don already set, so your role go remain Agent.',
  'I want to…': 'I wan…',
  'I need help': 'I need help',
  'Book an Aboki for cleaning, repairs, errands and more, and pay cash or by card when the job is done.':
    'Book Aboki for cleaning, repair, errand and plenty more, then pay cash or with card when the work don finish.',
  'I manage Abokis': 'I dey manage Abokis',
  'Sign up the helpers you know, set their services and prices, and accept the jobs Users book for them.':
    'Sign up the helpers wey you know, set their services and prices, and accept the work wey customers book for them.',
  'Choose how you will use Aboki': 'Abeg choose how you go use Aboki',
  Continue: 'Continue',
  'Create your user profile': 'Create your customer profile',
  'Tell us where you are, so we can show you Abokis nearby. It takes about a minute.':
    'Tell us where you dey, so we fit show you Abokis wey dey near you. E go take like one minute.',
  'Create your agent profile': 'Create your agent profile',
  'Tell us how Users and your Abokis can reach you. It takes about two minutes.':
    'Tell us how customers and your Abokis fit reach you. E go take like two minutes.',
  'You already have a profile.': 'You don already get profile.',
  'You will need:': 'You go need:',
  'your mobile number;': 'your phone number;',
  'your state and local government area (LGA);': 'your state and local government area (LGA);',
  'your address, and a landmark near it if you like;':
    'your address, and landmark wey dey near am if you like;',
  'your business name and an ID, if you have them.': 'your business name and ID, if you get them.',
  Start: 'Start',
  'User profile details': 'Customer profile details',
  'Where you live, so your Aboki can find you.': 'Where you dey live, so your Aboki fit find you.',
  'Agent profile details': 'Agent profile details',
  'Where you work from, so Users and your Abokis can find you.':
    'Where you dey work from, so customers and your Abokis fit find you.',
  'Create profile': 'Create profile',
  'Creating your profile…': 'We dey create your profile…',
  'User profile created': 'Customer profile don ready',
  'You are all set. Find trusted help near you whenever you need it.':
    'Everything don set. Find help wey you fit trust near you anytime you need am.',
  'Agent profile created': 'Agent profile don ready',
  'You are set up as an agent. Next, onboard the first Aboki you manage.':
    'You don set up as agent. Next, register the first Aboki wey you dey manage.',
  'Find help': 'Find help',
  'Onboard an Aboki': 'Register Aboki',
  'Your profile details': 'Your profile details',
  'Edit your profile': 'Change your profile',
  'Phone number': 'Phone number',
  'A Nigerian mobile number, e.g. 803 123 4567.': 'Nigerian phone number, like 803 123 4567.',
  State: 'State',
  'Choose your state': 'Choose your state',
  'Local government area (LGA)': 'Local government area (LGA)',
  'Choose your LGA': 'Choose your LGA',
  Address: 'Address',
  'House number and street, so your Aboki can find you.':
    'House number and street, so your Aboki fit find you.',
  Landmark: 'Landmark',
  'Something near you that everyone knows, e.g. “opposite Mobil filling station”.':
    'Something wey dey near you wey everybody know, like “opposite Mobil filling station”.',
  'Your business and ID': 'Your business and ID',
  'Business name': 'Business name',
  'ID type': 'ID type',
  'Choose an ID type': 'Choose ID type',
  'ID number': 'ID number',
  'Helps Users trust the Abokis you manage. Only its last 4 characters are ever shown.':
    'E go help customers trust the Abokis wey you dey manage. Na only the last 4 characters we go ever show.',
  'Leave empty to keep the ID you gave before.': 'Leave am empty if you wan keep the ID wey you give before.',
  'National Identification Number (NIN)': 'National Identification Number (NIN)',
  'Bank Verification Number (BVN)': 'Bank Verification Number (BVN)',
  "Voter's card": "Voter's card",
  "Driver's licence": "Driver's licence",
  'International passport': 'International passport',
  'Your profile': 'Your profile',
  'Your agent profile': 'Your agent profile',
  'Loading your profile…': 'We dey load your profile…',
  'Your profile did not load': 'Your profile no load',
  'You have not created a profile yet': 'You never create profile yet',
  'It takes a minute: your phone number, state, LGA and address.':
    'E go take only one minute: your phone number, state, LGA and address.',
  'Create your profile': 'Create your profile',
  'Profile details': 'Profile details',
  Phone: 'Phone',
  LGA: 'LGA',
  ID: 'ID',
  '{idType} ending {last4}': '{idType} wey end with {last4}',
  'Edit profile': 'Change profile',
  'Find help near you': 'Find help near you',
  'Save changes': 'Save changes',
  Cancel: 'Cancel',
  'Your data': 'Your data',
  'Download a copy of everything Aboki holds about you: your account, profile, jobs, payments and reviews.':
    'Download copy of everything wey Aboki get about you: your account, profile, work, payments and reviews.',
  'Download your data': 'Download your data',
  'Your data could not be downloaded. Please try again.': 'Your data no download. Abeg try again.',
  'Delete your account': 'Delete your account',
  'Delete your account?': 'You wan delete your account?',
  'This cannot be undone. At once we erase:': 'You no fit undo am. We go clear all these ones sharp sharp:',
  'your name, e-mail, phone number and address, and your password;':
    'your name, email, phone number and address, plus your password;',
  'the addresses, notes and the other person’s name and phone on your jobs;':
    'the addresses, notes, and the other person name and phone wey dey your work;',
  'the words of your reviews (the star ratings stay, so Abokis’ ratings stay fair);':
    'the words wey you write for your reviews (the stars go remain, so Abokis’ rating go still dey fair);',
  'any Aboki you onboarded: their names, photo, ID, guarantor and address.':
    'any Aboki wey you register: their names, photo, ID, guarantor and address.',
  'We keep the amounts, references, dates and status of your past jobs and payments, with nothing on them that names you, for 6 years, because Nigerian tax and accounting law requires it.':
    'We go keep the amounts, references, dates and status of your past work and payments for 6 years, with nothing for dem wey show say na you, because Nigerian tax and accounting law say we must keep am.',
  'You cannot delete your account while a job is still open: finish or cancel it first.':
    'You no fit delete your account while any work still dey open: finish am or cancel am first.',
  'Your password': 'Your password',
  'Enter your password': 'Put your password',
  'Delete my account for good': 'Delete my account for good',
  'Keep my account': 'Keep my account',
  'Your account could not be deleted. Please try again.': 'We no fit delete your account. Abeg try again.',
  'Account deleted': 'Account don delete',
  'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail.':
    'We don delete your account and sign you out. We don send confirmation to your email.',
  // Phone verification (issue 27).
  Verified: 'E don confirm',
  'This number is not verified yet. We text it a code to check that it is yours.':
    'We never confirm dis number. We go text am code to check say na your own.',
  'Verify this number': 'Confirm dis number',
  'Verify your phone number': 'Confirm your phone number',
  'We texted a 6-digit code to {phone}. It lasts {minutes} minutes.':
    'We don text 6-digit code go {phone}. E go last {minutes} minutes.',
  'Code from the text message': 'Code wey dey the text message',
  Confirm: 'Confirm am',
  'Send a new code in {time}': 'Send new code after {time}',
  'Send a new code': 'Send new code',
  'We could not send the code. Please try again.': 'We no fit send the code. Abeg try again.',
  'We could not check the code. Please try again.': 'We no fit check the code. Abeg try again.',
  // Message preferences (message-preferences.tsx).
  'Messages from Aboki': 'Messages wey Aboki dey send',
  'Choose how each kind of message reaches you.': 'Choose how each kind of message go reach you.',
  'Your bookings': 'Your bookings',
  'When your booking is accepted, started, completed or cancelled.':
    'When dem accept, start, finish or cancel your booking.',
  Payments: 'Payments',
  'When we receive your payment for a booking.': 'When we receive your payment for booking.',
  'Requests for your Abokis': 'Request wey come for your Abokis',
  'When a User books one of your Abokis, or cancels a booking.':
    'When User book one of your Abokis, or cancel booking.',
  'Reported problems': 'Wahala wey dem report',
  'When a User reports a problem with a job, so you can give your side.':
    'When User report wahala about work, so you fit talk your own side.',
  'E-mail': 'Email',
  'Text message (SMS)': 'Text message (SMS)',
  Both: 'The two',
  'Your phone number is not verified yet, so these messages come by e-mail until it is.':
    'Dem never verify your phone number, so these messages go dey come by email until dem verify am.',
  'Text messages are not available at the moment, so these messages come by e-mail.':
    'Text message no dey available now, so these messages go dey come by email.',
  'Codes and safety messages always come, whatever you choose here.':
    'Codes and safety messages go always come, anyhow you choose for here.',
  'Loading your message choices…': 'We dey load your message choices…',
  'We could not load your message choices': 'We no fit load your message choices',
  'Your message choices could not be loaded. Please try again.':
    'We no fit load your message choices. Abeg try again.',
  'Your choice could not be saved. Please try again.': 'We no fit save your choice. Abeg try again.',
  'Saved.': 'E don save.',
};

export default pcm;
