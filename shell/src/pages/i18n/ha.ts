import type { Translation } from 'shared/i18n';
import type { PageText } from './en.js';

const ha: Translation<PageText> = {
  'Loading services…': 'Ana loda ayyuka…',
  'Services did not load': 'Ayyuka ba su loda ba',
  'Home services across Nigeria': 'Ayyukan gida a faɗin Najeriya',
  'Trusted help at home and with errands': 'Amintaccen taimako a gida da wajen aike-aike',
  'Aboki connects you with local helpers — Abokis — for cleaning, repairs, errands and more.':
    'Aboki yana haɗa ku da masu taimako na unguwarku — Aboki — don share-share, gyare-gyare, aike da sauransu.',
  'Every Aboki is onboarded and managed by an agent who knows them, checks their guarantor and answers for their work. Tell us what you need and where, and we will show you who is free near you.':
    'Kowane Aboki yana da wakili wanda ya san shi: wakilin ne ya yi masa rajista, ya bincika mai tsaya masa, kuma yake ɗaukar alhakin aikinsa. Ku faɗa mana abin da kuke buƙata da inda kuke, za mu nuna muku wanda yake da sarari kusa da ku.',
  'See all services and prices': 'Duba ayyuka da farashi',
  'How it works': 'Yadda yake aiki',
  Book: 'Ku yi oda',
  'Pick a service, your state and LGA, and a time. You see the starting price before you confirm.':
    'Ku zaɓi sabis, jiharku da LGA ɗinku, da lokaci. Za ku ga farashin farko kafin ku tabbatar.',
  'Your Aboki arrives': 'Aboki naku zai iso',
  'A vetted Aboki near you comes at the agreed time. Their agent keeps them on schedule.':
    'Aboki da aka tantance, na kusa da ku, zai zo a lokacin da kuka yarda. Wakilinsa yana tabbatar da cewa bai makara ba.',
  'Pay your way': 'Ku biya yadda kuke so',
  'Pay cash when the job is done, or pay by card or bank transfer through Paystack.':
    'Ku biya da kuɗi hannu idan an gama aikin, ko ku biya da kati ko tura kuɗi ta banki ta hanyar Paystack.',
  Review: 'Ku yi sharhi',
  'Rate the job and tell us how it went, so good Abokis get more work.':
    'Ku ba aikin maki kuma ku faɗa mana yadda ya kasance, domin Aboki nagari su ƙara samun aiki.',
  'Popular services': 'Ayyukan da aka fi nema',
  'Browse the full catalogue': 'Duba dukan jerin ayyuka',
  'Find help near you': 'Ku nemi taimako kusa da ku',
  Service: 'Sabis',
  'Choose a service': 'Ku zaɓi sabis',
  'Services unavailable': 'Babu ayyuka yanzu',
  'Try loading services again': 'Sake loda ayyuka',
  State: 'Jiha',
  'Choose your state': 'Ku zaɓi jiharku',
  'Local government area (LGA)': 'Ƙaramar hukuma (LGA)',
  'Choose your LGA': 'Ku zaɓi LGA ɗinku',
  'Choose your local government area': 'Ku zaɓi ƙaramar hukumarku',
  'Find an Aboki': 'Nemi Aboki',
  'From {price}': 'Daga {price}',
  'From {price} per hour': 'Daga {price} a kowace awa',
  'Services and prices': 'Ayyuka da farashi',
  'Everything an Aboki can help with, and the lowest price for each. Each Aboki sets their own price, shown before you book; it does not change after.':
    'Duk abin da Aboki zai iya taimaka muku da shi, da mafi ƙarancin farashin kowanne. Kowane Aboki yana sa nasa farashi, za ku gan shi kafin ku yi oda; ba zai canja ba bayan haka.',
  'No services yet': 'Babu ayyuka tukuna',
  'We are adding services in your area. Please check back soon.':
    'Muna ƙara ayyuka a yankinku. Don Allah ku sake dubawa nan ba da jimawa ba.',
  'About Aboki': 'Game da Aboki',
  '“Aboki” means friend in Hausa. We help neighbours find a trusted pair of hands.':
    '“Aboki” kalmar Hausa ce, ma’anarta abokin arziki. Muna taimaka wa maƙwabta su sami amintaccen hannu.',
  'Across Nigeria, skilled cleaners, cooks, drivers, plumbers and errand runners find work by word of mouth. Many of them do not have a smartphone, and the people who need them rarely know where to look. Aboki brings the two together.':
    'A faɗin Najeriya, ƙwararrun masu share-share, masu dafa abinci, direbobi, masu gyaran famfo da masu aike suna samun aiki ta baki da baki. Da yawansu ba su da wayar zamani, kuma masu buƙatarsu ba safai suke sanin inda za su nemo su ba. Aboki yana haɗa ɓangarorin biyu.',
  'Agents keep it personal': 'Wakili ya san kowa da kansa',
  'Every Aboki is onboarded by an agent who knows them: the agent records their details, checks their guarantor, sets the services they offer with a price in naira, and keeps their availability up to date. When you book, the agent makes sure your Aboki arrives, and answers for the work.':
    'Kowane Aboki wakili ne ya yi masa rajista, wanda ya san shi: wakilin yana rubuta bayanansa, yana bincika mai tsaya masa, yana sa ayyukan da yake yi da farashi a Naira, kuma yana sabunta lokutan da yake da sarari. Idan kuka yi oda, wakilin yana tabbatar da cewa Aboki naku ya zo, kuma yana ɗaukar alhakin aikin.',
  'Built for how Nigeria works': 'An gina shi don yadda Najeriya take tafiya',
  'Search by state and local government area, see prices up front, and pay cash when the job is done or by card or bank transfer through Paystack. The site is light, so it stays quick on mobile data.':
    'Ku nema ta jiha da ƙaramar hukuma, ku ga farashi tun farko, kuma ku biya da kuɗi hannu idan an gama aikin, ko da kati ko tura kuɗi ta banki ta hanyar Paystack. Shafin ba shi da nauyi, don haka yana da sauri ko da data ta waya.',
  'Work with us': 'Ku yi aiki tare da mu',
  'Want to become an agent and bring Abokis from your area on board? Read {howAgentsJoin} or {sendUsAMessage}.':
    'Kuna so ku zama wakili ku kawo Aboki daga yankinku? Ku karanta {howAgentsJoin} ko ku {sendUsAMessage}.',
  'how agents join': 'yadda wakilai suke shiga',
  'send us a message': 'aiko mana da saƙo',
  'Help centre': 'Cibiyar taimako',
  'Answers about booking, paying, cancelling, safety and becoming an agent.':
    'Amsoshi game da oda, biya, sokewa, tsaro da zama wakili.',
  Booking: 'Yin oda',
  'How do I book an Aboki?': 'Yaya zan yi odar Aboki?',
  'On the home page, choose the service you need with your state and local government area. We show the Abokis near you who are free; pick one, choose a time and confirm. You see the starting price before you confirm.':
    'A shafin farko, ku zaɓi sabis ɗin da kuke buƙata tare da jiharku da ƙaramar hukumarku. Za mu nuna muku Aboki na kusa da ku da ke da sarari; ku zaɓi ɗaya, ku zaɓi lokaci sannan ku tabbatar. Za ku ga farashin farko kafin ku tabbatar.',
  'Do I need an account?': 'Ina buƙatar asusu?',
  'You can browse services and prices without one. To book, sign up with your name and email, confirm the 6-digit code we email you, and create a short user profile with your phone number and area.':
    'Kuna iya duba ayyuka da farashi ba tare da asusu ba. Don yin oda, ku yi rajista da sunanku da imel ɗinku, ku tabbatar da lambar mai lambobi 6 da muka aiko muku ta imel, sannan ku cike ɗan gajeren bayanan kai da lambar wayarku da yankinku.',
  'Where can I follow my requests?': 'A ina zan bi diddigin buƙatuna?',
  'Once you are signed in, “My requests” at the top of every page lists your ongoing, upcoming, completed and cancelled requests. Each one opens to its details and, on the day, the start code you give your Aboki.':
    'Da zarar kun shiga, “Buƙatuna” a saman kowane shafi yana jera buƙatunku masu gudana, masu zuwa, waɗanda aka kammala da waɗanda aka soke. Kowace tana buɗewa ta nuna bayananta, kuma a ranar, lambar farawa da za ku ba Aboki naku.',
  Payment: 'Biya',
  'How do I pay?': 'Yaya zan biya?',
  'Pay your Aboki in cash when the job is completed, or pay by card or bank transfer through Paystack. Prices are in naira and shown before you confirm.':
    'Ku biya Aboki naku da kuɗi hannu idan an kammala aikin, ko ku biya da kati ko tura kuɗi ta banki ta hanyar Paystack. Farashi a Naira ne kuma za ku gan shi kafin ku tabbatar.',
  'Is paying by card safe?': 'Biya da kati yana da aminci?',
  'Card and bank transfer payments are handled by Paystack, a licensed Nigerian payment provider. Aboki never sees or stores your card details.':
    'Paystack ne ke kula da biya da kati da tura kuɗi ta banki — kamfanin biyan kuɗi na Najeriya mai lasisi. Aboki ba ya gani ko ajiye bayanan katinku ko kaɗan.',
  'Can the price change after I book?': 'Farashi zai iya canjawa bayan na yi oda?',
  'No. {pricePromise} Services lists the lowest price for each service; hourly services cost the hourly price times the hours you choose.':
    'A’a. {pricePromise} Shafin Ayyuka yana nuna mafi ƙarancin farashin kowane sabis; sabis ɗin da ake biya a kan awa, farashin awa ɗaya ne sau yawan awannin da kuka zaɓa.',
  Cancellation: 'Sokewa',
  'Can I cancel a request?': 'Zan iya soke buƙata?',
  'Can I change the time instead?': 'Zan iya canja lokaci maimakon haka?',
  'Yes: choose Change time on the request’s page and pick one of the Aboki’s free times. {moveRule}':
    'Ƙwarai: ku danna “Canja lokaci” a shafin buƙatar, ku zaɓi ɗaya daga cikin lokutan da Aboki yake da sarari. {moveRule}',
  'What if my Aboki cannot come?': 'Idan Aboki nawa ba zai iya zuwa ba fa?',
  'Their agent tells you as soon as possible and the request is cancelled, so you can book someone else. Nothing is charged for a job that did not happen.':
    'Wakilinsa zai sanar da ku da wuri kuma za a soke buƙatar, don ku iya yin odar wani. Ba a karɓar ko sisi a kan aikin da bai faru ba.',
  'Safety and vetting': 'Tsaro da tantancewa',
  'How are Abokis vetted?': 'Yaya ake tantance Aboki?',
  'Each Aboki is onboarded in person by an agent, who records their photo, phone number, state and LGA, and checks a guarantor who vouches for them. Agents manage their Abokis’ bookings and answer for their work.':
    'Wakili ne yake yi wa kowane Aboki rajista ido da ido: yana ɗaukar hotonsa, lambar wayarsa, jiharsa da LGA ɗinsa, kuma yana bincika mai tsaya masa. Wakilai suna kula da odar Abokinsu kuma suna ɗaukar alhakin aikinsu.',
  'What should I do if something goes wrong?': 'Me zan yi idan wani abu ya faru ba daidai ba?',
  'If you feel unsafe, contact the police first. Then tell us through the contact page, with your request details, and we will follow up with the agent.':
    'Idan kun ji kuna cikin haɗari, ku fara kiran ƴan sanda. Sannan ku faɗa mana ta shafin tuntuɓa, tare da bayanan buƙatarku, za mu bi diddigi da wakilin.',
  'Becoming an agent': 'Zama wakili',
  'How do I become an agent?': 'Yaya zan zama wakili?',
  'Sign up, choose the Agent role and create your agent profile. You can then onboard Abokis you know, set the services they offer with prices, and keep their availability up to date from your dashboard.':
    'Ku yi rajista, ku zaɓi matsayin “Wakili” sannan ku cike bayanan kai na wakili. Daga nan kuna iya yi wa Aboki da kuka sani rajista, ku sa ayyukan da suke yi da farashinsu, kuma ku riƙa sabunta lokutan da suke da sarari daga allon aikinku.',
  'Can I offer services myself?': 'Zan iya yin aikin da kaina?',
  'Yes: ask an agent near you to onboard you as an Aboki, or become an agent and onboard yourself.':
    'Ƙwarai: ku roƙi wani wakili kusa da ku ya yi muku rajista a matsayin Aboki, ko ku zama wakili ku yi wa kanku rajista.',
  'Contacting support': 'Tuntuɓar masu taimako',
  'Can’t find your answer? {sendUsAMessage} and we will reply by email within one working day.':
    'Ba ku sami amsarku ba? Ku {sendUsAMessage}, za mu amsa muku ta imel cikin kwana ɗaya na aiki.',
  'Send us a message': 'aiko mana da saƙo',
  'Contact us': 'Tuntuɓe mu',
  'Questions, feedback or trouble with a request? Write to us and we will reply by email within one working day.':
    'Kuna da tambaya, shawara ko matsala da wata buƙata? Ku rubuta mana, za mu amsa muku ta imel cikin kwana ɗaya na aiki.',
  'Message sent': 'An aika saƙo',
  'We will write to {email}. The form below is ready if you need to add anything.':
    'Za mu rubuta zuwa {email}. Fom ɗin da ke ƙasa yana nan idan kuna so ku ƙara wani abu.',
  'Contact Aboki': 'Tuntuɓi Aboki',
  'Your name': 'Sunanku',
  Email: 'Imel',
  'We reply to this address.': 'Zuwa wannan adireshin za mu amsa.',
  Phone: 'Waya',
  'A Nigerian number, e.g. 0803 123 4567.': 'Lambar Najeriya, misali 0803 123 4567.',
  Message: 'Saƙo',
  'At least {min} characters; {used} of {max} used.':
    'Aƙalla haruffa {min}; an yi amfani da {used} cikin {max}.',
  'Sending…': 'Ana aikawa…',
  'Send message': 'Aika saƙo',
  'We could not send your message. Please try again.':
    'Ba mu iya aika saƙonku ba. Don Allah ku sake gwadawa.',
};

export default ha;
