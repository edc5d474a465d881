import type { Translation } from 'shared/i18n';
import type { OnboardingText } from './en.js';

const ig: Translation<OnboardingText> = {
  'Your account': 'Akaụntụ gị',
  'See your profile': 'Lee profaịlụ gị',
  'Choose your role': 'Họrọ ọnọdụ gị',
  'Saving…': 'Na-echekwa…',
  'How will you use Aboki?': 'Kedu ka ị ga-esi jiri Aboki?',
  'Choose one. It decides which profile you create next.': 'Họrọ otu. Ọ ga-ekpebi profaịlụ ị ga-emepụta ọzọ.',
  'Your profile is already set up, so your role stays User.':
    'Profaịlụ gị adịlarị njikere, ya mere ọnọdụ gị ga-anọgide bụrụ Onye ahịa.',
  'Your profile is already set up, so your role stays Agent.':
    'Profaịlụ gị adịlarị njikere, ya mere ọnọdụ gị ga-anọgide bụrụ Onye nnọchite.',
  'I want to…': 'Achọrọ m…',
  'I need help': 'Achọrọ m enyemaka',
  'Book an Aboki for cleaning, repairs, errands and more, and pay cash or by card when the job is done.':
    'Kpọọ Aboki maka nhicha, nrụzi, izi ozi na ihe ndị ọzọ, ma kwụọ ego aka ma ọ bụ kaadị mgbe ọrụ ahụ gwụchara.',
  'I manage Abokis': 'Ana m elekọta ndị Aboki',
  'Sign up the helpers you know, set their services and prices, and accept the jobs Users book for them.':
    'Debanye aha ndị inyeaka ị maara, hazie ọrụ enyemaka ha na ọnụahịa ha, ma nabata ọrụ ndị ahịa na-ahazi maka ha.',
  'Choose how you will use Aboki': 'Họrọ otu ị ga-esi jiri Aboki',
  Continue: 'Gaa n’ihu',
  'Create your user profile': 'Mepụta profaịlụ onye ahịa gị',
  'Tell us where you are, so we can show you Abokis nearby. It takes about a minute.':
    'Gwa anyị ebe ị nọ, ka anyị gosi gị ndị Aboki nọ nso. Ọ ga-ewe ihe dị ka otu nkeji.',
  'Create your agent profile': 'Mepụta profaịlụ onye nnọchite gị',
  'Tell us how Users and your Abokis can reach you. It takes about two minutes.':
    'Gwa anyị otu ndị ahịa na ndị Aboki gị ga-esi kpọtụrụ gị. Ọ ga-ewe ihe dị ka nkeji abụọ.',
  'You already have a profile.': 'Ị nweelarị profaịlụ.',
  'You will need:': 'Ị ga-achọ:',
  'your mobile number;': 'nọmba ekwentị gị;',
  'your state and local government area (LGA);': 'steeti gị na ime ọchịchị obodo gị (LGA);',
  'your address, and a landmark near it if you like;':
    'adreesị gị, na akara ama dị nso ya ma ọ bụrụ na ị chọrọ;',
  'your business name and an ID, if you have them.': 'aha azụmahịa gị na ID, ma ọ bụrụ na i nwere ha.',
  Start: 'Malite',
  'User profile details': 'Nkọwa profaịlụ onye ahịa',
  'Where you live, so your Aboki can find you.': 'Ebe ị bi, ka Aboki gị nwee ike ịchọta gị.',
  'Agent profile details': 'Nkọwa profaịlụ onye nnọchite',
  'Where you work from, so Users and your Abokis can find you.':
    'Ebe ị na-arụ ọrụ, ka ndị ahịa na ndị Aboki gị nwee ike ịchọta gị.',
  'Create profile': 'Mepụta profaịlụ',
  'Creating your profile…': 'Anyị na-emepụta profaịlụ gị…',
  'User profile created': 'Emepụtala profaịlụ onye ahịa',
  'You are all set. Find trusted help near you whenever you need it.':
    'Ihe niile adịla njikere. Chọta enyemaka ị ga-atụkwasị obi nso gị mgbe ọ bụla ị chọrọ ya.',
  'Agent profile created': 'Emepụtala profaịlụ onye nnọchite',
  'You are set up as an agent. Next, onboard the first Aboki you manage.':
    'Ị bụzi onye nnọchite. Ihe na-esote: debanye aha Aboki mbụ ị na-elekọta.',
  'Find help': 'Chọta enyemaka',
  'Onboard an Aboki': 'Debanye aha Aboki',
  'Your profile details': 'Nkọwa profaịlụ gị',
  'Edit your profile': 'Dezie profaịlụ gị',
  'Phone number': 'Nọmba ekwentị',
  'A Nigerian mobile number, e.g. 803 123 4567.': 'Nọmba ekwentị Naịjirịa, dịka 803 123 4567.',
  State: 'Steeti',
  'Choose your state': 'Họrọ steeti gị',
  'Local government area (LGA)': 'Ime ọchịchị obodo (LGA)',
  'Choose your LGA': 'Họrọ LGA gị',
  Address: 'Adreesị',
  'House number and street, so your Aboki can find you.':
    'Nọmba ụlọ na okporo ụzọ, ka Aboki gị nwee ike ịchọta gị.',
  Landmark: 'Akara ama',
  'Something near you that everyone knows, e.g. “opposite Mobil filling station”.':
    'Ihe dị nso gị nke onye ọ bụla maara, dịka “n’ihu ọdụ mmanụ Mobil”.',
  'Your business and ID': 'Azụmahịa gị na ID',
  'Business name': 'Aha azụmahịa',
  'ID type': 'Ụdị ID',
  'Choose an ID type': 'Họrọ ụdị ID',
  'ID number': 'Nọmba ID',
  'Helps Users trust the Abokis you manage. Only its last 4 characters are ever shown.':
    'Ọ na-enyere ndị ahịa aka ịtụkwasị ndị Aboki ị na-elekọta obi. Ọ bụ naanị mkpụrụedemede 4 ikpeazụ ka a na-egosi.',
  'Leave empty to keep the ID you gave before.': 'Hapụ ya efu ka i debe ID i nyere na mbụ.',
  'National Identification Number (NIN)': 'Nọmba Njirimara Mba (NIN)',
  'Bank Verification Number (BVN)': 'Nọmba Nkwenye Ụlọ Akụ (BVN)',
  "Voter's card": 'Kaadị ntuli aka',
  "Driver's licence": 'Akwụkwọ ikike ịnya ụgbọ ala',
  'International passport': 'Paspọtụ mba ụwa',
  'Your profile': 'Profaịlụ gị',
  'Your agent profile': 'Profaịlụ onye nnọchite gị',
  'Loading your profile…': 'Profaịlụ gị na-abata…',
  'Your profile did not load': 'Profaịlụ gị abataghị',
  'You have not created a profile yet': 'Ị mepụtabeghị profaịlụ',
  'It takes a minute: your phone number, state, LGA and address.':
    'Ọ na-ewe otu nkeji: nọmba ekwentị gị, steeti, LGA na adreesị.',
  'Create your profile': 'Mepụta profaịlụ gị',
  'Profile details': 'Nkọwa profaịlụ',
  Phone: 'Ekwentị',
  LGA: 'LGA',
  ID: 'ID',
  '{idType} ending {last4}': '{idType} nke na-akwụsị na {last4}',
  'Edit profile': 'Dezie profaịlụ',
  'Find help near you': 'Chọta enyemaka nso gị',
  'Save changes': 'Chekwaa mgbanwe',
  Cancel: 'Kagbuo',
  'Your data': 'Data gị',
  'Download a copy of everything Aboki holds about you: your account, profile, jobs, payments and reviews.':
    'Budata otu mbipụta nke ihe niile Aboki nwere gbasara gị: akaụntụ gị, profaịlụ, ọrụ, ịkwụ ụgwọ na nyocha.',
  'Download your data': 'Budata data gị',
  'Your data could not be downloaded. Please try again.': 'Anyị enweghị ike ibudata data gị. Biko nwaa ọzọ.',
  'Delete your account': 'Hichapụ akaụntụ gị',
  'Delete your account?': 'Ị ga-ehichapụ akaụntụ gị?',
  'This cannot be undone. At once we erase:': 'Enweghị ike ịlaghachi azụ. Ozugbo anyị ga-ehichapụ:',
  'your name, e-mail, phone number and address, and your password;':
    'aha gị, email, nọmba ekwentị na adreesị, na okwuntughe gị;',
  'the addresses, notes and the other person’s name and phone on your jobs;':
    'adreesị, ndetu, na aha na ekwentị onye nke ọzọ dị na ọrụ gị;',
  'the words of your reviews (the star ratings stay, so Abokis’ ratings stay fair);':
    'okwu dị na nyocha gị (kpakpando ga-anọ, ka ọkwa ndị Aboki nọgide bụrụ nke ziri ezi);',
  'any Aboki you onboarded: their names, photo, ID, guarantor and address.':
    'Aboki ọ bụla i debanyere aha: aha ha, foto, ID, onye nkwado na adreesị.',
  'We keep the amounts, references, dates and status of your past jobs and payments, with nothing on them that names you, for 6 years, because Nigerian tax and accounting law requires it.':
    'Anyị na-edebe ego, nọmba ntụaka, ụbọchị na ọnọdụ ọrụ na ịkwụ ụgwọ gị gara aga ruo afọ 6, na-enweghị ihe ọ bụla na ha na-akpọ aha gị, n’ihi na iwu ụtụ isi na ndekọ ego nke Naịjirịa chọrọ ya.',
  'You cannot delete your account while a job is still open: finish or cancel it first.':
    'Ị nweghị ike ihichapụ akaụntụ gị mgbe ọrụ ka na-aga: buru ụzọ mechaa ya ma ọ bụ kagbuo ya.',
  'Your password': 'Okwuntughe gị',
  'Enter your password': 'Tinye okwuntughe gị',
  'Delete my account for good': 'Hichapụ akaụntụ m kpamkpam',
  'Keep my account': 'Debe akaụntụ m',
  'Your account could not be deleted. Please try again.':
    'Anyị enweghị ike ihichapụ akaụntụ gị. Biko nwaa ọzọ.',
  'Account deleted': 'Ehichapụla akaụntụ',
  'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail.':
    'Ehichapụla akaụntụ gị, anyị emeekwala ka ị pụọ. Anyị ezigala gị nkwenye na email gị.',
  // Phone verification (issue 27).
  Verified: 'Enyochala',
  'This number is not verified yet. We text it a code to check that it is yours.':
    'Enyochabeghị nọmba a. Anyị ga-ezigara ya koodu iji hụ na ọ bụ nke gị.',
  'Verify this number': 'Nyochaa nọmba a',
  'Verify your phone number': 'Nyochaa nọmba ekwentị gị',
  'We texted a 6-digit code to {phone}. It lasts {minutes} minutes.':
    'Anyị ezigala koodu nwere ọnụọgụgụ 6 na {phone}. Ọ ga-adị ruo nkeji {minutes}.',
  'Code from the text message': 'Koodu dị na ozi ederede',
  Confirm: 'Kwado',
  'Send a new code in {time}': 'Zipu koodu ọhụrụ mgbe {time} gachara',
  'Send a new code': 'Zipu koodu ọhụrụ',
  'We could not send the code. Please try again.': 'Anyị enweghị ike iziga koodu ahụ. Biko nwaa ọzọ.',
  'We could not check the code. Please try again.': 'Anyị enweghị ike inyocha koodu ahụ. Biko nwaa ọzọ.',
  // Message preferences (message-preferences.tsx).
  'Messages from Aboki': 'Ozi sitere na Aboki',
  'Choose how each kind of message reaches you.': 'Họrọ otu ụdị ozi ọ bụla ga-esi rute gị.',
  'Your bookings': 'Ndokwa gị',
  'When your booking is accepted, started, completed or cancelled.':
    'Mgbe anabatara ndokwa gị, malite ya, mechaa ya ma ọ bụ kagbuo ya.',
  Payments: 'Ịkwụ ụgwọ',
  'When we receive your payment for a booking.': 'Mgbe anyị natara ego i kwụrụ maka ndokwa.',
  'Requests for your Abokis': 'Arịrịọ maka Aboki gị',
  'When a User books one of your Abokis, or cancels a booking.':
    'Mgbe Onye ahịa dokwara otu n’ime Aboki gị, ma ọ bụ kagbuo ndokwa.',
  'Reported problems': 'Nsogbu a kọrọ',
  'When a User reports a problem with a job, so you can give your side.':
    'Mgbe Onye ahịa kọrọ nsogbu gbasara ọrụ, ka ị nwee ike ịkọ akụkọ nke gị.',
  'E-mail': 'Email',
  'Text message (SMS)': 'Ozi ederede (SMS)',
  Both: 'Ha abụọ',
  'Your phone number is not verified yet, so these messages come by e-mail until it is.':
    'A kwenyebeghị nọmba ekwentị gị, ya mere ozi ndị a ga na-abịa site na email ruo mgbe a kwenyere ya.',
  'Text messages are not available at the moment, so these messages come by e-mail.':
    'Ozi ederede adịghị ugbu a, ya mere ozi ndị a ga na-abịa site na email.',
  'Codes and safety messages always come, whatever you choose here.':
    'Koodu na ozi nchekwa na-abịa mgbe niile, n’agbanyeghị ihe ị họrọ ebe a.',
  'Loading your message choices…': 'A na-ebuga nhọrọ ozi gị…',
  'We could not load your message choices': 'Anyị enweghị ike ibuga nhọrọ ozi gị',
  'Your message choices could not be loaded. Please try again.':
    'Enweghị ike ibuga nhọrọ ozi gị. Biko nwaa ọzọ.',
  'Your choice could not be saved. Please try again.': 'Enweghị ike ichekwa nhọrọ gị. Biko nwaa ọzọ.',
  'Saved.': 'Echekwala ya.',
};

export default ig;
