import type { Translation } from 'shared/i18n';
import type { OnboardingText } from './en.js';

const yo: Translation<OnboardingText> = {
  'Your account': 'Àkáǹtì yín',
  'See your profile': 'Wo àkọsílẹ̀ yín',
  'Choose your role': 'Yan ipa yín',
  'Saving…': 'À ń fi pamọ́…',
  'How will you use Aboki?': 'Báwo ni ẹ ṣe máa lo Aboki?',
  'Choose one. It decides which profile you create next.':
    'Ẹ yan ọ̀kan. Òun ló máa pinnu àkọsílẹ̀ tí ẹ máa ṣẹ̀dá lẹ́yìn èyí.',
  'Your profile is already set up, so your role stays User.':
    'Àkọsílẹ̀ yín ti wà ní sẹpẹ́, nítorí náà ipa yín yóò wà bí Oníbàárà.',
  'Your profile is already set up, so your role stays Agent.':
    'Àkọsílẹ̀ yín ti wà ní sẹpẹ́, nítorí náà ipa yín yóò wà bí Aṣojú.',
  'I want to…': 'Mo fẹ́…',
  'I need help': 'Mo nílò ìrànlọ́wọ́',
  'Book an Aboki for cleaning, repairs, errands and more, and pay cash or by card when the job is done.':
    'Ẹ gba Aboki fún ìmọ́tótó, àtúnṣe, iṣẹ́ òde àti bẹ́ẹ̀ bẹ́ẹ̀ lọ, kí ẹ sì sanwó ní owó lọ́wọ́ tàbí pẹ̀lú káàdì nígbà tí iṣẹ́ bá parí.',
  'I manage Abokis': 'Mò ń ṣàkóso Aboki',
  'Sign up the helpers you know, set their services and prices, and accept the jobs Users book for them.':
    'Ẹ forúkọ àwọn olùrànlọ́wọ́ tí ẹ mọ̀ sílẹ̀, ẹ ṣètò iṣẹ́ àti iye owó wọn, kí ẹ sì gba àwọn iṣẹ́ tí àwọn oníbàárà bá ṣe àdéhùn fún wọn.',
  'Choose how you will use Aboki': 'Ẹ yan bí ẹ ṣe máa lo Aboki',
  Continue: 'Tẹ̀síwájú',
  'Create your user profile': 'Ṣẹ̀dá àkọsílẹ̀ oníbàárà yín',
  'Tell us where you are, so we can show you Abokis nearby. It takes about a minute.':
    'Ẹ sọ ibi tí ẹ wà fún wa, kí a lè fi àwọn Aboki tó wà nítòsí hàn yín. Ó máa gba nǹkan bí ìṣẹ́jú kan.',
  'Create your agent profile': 'Ṣẹ̀dá àkọsílẹ̀ aṣojú yín',
  'Tell us how Users and your Abokis can reach you. It takes about two minutes.':
    'Ẹ sọ fún wa bí àwọn oníbàárà àti àwọn Aboki yín ṣe lè kàn sí yín. Ó máa gba nǹkan bí ìṣẹ́jú méjì.',
  'You already have a profile.': 'Ẹ ti ní àkọsílẹ̀ tẹ́lẹ̀.',
  'You will need:': 'Ẹ máa nílò:',
  'your mobile number;': 'nọ́mbà fóònù yín;',
  'your state and local government area (LGA);': 'ìpínlẹ̀ yín àti ìjọba ìbílẹ̀ yín (LGA);',
  'your address, and a landmark near it if you like;': 'àdírẹ́sì yín, àti àmì ibi kan nítòsí rẹ̀ tí ẹ bá fẹ́;',
  'your business name and an ID, if you have them.': 'orúkọ iṣẹ́ òwò yín àti káàdì ìdánimọ̀, tí ẹ bá ní wọn.',
  Start: 'Bẹ̀rẹ̀',
  'User profile details': 'Àlàyé àkọsílẹ̀ oníbàárà',
  'Where you live, so your Aboki can find you.': 'Ibi tí ẹ ń gbé, kí Aboki yín lè rí yín.',
  'Agent profile details': 'Àlàyé àkọsílẹ̀ aṣojú',
  'Where you work from, so Users and your Abokis can find you.':
    'Ibi tí ẹ ti ń ṣiṣẹ́, kí àwọn oníbàárà àti àwọn Aboki yín lè rí yín.',
  'Create profile': 'Ṣẹ̀dá àkọsílẹ̀',
  'Creating your profile…': 'À ń ṣẹ̀dá àkọsílẹ̀ yín…',
  'User profile created': 'A ti ṣẹ̀dá àkọsílẹ̀ oníbàárà',
  'You are all set. Find trusted help near you whenever you need it.':
    'Gbogbo rẹ̀ ti ṣetán. Ẹ wá ìrànlọ́wọ́ tí ẹ lè fọkàn tán nítòsí yín nígbàkúùgbà tí ẹ bá nílò rẹ̀.',
  'Agent profile created': 'A ti ṣẹ̀dá àkọsílẹ̀ aṣojú',
  'You are set up as an agent. Next, onboard the first Aboki you manage.':
    'Ẹ ti di aṣojú. Ní báyìí, ẹ forúkọ Aboki àkọ́kọ́ tí ẹ ń ṣàkóso sílẹ̀.',
  'Find help': 'Wá ìrànlọ́wọ́',
  'Onboard an Aboki': 'Forúkọ Aboki sílẹ̀',
  'Your profile details': 'Àlàyé àkọsílẹ̀ yín',
  'Edit your profile': 'Ṣàtúnṣe àkọsílẹ̀ yín',
  'Phone number': 'Nọ́mbà fóònù',
  'A Nigerian mobile number, e.g. 803 123 4567.': 'Nọ́mbà fóònù Nàìjíríà, bí àpẹẹrẹ 803 123 4567.',
  State: 'Ìpínlẹ̀',
  'Choose your state': 'Yan ìpínlẹ̀ yín',
  'Local government area (LGA)': 'Ìjọba ìbílẹ̀ (LGA)',
  'Choose your LGA': 'Yan LGA yín',
  Address: 'Àdírẹ́sì',
  'House number and street, so your Aboki can find you.': 'Nọ́mbà ilé àti òpópónà, kí Aboki yín lè rí yín.',
  Landmark: 'Àmì ibi',
  'Something near you that everyone knows, e.g. “opposite Mobil filling station”.':
    'Ohun kan nítòsí yín tí gbogbo èèyàn mọ̀, bí àpẹẹrẹ “òdìkejì ilé epo Mobil”.',
  'Your business and ID': 'Iṣẹ́ òwò yín àti ìdánimọ̀',
  'Business name': 'Orúkọ iṣẹ́ òwò',
  'ID type': 'Irú ìdánimọ̀',
  'Choose an ID type': 'Yan irú ìdánimọ̀',
  'ID number': 'Nọ́mbà ìdánimọ̀',
  'Helps Users trust the Abokis you manage. Only its last 4 characters are ever shown.':
    'Ó ń jẹ́ kí àwọn oníbàárà fọkàn tán àwọn Aboki tí ẹ ń ṣàkóso. Àwọn àmì 4 tó kẹ́yìn nìkan la máa ń fi hàn.',
  'Leave empty to keep the ID you gave before.': 'Ẹ fi sílẹ̀ ní òfo láti tọ́jú ìdánimọ̀ tí ẹ fún wa tẹ́lẹ̀.',
  'National Identification Number (NIN)': 'Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN)',
  'Bank Verification Number (BVN)': 'Nọ́mbà Ìdánimọ̀ Báńkì (BVN)',
  "Voter's card": 'Káàdì ìdìbò',
  "Driver's licence": 'Ìwé ìwakọ̀',
  'International passport': 'Ìwé ìrìnnà àgbáyé',
  'Your profile': 'Àkọsílẹ̀ yín',
  'Your agent profile': 'Àkọsílẹ̀ aṣojú yín',
  'Loading your profile…': 'À ń gbé àkọsílẹ̀ yín wá…',
  'Your profile did not load': 'Àkọsílẹ̀ yín kò ṣí',
  'You have not created a profile yet': 'Ẹ kò tíì ṣẹ̀dá àkọsílẹ̀',
  'It takes a minute: your phone number, state, LGA and address.':
    'Ìṣẹ́jú kan ló máa gbà: nọ́mbà fóònù yín, ìpínlẹ̀, LGA àti àdírẹ́sì.',
  'Create your profile': 'Ṣẹ̀dá àkọsílẹ̀ yín',
  'Profile details': 'Àlàyé àkọsílẹ̀',
  Phone: 'Fóònù',
  LGA: 'LGA',
  ID: 'Ìdánimọ̀',
  '{idType} ending {last4}': '{idType} tó parí sí {last4}',
  'Edit profile': 'Ṣàtúnṣe àkọsílẹ̀',
  'Find help near you': 'Wá ìrànlọ́wọ́ nítòsí yín',
  'Save changes': 'Fi àyípadà pamọ́',
  Cancel: 'Fagilé',
  'Your data': 'Ìwífún yín',
  'Download a copy of everything Aboki holds about you: your account, profile, jobs, payments and reviews.':
    'Ẹ gba ẹ̀dà gbogbo ìwífún tí Aboki ní nípa yín sílẹ̀: àkáǹtì yín, àkọsílẹ̀, iṣẹ́, ìsanwó àti àgbéyẹ̀wò.',
  'Download your data': 'Gba ìwífún yín sílẹ̀',
  'Your data could not be downloaded. Please try again.':
    'A kò lè gba ìwífún yín sílẹ̀. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'Delete your account': 'Pa àkáǹtì yín rẹ́',
  'Delete your account?': 'Ṣé kí a pa àkáǹtì yín rẹ́?',
  'This cannot be undone. At once we erase:': 'Kò ṣeé dá padà. Lẹ́sẹ̀kẹsẹ̀ ni a máa pa àwọn wọ̀nyí rẹ́:',
  'your name, e-mail, phone number and address, and your password;':
    'orúkọ yín, ímeèlì, nọ́mbà fóònù àti àdírẹ́sì, àti ọ̀rọ̀ aṣínà yín;',
  'the addresses, notes and the other person’s name and phone on your jobs;':
    'àwọn àdírẹ́sì, àkíyèsí, àti orúkọ àti fóònù ẹnì kejì lórí àwọn iṣẹ́ yín;',
  'the words of your reviews (the star ratings stay, so Abokis’ ratings stay fair);':
    'ọ̀rọ̀ inú àwọn àgbéyẹ̀wò yín (àwọn ìràwọ̀ yóò dúró, kí ìdíyelé àwọn Aboki lè jẹ́ òtítọ́);',
  'any Aboki you onboarded: their names, photo, ID, guarantor and address.':
    'Aboki èyíkéyìí tí ẹ forúkọ rẹ̀ sílẹ̀: orúkọ wọn, fọ́tò, ìdánimọ̀, onídùúró àti àdírẹ́sì.',
  'We keep the amounts, references, dates and status of your past jobs and payments, with nothing on them that names you, for 6 years, because Nigerian tax and accounting law requires it.':
    'A máa tọ́jú iye owó, nọ́mbà ìtọ́kasí, ọjọ́ àti ipò àwọn iṣẹ́ àti ìsanwó yín tó ti kọjá fún ọdún 6, láìsí ohunkóhun lórí wọn tó dárúkọ yín, nítorí òfin owó orí àti ìṣirò owó ní Nàìjíríà ló béèrè bẹ́ẹ̀.',
  'You cannot delete your account while a job is still open: finish or cancel it first.':
    'Ẹ kò lè pa àkáǹtì yín rẹ́ nígbà tí iṣẹ́ kan ṣì ń lọ: ẹ kọ́kọ́ parí rẹ̀ tàbí kí ẹ fagilé e.',
  'Your password': 'Ọ̀rọ̀ aṣínà yín',
  'Enter your password': 'Ẹ tẹ ọ̀rọ̀ aṣínà yín',
  'Delete my account for good': 'Pa àkáǹtì mi rẹ́ pátápátá',
  'Keep my account': 'Má pa àkáǹtì mi rẹ́',
  'Your account could not be deleted. Please try again.': 'A kò lè pa àkáǹtì yín rẹ́. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'Account deleted': 'A ti pa àkáǹtì rẹ́',
  'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail.':
    'A ti pa àkáǹtì yín rẹ́, a sì ti mú yín jáde. A ti fi ìmúdájú ránṣẹ́ sí ímeèlì yín.',
  // Phone verification (issue 27).
  Verified: 'A ti jẹ́rìísí',
  'This number is not verified yet. We text it a code to check that it is yours.':
    'A kò tíì jẹ́rìísí nọ́ńbà yìí. A ó fi kóòdù ránṣẹ́ sí i láti rí i dájú pé tiyín ni.',
  'Verify this number': 'Jẹ́rìísí nọ́ńbà yìí',
  'Verify your phone number': 'Jẹ́rìísí nọ́ńbà fóònù yín',
  'We texted a 6-digit code to {phone}. It lasts {minutes} minutes.':
    'A ti fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí {phone}. Yóò wà fún ìṣẹ́jú {minutes}.',
  'Code from the text message': 'Kóòdù inú àtẹ̀jíṣẹ́',
  Confirm: 'Jẹ́rìísí',
  'Send a new code in {time}': 'Fi kóòdù tuntun ránṣẹ́ lẹ́yìn {time}',
  'Send a new code': 'Fi kóòdù tuntun ránṣẹ́',
  'We could not send the code. Please try again.': 'A kò lè fi kóòdù náà ránṣẹ́. Ẹ jọ̀ọ́ ẹ gbìyànjú lẹ́ẹ̀kan síi.',
  'We could not check the code. Please try again.': 'A kò lè ṣàyẹ̀wò kóòdù náà. Ẹ jọ̀ọ́ ẹ gbìyànjú lẹ́ẹ̀kan síi.',
  // Message preferences (message-preferences.tsx).
  'Messages from Aboki': 'Àwọn ìránṣẹ́ láti ọ̀dọ̀ Aboki',
  'Choose how each kind of message reaches you.': 'Ẹ yan bí irú ìránṣẹ́ kọ̀ọ̀kan yóò ṣe dé ọ̀dọ̀ yín.',
  'Your bookings': 'Àwọn àdéhùn yín',
  'When your booking is accepted, started, completed or cancelled.':
    'Nígbà tí a bá gba àdéhùn yín, tí a bẹ̀rẹ̀ rẹ̀, tí a parí rẹ̀ tàbí tí a fagilé e.',
  Payments: 'Ìsanwó',
  'When we receive your payment for a booking.': 'Nígbà tí a bá gba owó tí ẹ san fún àdéhùn.',
  'Requests for your Abokis': 'Àwọn ìbéèrè fún àwọn Aboki yín',
  'When a User books one of your Abokis, or cancels a booking.':
    'Nígbà tí Oníbàárà bá ṣe àdéhùn pẹ̀lú ọ̀kan lára àwọn Aboki yín, tàbí tí ó fagilé àdéhùn.',
  'Reported problems': 'Àwọn ìṣòro tí a ròyìn',
  'When a User reports a problem with a job, so you can give your side.':
    'Nígbà tí Oníbàárà bá ròyìn ìṣòro kan nípa iṣẹ́, kí ẹ lè ṣàlàyé tiyín.',
  'E-mail': 'Ímeèlì',
  'Text message (SMS)': 'Àtẹ̀jíṣẹ́ (SMS)',
  Both: 'Méjèèjì',
  'Your phone number is not verified yet, so these messages come by e-mail until it is.':
    'A kò tíì jẹ́rìí nọ́ńbà fóònù yín, nítorí náà àwọn ìránṣẹ́ wọ̀nyí yóò máa wá nípasẹ̀ ímeèlì títí a ó fi jẹ́rìí rẹ̀.',
  'Text messages are not available at the moment, so these messages come by e-mail.':
    'Àtẹ̀jíṣẹ́ kò sí lọ́wọ́lọ́wọ́, nítorí náà àwọn ìránṣẹ́ wọ̀nyí yóò máa wá nípasẹ̀ ímeèlì.',
  'Codes and safety messages always come, whatever you choose here.':
    'Àwọn kóòdù àti ìránṣẹ́ ààbò máa ń dé nígbà gbogbo, ohun yòówù tí ẹ bá yàn níbí.',
  'Loading your message choices…': 'À ń gbé àwọn àṣàyàn ìránṣẹ́ yín wá…',
  'We could not load your message choices': 'A kò lè gbé àwọn àṣàyàn ìránṣẹ́ yín wá',
  'Your message choices could not be loaded. Please try again.':
    'A kò lè gbé àwọn àṣàyàn ìránṣẹ́ yín wá. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'Your choice could not be saved. Please try again.': 'A kò lè fi àṣàyàn yín pamọ́. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'Saved.': 'A ti fi pamọ́.',
};

export default yo;
