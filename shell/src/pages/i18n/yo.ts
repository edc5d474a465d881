import type { Translation } from 'shared/i18n';
import type { PageText } from './en.js';

const yo: Translation<PageText> = {
  'Loading services…': 'Àwọn iṣẹ́ ń bọ̀…',
  'Services did not load': 'Àwọn iṣẹ́ kò ṣí',
  'Home services across Nigeria': 'Iṣẹ́ ilé káàkiri Nàìjíríà',
  'Trusted help at home and with errands': 'Ìrànlọ́wọ́ tí ẹ lè fọkàn tán, nílé àti lóde',
  'Aboki connects you with local helpers — Abokis — for cleaning, repairs, errands and more.':
    'Aboki so yín pọ̀ mọ́ àwọn olùrànlọ́wọ́ àdúgbò yín — àwọn Aboki — fún ìmọ́tótó ilé, àtúnṣe, ìjíṣẹ́ àti bẹ́ẹ̀ bẹ́ẹ̀ lọ.',
  'Every Aboki is onboarded and managed by an agent who knows them, checks their guarantor and answers for their work. Tell us what you need and where, and we will show you who is free near you.':
    'Gbogbo Aboki ló ní aṣojú tó mọ̀ wọ́n dáadáa: aṣojú náà ló forúkọ wọn sílẹ̀, tó yẹ onídùúró wọn wò, tó sì ń dáhùn fún iṣẹ́ wọn. Ẹ sọ ohun tí ẹ nílò àti ibi tí ẹ wà fún wa, a ó fi ẹni tí ọwọ́ rẹ̀ dilẹ̀ nítòsí yín hàn yín.',
  'See all services and prices': 'Wo gbogbo iṣẹ́ àti owó wọn',
  'How it works': 'Bí ó ṣe ń ṣiṣẹ́',
  Book: 'Ṣe àdéhùn',
  'Pick a service, your state and LGA, and a time. You see the starting price before you confirm.':
    'Ẹ yan iṣẹ́, ìpínlẹ̀ yín àti LGA yín, àti àkókò. Ẹ máa rí owó ìbẹ̀rẹ̀ kí ẹ tó fọwọ́ sí i.',
  'Your Aboki arrives': 'Aboki yín dé',
  'A vetted Aboki near you comes at the agreed time. Their agent keeps them on schedule.':
    'Aboki tí a ti yẹ̀ wò, tó wà nítòsí yín, máa dé ní àkókò tí ẹ jọ fẹnu kò sí. Aṣojú rẹ̀ máa rí i pé kò pẹ́.',
  'Pay your way': 'Ẹ sanwó bí ẹ ṣe fẹ́',
  'Pay cash when the job is done, or pay by card or bank transfer through Paystack.':
    'Ẹ san owó lọ́wọ́ tí iṣẹ́ bá parí, tàbí kí ẹ sanwó pẹ̀lú káàdì tàbí fífi owó ránṣẹ́ láti báńkì nípasẹ̀ Paystack.',
  Review: 'Àgbéyẹ̀wò',
  'Rate the job and tell us how it went, so good Abokis get more work.':
    'Ẹ fún iṣẹ́ náà ní máàkì kí ẹ sì sọ bí ó ṣe lọ fún wa, kí àwọn Aboki tó ṣiṣẹ́ dáadáa lè máa rí iṣẹ́ sí i.',
  'Popular services': 'Àwọn iṣẹ́ tí wọ́n ń béèrè jù',
  'Browse the full catalogue': 'Wo gbogbo iṣẹ́ tó wà',
  'Find help near you': 'Ẹ wá ìrànlọ́wọ́ nítòsí yín',
  Service: 'Iṣẹ́',
  'Choose a service': 'Ẹ yan iṣẹ́',
  'Services unavailable': 'Kò sí iṣẹ́ báyìí',
  'Try loading services again': 'Tún gbé àwọn iṣẹ́ wá',
  State: 'Ìpínlẹ̀',
  'Choose your state': 'Ẹ yan ìpínlẹ̀ yín',
  'Local government area (LGA)': 'Ìjọba ìbílẹ̀ (LGA)',
  'Choose your LGA': 'Ẹ yan LGA yín',
  'Choose your local government area': 'Ẹ yan ìjọba ìbílẹ̀ yín',
  'Find an Aboki': 'Wá Aboki',
  'From {price}': 'Láti {price}',
  'From {price} per hour': 'Láti {price} fún wákàtí kan',
  'Services and prices': 'Iṣẹ́ àti owó',
  'Everything an Aboki can help with, and the lowest price for each. Each Aboki sets their own price, shown before you book; it does not change after.':
    'Gbogbo ohun tí Aboki lè bá yín ṣe, àti owó tó kéré jù fún ọ̀kọ̀ọ̀kan. Aboki kọ̀ọ̀kan ló ń dá owó tirẹ̀, ẹ máa rí i kí ẹ tó ṣe àdéhùn; kò ní yí padà lẹ́yìn náà.',
  'No services yet': 'Kò sí iṣẹ́ kankan síbẹ̀',
  'We are adding services in your area. Please check back soon.':
    'À ń ṣàfikún iṣẹ́ ní agbègbè yín. Ẹ jọ̀ọ́ ẹ padà wá wò láìpẹ́.',
  'About Aboki': 'Nípa Aboki',
  '“Aboki” means friend in Hausa. We help neighbours find a trusted pair of hands.':
    '“Aboki” túmọ̀ sí ọ̀rẹ́ lédè Hausa. À ń ran àwọn aládùúgbò lọ́wọ́ láti rí ọwọ́ tí wọ́n lè fọkàn tán.',
  'Across Nigeria, skilled cleaners, cooks, drivers, plumbers and errand runners find work by word of mouth. Many of them do not have a smartphone, and the people who need them rarely know where to look. Aboki brings the two together.':
    'Káàkiri Nàìjíríà, àwọn tó mọṣẹ́ ìmọ́tótó, oúnjẹ sísè, wíwa mọ́tò, iṣẹ́ páìpù omi àti ìjíṣẹ́ ń rí iṣẹ́ láti ẹnu sí ẹnu. Ọ̀pọ̀ nínú wọn kò ní smartphone, àwọn tó sì nílò wọn kì í sábà mọ ibi tí wọ́n ti lè rí wọn. Aboki ń so àwọn méjèèjì pọ̀.',
  'Agents keep it personal': 'Aṣojú mọ gbogbo wọn fúnra rẹ̀',
  'Every Aboki is onboarded by an agent who knows them: the agent records their details, checks their guarantor, sets the services they offer with a price in naira, and keeps their availability up to date. When you book, the agent makes sure your Aboki arrives, and answers for the work.':
    'Aṣojú tó mọ Aboki kọ̀ọ̀kan ló forúkọ rẹ̀ sílẹ̀: aṣojú náà ń kọ àlàyé rẹ̀ sílẹ̀, ó ń yẹ onídùúró rẹ̀ wò, ó ń to àwọn iṣẹ́ tó ń ṣe pẹ̀lú owó ní Náírà, ó sì ń ṣàtúnṣe àkókò tí ọwọ́ rẹ̀ dilẹ̀. Tí ẹ bá ṣe àdéhùn, aṣojú máa rí i pé Aboki yín dé, ó sì máa dáhùn fún iṣẹ́ náà.',
  'Built for how Nigeria works': 'A ṣe é fún bí nǹkan ṣe ń lọ ní Nàìjíríà',
  'Search by state and local government area, see prices up front, and pay cash when the job is done or by card or bank transfer through Paystack. The site is light, so it stays quick on mobile data.':
    'Ẹ wá a nípa ìpínlẹ̀ àti ìjọba ìbílẹ̀, ẹ rí owó láti ìbẹ̀rẹ̀, kí ẹ sì sanwó lọ́wọ́ tí iṣẹ́ bá parí tàbí pẹ̀lú káàdì tàbí fífi owó ránṣẹ́ láti báńkì nípasẹ̀ Paystack. Ojú-òpó náà fúyẹ́, nítorí náà ó máa ń yára kódà lórí dátà fóònù.',
  'Work with us': 'Ẹ bá wa ṣiṣẹ́',
  'Want to become an agent and bring Abokis from your area on board? Read {howAgentsJoin} or {sendUsAMessage}.':
    'Ṣé ẹ fẹ́ di aṣojú kí ẹ sì mú àwọn Aboki láti agbègbè yín wọlé? Ẹ ka {howAgentsJoin} tàbí kí ẹ {sendUsAMessage}.',
  'how agents join': 'bí àwọn aṣojú ṣe ń dara pọ̀',
  'send us a message': 'fi ọ̀rọ̀ ránṣẹ́ sí wa',
  'Help centre': 'Ibùdó ìrànlọ́wọ́',
  'Answers about booking, paying, cancelling, safety and becoming an agent.':
    'Ìdáhùn nípa àdéhùn, ìsanwó, ìfagilé, ààbò àti dídi aṣojú.',
  Booking: 'Àdéhùn',
  'How do I book an Aboki?': 'Báwo ni mo ṣe lè ṣe àdéhùn pẹ̀lú Aboki?',
  'On the home page, choose the service you need with your state and local government area. We show the Abokis near you who are free; pick one, choose a time and confirm. You see the starting price before you confirm.':
    'Lójú-ìwé àkọ́kọ́, ẹ yan iṣẹ́ tí ẹ nílò pẹ̀lú ìpínlẹ̀ yín àti ìjọba ìbílẹ̀ yín. A ó fi àwọn Aboki tí ọwọ́ wọn dilẹ̀ nítòsí yín hàn yín; ẹ yan ẹnì kan, ẹ yan àkókò kí ẹ sì fọwọ́ sí i. Ẹ máa rí owó ìbẹ̀rẹ̀ kí ẹ tó fọwọ́ sí i.',
  'Do I need an account?': 'Ṣé mo nílò àkáǹtì?',
  'You can browse services and prices without one. To book, sign up with your name and email, confirm the 6-digit code we email you, and create a short user profile with your phone number and area.':
    'Ẹ lè wo àwọn iṣẹ́ àti owó wọn láìní àkáǹtì. Láti ṣe àdéhùn, ẹ forúkọsílẹ̀ pẹ̀lú orúkọ yín àti ímeèlì yín, ẹ jẹ́rìí kóòdù oní-nọ́ńbà 6 tí a fi ránṣẹ́ sí ímeèlì yín, kí ẹ sì ṣe àkọsílẹ̀ kúkúrú pẹ̀lú nọ́ńbà fóònù yín àti agbègbè yín.',
  'Where can I follow my requests?': 'Níbo ni mo ti lè máa tẹ̀lé àwọn ìbéèrè mi?',
  'Once you are signed in, “My requests” at the top of every page lists your ongoing, upcoming, completed and cancelled requests. Each one opens to its details and, on the day, the start code you give your Aboki.':
    'Tí ẹ bá ti wọlé, “Ìbéèrè mi” lókè ojú-ìwé kọ̀ọ̀kan máa ń to àwọn ìbéèrè yín tó ń lọ lọ́wọ́, èyí tó ń bọ̀, èyí tó ti parí àti èyí tí a ti fagilé. Ọ̀kọ̀ọ̀kan máa ń ṣí sí àlàyé rẹ̀ àti, ní ọjọ́ náà, kóòdù ìbẹ̀rẹ̀ tí ẹ máa fún Aboki yín.',
  Payment: 'Ìsanwó',
  'How do I pay?': 'Báwo ni mo ṣe máa sanwó?',
  'Pay your Aboki in cash when the job is completed, or pay by card or bank transfer through Paystack. Prices are in naira and shown before you confirm.':
    'Ẹ san owó lọ́wọ́ fún Aboki yín tí iṣẹ́ bá parí, tàbí kí ẹ sanwó pẹ̀lú káàdì tàbí fífi owó ránṣẹ́ láti báńkì nípasẹ̀ Paystack. Owó wà ní Náírà, ẹ sì máa rí i kí ẹ tó fọwọ́ sí i.',
  'Is paying by card safe?': 'Ṣé kò séwu láti sanwó pẹ̀lú káàdì?',
  'Card and bank transfer payments are handled by Paystack, a licensed Nigerian payment provider. Aboki never sees or stores your card details.':
    'Paystack, ilé-iṣẹ́ ìsanwó ní Nàìjíríà tó ní ìwé àṣẹ, ló ń bójú tó ìsanwó pẹ̀lú káàdì àti fífi owó ránṣẹ́ láti báńkì. Aboki kì í rí àlàyé káàdì yín, kì í sì í tọ́jú rẹ̀ rárá.',
  'Can the price change after I book?': 'Ṣé owó lè yí padà lẹ́yìn tí mo bá ti ṣe àdéhùn?',
  'No. {pricePromise} Services lists the lowest price for each service; hourly services cost the hourly price times the hours you choose.':
    'Rárá. {pricePromise} Ojú-ìwé Iṣẹ́ ń fi owó tó kéré jù fún iṣẹ́ kọ̀ọ̀kan hàn; fún iṣẹ́ tí a ń sanwó rẹ̀ ní wákàtí, owó wákàtí kan lọ́nà iye wákàtí tí ẹ yàn ni.',
  Cancellation: 'Ìfagilé',
  'Can I cancel a request?': 'Ṣé mo lè fagilé ìbéèrè?',
  'Can I change the time instead?': 'Ṣé mo lè yí àkókò padà dípò rẹ̀?',
  'Yes: choose Change time on the request’s page and pick one of the Aboki’s free times. {moveRule}':
    'Bẹ́ẹ̀ ni: ẹ tẹ “Yí àkókò padà” lójú-ìwé ìbéèrè náà kí ẹ sì yan ọ̀kan nínú àkókò tí ọwọ́ Aboki dilẹ̀. {moveRule}',
  'What if my Aboki cannot come?': 'Tí Aboki mi kò bá lè wá ńkọ́?',
  'Their agent tells you as soon as possible and the request is cancelled, so you can book someone else. Nothing is charged for a job that did not happen.':
    'Aṣojú rẹ̀ máa sọ fún yín kíákíá, a ó sì fagilé ìbéèrè náà, kí ẹ lè ṣe àdéhùn pẹ̀lú ẹlòmíràn. A kì í gba owó kankan fún iṣẹ́ tí kò wáyé.',
  'Safety and vetting': 'Ààbò àti àyẹ̀wò',
  'How are Abokis vetted?': 'Báwo ni ẹ ṣe ń yẹ àwọn Aboki wò?',
  'Each Aboki is onboarded in person by an agent, who records their photo, phone number, state and LGA, and checks a guarantor who vouches for them. Agents manage their Abokis’ bookings and answer for their work.':
    'Aṣojú ló ń forúkọ Aboki kọ̀ọ̀kan sílẹ̀ lójúkojú: ó ń gba fọ́tò rẹ̀, nọ́ńbà fóònù rẹ̀, ìpínlẹ̀ àti LGA rẹ̀, ó sì ń yẹ onídùúró tó dúró fún un wò. Àwọn aṣojú ń bójú tó àdéhùn àwọn Aboki wọn, wọ́n sì ń dáhùn fún iṣẹ́ wọn.',
  'What should I do if something goes wrong?': 'Kí ni mo máa ṣe tí nǹkan kan bá dàrú?',
  'If you feel unsafe, contact the police first. Then tell us through the contact page, with your request details, and we will follow up with the agent.':
    'Tí ẹ̀rù bá ń bà yín fún ààbò yín, ẹ kọ́kọ́ pe ọlọ́pàá. Lẹ́yìn náà, ẹ sọ fún wa láti ojú-ìwé ìkànsí, pẹ̀lú àlàyé ìbéèrè yín, a ó sì bá aṣojú náà yanjú rẹ̀.',
  'Becoming an agent': 'Dídi aṣojú',
  'How do I become an agent?': 'Báwo ni mo ṣe lè di aṣojú?',
  'Sign up, choose the Agent role and create your agent profile. You can then onboard Abokis you know, set the services they offer with prices, and keep their availability up to date from your dashboard.':
    'Ẹ forúkọsílẹ̀, ẹ yan ipa “Aṣojú” kí ẹ sì ṣe àkọsílẹ̀ aṣojú yín. Lẹ́yìn náà, ẹ lè forúkọ àwọn Aboki tí ẹ mọ̀ sílẹ̀, ẹ to àwọn iṣẹ́ tí wọ́n ń ṣe pẹ̀lú owó wọn, kí ẹ sì máa ṣàtúnṣe àkókò tí ọwọ́ wọn dilẹ̀ láti pátákó iṣẹ́ yín.',
  'Can I offer services myself?': 'Ṣé èmi fúnra mi lè ṣe iṣẹ́ náà?',
  'Yes: ask an agent near you to onboard you as an Aboki, or become an agent and onboard yourself.':
    'Bẹ́ẹ̀ ni: ẹ ní kí aṣojú kan nítòsí yín forúkọ yín sílẹ̀ gẹ́gẹ́ bí Aboki, tàbí kí ẹ di aṣojú kí ẹ sì forúkọ ara yín sílẹ̀.',
  'Contacting support': 'Kíkàn sí wa fún ìrànlọ́wọ́',
  'Can’t find your answer? {sendUsAMessage} and we will reply by email within one working day.':
    'Ẹ ò rí ìdáhùn yín? Ẹ {sendUsAMessage}, a ó sì fèsì sí ímeèlì yín láàárín ọjọ́ iṣẹ́ kan.',
  'Send us a message': 'fi ọ̀rọ̀ ránṣẹ́ sí wa',
  'Contact us': 'Kàn sí wa',
  'Questions, feedback or trouble with a request? Write to us and we will reply by email within one working day.':
    'Ṣé ẹ ní ìbéèrè, àbá, tàbí wàhálà lórí àdéhùn kan? Ẹ kọ̀wé sí wa, a ó sì fèsì sí ímeèlì yín láàárín ọjọ́ iṣẹ́ kan.',
  'Message sent': 'A ti fi ọ̀rọ̀ yín ránṣẹ́',
  'We will write to {email}. The form below is ready if you need to add anything.':
    'A ó kọ̀wé sí {email}. Fọ́ọ̀mù tó wà nísàlẹ̀ ti ṣetán tí ẹ bá fẹ́ fi nǹkan kún un.',
  'Contact Aboki': 'Kàn sí Aboki',
  'Your name': 'Orúkọ yín',
  Email: 'Ímeèlì',
  'We reply to this address.': 'Àdírẹ́sì yìí ni a ó fi èsì ránṣẹ́ sí.',
  Phone: 'Fóònù',
  'A Nigerian number, e.g. 0803 123 4567.': 'Nọ́ńbà Nàìjíríà, bí àpẹẹrẹ 0803 123 4567.',
  Message: 'Ọ̀rọ̀ yín',
  'At least {min} characters; {used} of {max} used.': 'Ó kéré tán lẹ́tà {min}; ẹ ti lo {used} nínú {max}.',
  'Sending…': 'Ó ń lọ…',
  'Send message': 'Fi ránṣẹ́',
  'We could not send your message. Please try again.': 'A kò lè fi ọ̀rọ̀ yín ránṣẹ́. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
};

export default yo;
