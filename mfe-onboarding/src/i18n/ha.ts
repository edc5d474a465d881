import type { Translation } from 'shared/i18n';
import type { OnboardingText } from './en.js';

const ha: Translation<OnboardingText> = {
  'Your account': 'Asusunku',
  'See your profile': 'Duba bayanan kanku',
  'Choose your role': 'Zaɓi matsayinku',
  'Saving…': 'Ana adanawa…',
  'How will you use Aboki?': 'Ta yaya za ku yi amfani da Aboki?',
  'Choose one. It decides which profile you create next.':
    'Ku zaɓi ɗaya. Shi ne zai nuna irin bayanan kan da za ku cike a gaba.',
  'Your profile is already set up, so your role stays User.':
    'An riga an kammala bayanan kanku, don haka matsayinku zai ci gaba da zama Abokin ciniki.',
  'Your profile is already set up, so your role stays Agent.':
    'An riga an kammala bayanan kanku, don haka matsayinku zai ci gaba da zama Wakili.',
  'I want to…': 'Ina so…',
  'I need help': 'Ina buƙatar taimako',
  'Book an Aboki for cleaning, repairs, errands and more, and pay cash or by card when the job is done.':
    'Ku ɗauki Aboki don tsaftacewa, gyare-gyare, aike-aike da sauransu, ku kuma biya da kuɗi hannu ko da kati idan an kammala aikin.',
  'I manage Abokis': 'Ina kula da Aboki',
  'Sign up the helpers you know, set their services and prices, and accept the jobs Users book for them.':
    'Ku yi wa mataimakan da kuka sani rajista, ku saita ayyukansu da farashinsu, ku kuma karɓi ayyukan da abokan ciniki suka yi musu oda.',
  'Choose how you will use Aboki': 'Ku zaɓi yadda za ku yi amfani da Aboki',
  Continue: 'Ci gaba',
  'Create your user profile': 'Ƙirƙiri bayanan kanku na abokin ciniki',
  'Tell us where you are, so we can show you Abokis nearby. It takes about a minute.':
    'Ku faɗa mana inda kuke, don mu nuna muku Aboki da ke kusa. Yana ɗaukar kusan minti ɗaya.',
  'Create your agent profile': 'Ƙirƙiri bayanan kanku na wakili',
  'Tell us how Users and your Abokis can reach you. It takes about two minutes.':
    'Ku faɗa mana yadda abokan ciniki da Aboki da kuke kula da su za su same ku. Yana ɗaukar kusan minti biyu.',
  'You already have a profile.': 'Kuna da bayanan kai tuni.',
  'You will need:': 'Za ku buƙaci:',
  'your mobile number;': 'lambar wayarku ta hannu;',
  'your state and local government area (LGA);': 'jiharku da ƙaramar hukumarku (LGA);',
  'your address, and a landmark near it if you like;':
    'adireshinku, da wata alama da ke kusa da shi idan kuna so;',
  'your business name and an ID, if you have them.': 'sunan kasuwancinku da katin shaida, idan kuna da su.',
  Start: 'Fara',
  'User profile details': 'Bayanan abokin ciniki',
  'Where you live, so your Aboki can find you.': 'Inda kuke zaune, don Aboki ya same ku.',
  'Agent profile details': 'Bayanan wakili',
  'Where you work from, so Users and your Abokis can find you.':
    'Inda kuke aiki, don abokan ciniki da Aboki da kuke kula da su su same ku.',
  'Create profile': 'Ƙirƙiri bayanai',
  'Creating your profile…': 'Ana ƙirƙirar bayanan kanku…',
  'User profile created': 'An ƙirƙiri bayanan abokin ciniki',
  'You are all set. Find trusted help near you whenever you need it.':
    'Komai ya kammala. Ku nemi taimako amintacce kusa da ku a duk lokacin da kuke buƙata.',
  'Agent profile created': 'An ƙirƙiri bayanan wakili',
  'You are set up as an agent. Next, onboard the first Aboki you manage.':
    'Yanzu ku wakili ne. Na gaba, ku yi wa Aboki na farko da kuke kula da shi rajista.',
  'Find help': 'Nemi taimako',
  'Onboard an Aboki': 'Yi wa Aboki rajista',
  'Your profile details': 'Bayanan kanku',
  'Edit your profile': 'Gyara bayanan kanku',
  'Phone number': 'Lambar waya',
  'A Nigerian mobile number, e.g. 803 123 4567.': 'Lambar wayar hannu ta Najeriya, misali 803 123 4567.',
  State: 'Jiha',
  'Choose your state': 'Zaɓi jiharku',
  'Local government area (LGA)': 'Ƙaramar hukuma (LGA)',
  'Choose your LGA': 'Zaɓi LGA ɗinku',
  Address: 'Adireshi',
  'House number and street, so your Aboki can find you.': 'Lambar gida da titi, don Aboki ya same ku.',
  Landmark: 'Alamar wuri',
  'Something near you that everyone knows, e.g. “opposite Mobil filling station”.':
    'Wani abu kusa da ku da kowa ya sani, misali “gaban gidan mai na Mobil”.',
  'Your business and ID': 'Kasuwancinku da katin shaida',
  'Business name': 'Sunan kasuwanci',
  'ID type': 'Irin katin shaida',
  'Choose an ID type': 'Zaɓi irin katin shaida',
  'ID number': 'Lambar katin shaida',
  'Helps Users trust the Abokis you manage. Only its last 4 characters are ever shown.':
    'Yana sa abokan ciniki su amince da Aboki da kuke kula da su. Haruffa 4 na ƙarshe kaɗai ake nunawa.',
  'Leave empty to keep the ID you gave before.':
    'Ku bar shi babu komai don ku ci gaba da katin shaidar da kuka bayar a baya.',
  'National Identification Number (NIN)': 'Lambar Shaidar Ɗan Ƙasa (NIN)',
  'Bank Verification Number (BVN)': 'Lambar Tantancewar Banki (BVN)',
  "Voter's card": 'Katin zaɓe',
  "Driver's licence": 'Lasisin tuƙi',
  'International passport': 'Fasfo na ƙasa da ƙasa',
  'Your profile': 'Bayanan kanku',
  'Your agent profile': 'Bayanan kanku na wakili',
  'Loading your profile…': 'Ana loda bayanan kanku…',
  'Your profile did not load': 'Bayanan kanku ba su loda ba',
  'You have not created a profile yet': 'Ba ku ƙirƙiri bayanan kai ba tukuna',
  'It takes a minute: your phone number, state, LGA and address.':
    'Minti ɗaya kawai yake ɗauka: lambar wayarku, jiha, LGA da adireshi.',
  'Create your profile': 'Ƙirƙiri bayanan kanku',
  'Profile details': 'Bayanan kai',
  Phone: 'Waya',
  LGA: 'LGA',
  ID: 'Katin shaida',
  '{idType} ending {last4}': '{idType} mai ƙarewa da {last4}',
  'Edit profile': 'Gyara bayanai',
  'Find help near you': 'Nemi taimako kusa da ku',
  'Save changes': 'Adana canje-canje',
  Cancel: 'Soke',
  'Your data': 'Bayananku',
  'Download a copy of everything Aboki holds about you: your account, profile, jobs, payments and reviews.':
    'Ku sauke kwafin duk abin da Aboki ke riƙe da shi game da ku: asusunku, bayanan kanku, ayyuka, biyan kuɗi da sharhi.',
  'Download your data': 'Sauke bayananku',
  'Your data could not be downloaded. Please try again.':
    'Ba a iya sauke bayananku ba. Don Allah ku sake gwadawa.',
  'Delete your account': 'Goge asusunku',
  'Delete your account?': 'Goge asusunku?',
  'This cannot be undone. At once we erase:': 'Ba za a iya dawo da wannan ba. Nan take za mu goge:',
  'your name, e-mail, phone number and address, and your password;':
    'sunanku, imel, lambar waya da adireshi, da kalmar sirrinku;',
  'the addresses, notes and the other person’s name and phone on your jobs;':
    'adiresoshi, bayanan kula, da suna da lambar wayar ɗayan mutumin da ke kan ayyukanku;',
  'the words of your reviews (the star ratings stay, so Abokis’ ratings stay fair);':
    'kalmomin sharhinku (taurari za su zauna, don ƙimar Aboki ta kasance mai adalci);',
  'any Aboki you onboarded: their names, photo, ID, guarantor and address.':
    'duk Aboki da kuka yi wa rajista: sunayensu, hoto, katin shaida, mai tsaya masa da adireshi.',
  'We keep the amounts, references, dates and status of your past jobs and payments, with nothing on them that names you, for 6 years, because Nigerian tax and accounting law requires it.':
    'Muna ajiye adadin kuɗi, lambobin bayani, kwanan wata da matsayin ayyukanku da biyan kuɗinku na baya, ba tare da wani abu da ke ambaton ku ba, na shekara 6, saboda dokar haraji da lissafin kuɗi ta Najeriya ta buƙaci haka.',
  'You cannot delete your account while a job is still open: finish or cancel it first.':
    'Ba za ku iya goge asusunku ba yayin da wani aiki yake buɗe: ku kammala shi ko ku soke shi tukuna.',
  'Your password': 'Kalmar sirrinku',
  'Enter your password': 'Ku shigar da kalmar sirrinku',
  'Delete my account for good': 'Goge asusuna gaba ɗaya',
  'Keep my account': 'Kar a goge asusuna',
  'Your account could not be deleted. Please try again.':
    'Ba a iya goge asusunku ba. Don Allah ku sake gwadawa.',
  'Account deleted': 'An goge asusu',
  'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail.':
    'An goge asusunku kuma an fitar da ku. Mun aiko muku da tabbaci ta imel.',
  // Phone verification (issue 27).
  Verified: 'An tabbatar',
  'This number is not verified yet. We text it a code to check that it is yours.':
    'Ba a tabbatar da wannan lambar ba tukuna. Za mu tura mata lamba ta saƙon tes don mu tabbata taku ce.',
  'Verify this number': 'Tabbatar da wannan lambar',
  'Verify your phone number': 'Tabbatar da lambar wayarku',
  'We texted a 6-digit code to {phone}. It lasts {minutes} minutes.':
    'Mun tura lamba mai lambobi 6 zuwa {phone}. Za ta ɗauki mintuna {minutes}.',
  'Code from the text message': 'Lamba daga saƙon tes',
  Confirm: 'Tabbatar',
  'Send a new code in {time}': 'Aika sabuwar lamba bayan {time}',
  'Send a new code': 'Aika sabuwar lamba',
  'We could not send the code. Please try again.': 'Ba mu iya aika lambar ba. Ku sake gwadawa.',
  'We could not check the code. Please try again.': 'Ba mu iya duba lambar ba. Ku sake gwadawa.',
  // Message preferences (message-preferences.tsx).
  'Messages from Aboki': 'Saƙonni daga Aboki',
  'Choose how each kind of message reaches you.': 'Ku zaɓi yadda kowane irin saƙo zai isa gare ku.',
  'Your bookings': 'Odarku',
  'When your booking is accepted, started, completed or cancelled.':
    'Lokacin da aka karɓi odarku, aka fara ta, aka kammala ta ko aka soke ta.',
  Payments: 'Biyan kuɗi',
  'When we receive your payment for a booking.': 'Lokacin da muka karɓi biyanku na oda.',
  'Requests for your Abokis': 'Buƙatu ga Abokinku',
  'When a User books one of your Abokis, or cancels a booking.':
    'Lokacin da Abokin ciniki ya yi odar ɗaya daga cikin Abokinku, ko ya soke oda.',
  'Reported problems': 'Matsalolin da aka kai rahoto',
  'When a User reports a problem with a job, so you can give your side.':
    'Lokacin da Abokin ciniki ya kai rahoton matsala game da aiki, don ku ba da bayaninku.',
  'E-mail': 'Imel',
  'Text message (SMS)': 'Saƙon tes (SMS)',
  Both: 'Duka biyun',
  'Your phone number is not verified yet, so these messages come by e-mail until it is.':
    'Ba a tabbatar da lambar wayarku ba tukuna, don haka waɗannan saƙonni za su zo ta imel har sai an tabbatar da ita.',
  'Text messages are not available at the moment, so these messages come by e-mail.':
    'Saƙonnin tes ba sa samuwa a yanzu, don haka waɗannan saƙonni za su zo ta imel.',
  'Codes and safety messages always come, whatever you choose here.':
    'Lambobin tabbatarwa da saƙonnin tsaro koyaushe suna zuwa, ko me kuka zaɓa a nan.',
  'Loading your message choices…': 'Ana loda zaɓuɓɓukan saƙonninku…',
  'We could not load your message choices': 'Ba mu iya loda zaɓuɓɓukan saƙonninku ba',
  'Your message choices could not be loaded. Please try again.':
    'Ba a iya loda zaɓuɓɓukan saƙonninku ba. Don Allah ku sake gwadawa.',
  'Your choice could not be saved. Please try again.':
    'Ba a iya ajiye zaɓinku ba. Don Allah ku sake gwadawa.',
  'Saved.': 'An ajiye.',
};

export default ha;
