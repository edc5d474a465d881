import type { Translation } from 'shared/i18n';
import type { PageText } from './en.js';

const ig: Translation<PageText> = {
  'Loading services…': 'Ọ na-ebudata ọrụ enyemaka…',
  'Services did not load': 'Ọrụ enyemaka ebudataghị',
  'Home services across Nigeria': 'Ọrụ ụlọ n’ofe Naịjirịa',
  'Trusted help at home and with errands': 'Enyemaka ị pụrụ ịtụkwasị obi, n’ụlọ na n’ozi',
  'Aboki connects you with local helpers — Abokis — for cleaning, repairs, errands and more.':
    'Aboki na-ejikọ gị na ndị enyemaka nọ n’obodo gị — ndị Aboki — maka ihicha ụlọ, nrụzi, izi ozi na ihe ndị ọzọ.',
  'Every Aboki is onboarded and managed by an agent who knows them, checks their guarantor and answers for their work. Tell us what you need and where, and we will show you who is free near you.':
    'Aboki ọ bụla nwere onye nnọchite maara ya nke ọma: ọ bụ onye nnọchite ahụ debanyere ya aha, lelee onye nkwado ya, ma na-aza maka ọrụ ya. Gwa anyị ihe ị chọrọ na ebe ị nọ, anyị ga-egosi gị onye nwere ohere nso gị.',
  'See all services and prices': 'Lee ọrụ enyemaka na ọnụahịa',
  'How it works': 'Otu o si arụ ọrụ',
  Book: 'Mee ndokwa',
  'Pick a service, your state and LGA, and a time. You see the starting price before you confirm.':
    'Họrọ ọrụ enyemaka, steeti gị na LGA gị, na oge. Ị ga-ahụ ọnụahịa mbido tupu i kwado.',
  'Your Aboki arrives': 'Aboki gị abịa',
  'A vetted Aboki near you comes at the agreed time. Their agent keeps them on schedule.':
    'Aboki a nyochara, nọ nso gị, ga-abịa n’oge unu kwekọrịtara. Onye nnọchite ya na-ahụ na ọ gaghị egbu oge.',
  'Pay your way': 'Kwụọ otu ị chọrọ',
  'Pay cash when the job is done, or pay by card or bank transfer through Paystack.':
    'Kwụọ ego aka mgbe ọrụ gwụrụ, ma ọ bụ kwụọ site na kaadị ma ọ bụ ịnyefe ego n’ụlọ akụ site na Paystack.',
  Review: 'Nyocha',
  'Rate the job and tell us how it went, so good Abokis get more work.':
    'Nye ọrụ ahụ akara ma gwa anyị otu o si gaa, ka ndị Aboki na-arụ nke ọma nweta ọrụ karịa.',
  'Popular services': 'Ọrụ enyemaka a na-achọkarị',
  'Browse the full catalogue': 'Lee ndepụta ọrụ niile',
  'Find help near you': 'Chọta enyemaka nso gị',
  Service: 'Ọrụ enyemaka',
  'Choose a service': 'Họrọ ọrụ enyemaka',
  'Services unavailable': 'Enweghị ọrụ ugbu a',
  'Try loading services again': 'Budata ọrụ ọzọ',
  State: 'Steeti',
  'Choose your state': 'Họrọ steeti gị',
  'Local government area (LGA)': 'Ọchịchị ime obodo (LGA)',
  'Choose your LGA': 'Họrọ LGA gị',
  'Choose your local government area': 'Họrọ ọchịchị ime obodo gị',
  'Find an Aboki': 'Chọta Aboki',
  'From {price}': 'Site na {price}',
  'From {price} per hour': 'Site na {price} kwa elekere',
  'Services and prices': 'Ọrụ enyemaka na ọnụahịa',
  'Everything an Aboki can help with, and the lowest price for each. Each Aboki sets their own price, shown before you book; it does not change after.':
    'Ihe niile Aboki nwere ike inyere gị aka, na ọnụahịa kacha ala maka nke ọ bụla. Aboki ọ bụla na-etinye ọnụahịa nke ya, ị ga-ahụ ya tupu i mee ndokwa; ọ gaghị agbanwe ma emechaa.',
  'No services yet': 'Enweghị ọrụ enyemaka ka ugbu a',
  'We are adding services in your area. Please check back soon.':
    'Anyị na-agbakwunye ọrụ enyemaka n’obodo gị. Biko lọghachi lee n’oge na-adịghị anya.',
  'About Aboki': 'Maka Aboki',
  '“Aboki” means friend in Hausa. We help neighbours find a trusted pair of hands.':
    '“Aboki” pụtara enyi n’asụsụ Hausa. Anyị na-enyere ndị agbata obi aka ịchọta aka a pụrụ ịtụkwasị obi.',
  'Across Nigeria, skilled cleaners, cooks, drivers, plumbers and errand runners find work by word of mouth. Many of them do not have a smartphone, and the people who need them rarely know where to look. Aboki brings the two together.':
    'N’ofe Naịjirịa, ndị maara ihicha ụlọ, isi nri, ịnya ụgbọ ala, ịrụzi paịpụ mmiri na izi ozi na-enweta ọrụ site n’ọnụ ruo n’ọnụ. Ọtụtụ n’ime ha enweghị smartphone, ndị chọrọ ha anaghịkwa amakarị ebe ha ga-achọta ha. Aboki na-ejikọ ha abụọ.',
  'Agents keep it personal': 'Onye nnọchite maara onye ọ bụla',
  'Every Aboki is onboarded by an agent who knows them: the agent records their details, checks their guarantor, sets the services they offer with a price in naira, and keeps their availability up to date. When you book, the agent makes sure your Aboki arrives, and answers for the work.':
    'Ọ bụ onye nnọchite maara Aboki ọ bụla debanyere ya aha: onye nnọchite ahụ na-edekọ nkọwa ya, na-enyocha onye nkwado ya, na-edozi ọrụ ọ na-arụ na ọnụahịa ha na Naịra, ma na-emelite oge ọ nwere ohere. Mgbe i mere ndokwa, onye nnọchite na-ahụ na Aboki gị bịara, ma na-aza maka ọrụ ahụ.',
  'Built for how Nigeria works': 'E wuru ya maka otu ihe si aga na Naịjirịa',
  'Search by state and local government area, see prices up front, and pay cash when the job is done or by card or bank transfer through Paystack. The site is light, so it stays quick on mobile data.':
    'Chọọ site na steeti na ọchịchị ime obodo, hụ ọnụahịa site na mbido, ma kwụọ ego aka mgbe ọrụ gwụrụ ma ọ bụ site na kaadị ma ọ bụ ịnyefe ego n’ụlọ akụ site na Paystack. Saịtị a dị mfe, ya mere ọ na-agba ọsọ ọbụna na data ekwentị.',
  'Work with us': 'Soro anyị rụọ ọrụ',
  'Want to become an agent and bring Abokis from your area on board? Read {howAgentsJoin} or {sendUsAMessage}.':
    'Ị chọrọ ịbụ onye nnọchite ma kpọbata ndị Aboki si n’obodo gị? Gụọ {howAgentsJoin} ma ọ bụ {sendUsAMessage}.',
  'how agents join': 'otu ndị nnọchite si esonye',
  'send us a message': 'zitere anyị ozi',
  'Help centre': 'Ebe enyemaka',
  'Answers about booking, paying, cancelling, safety and becoming an agent.':
    'Azịza gbasara ndokwa, ịkwụ ụgwọ, nkagbu, nchekwa na ịbụ onye nnọchite.',
  Booking: 'Ndokwa',
  'How do I book an Aboki?': 'Kedu ka m ga-esi mee ndokwa Aboki?',
  'On the home page, choose the service you need with your state and local government area. We show the Abokis near you who are free; pick one, choose a time and confirm. You see the starting price before you confirm.':
    'N’ibe mbụ, họrọ ọrụ enyemaka ị chọrọ ya na steeti gị na ọchịchị ime obodo gị. Anyị ga-egosi gị ndị Aboki nọ nso gị nwere ohere; họrọ otu, họrọ oge ma kwado. Ị ga-ahụ ọnụahịa mbido tupu i kwado.',
  'Do I need an account?': 'Ọ dị mkpa ka m nwee akaụntụ?',
  'You can browse services and prices without one. To book, sign up with your name and email, confirm the 6-digit code we email you, and create a short user profile with your phone number and area.':
    'Ị nwere ike ilele ọrụ enyemaka na ọnụahịa na-enweghị akaụntụ. Iji mee ndokwa, debanye aha gị na email gị, kwado koodu nwere ọnụọgụ 6 anyị zitere gị n’email, ma mepụta obere profaịlụ nwere nọmba ekwentị gị na mpaghara gị.',
  'Where can I follow my requests?': 'Ebee ka m ga-esi soro arịrịọ m?',
  'Once you are signed in, “My requests” at the top of every page lists your ongoing, upcoming, completed and cancelled requests. Each one opens to its details and, on the day, the start code you give your Aboki.':
    'Ozugbo i banyere, “Arịrịọ m” n’elu ibe ọ bụla na-edepụta arịrịọ gị na-aga n’ihu, ndị na-abịa, ndị emechara na ndị a kagburu. Nke ọ bụla na-emeghe gosi nkọwa ya, na, n’ụbọchị ahụ, koodu mmalite ị ga-enye Aboki gị.',
  Payment: 'Ịkwụ ụgwọ',
  'How do I pay?': 'Kedu ka m ga-esi kwụọ ụgwọ?',
  'Pay your Aboki in cash when the job is completed, or pay by card or bank transfer through Paystack. Prices are in naira and shown before you confirm.':
    'Kwụọ Aboki gị ego aka mgbe ọrụ gwụchara, ma ọ bụ kwụọ site na kaadị ma ọ bụ ịnyefe ego n’ụlọ akụ site na Paystack. Ọnụahịa dị na Naịra, ị ga-ahụkwa ya tupu i kwado.',
  'Is paying by card safe?': 'Ọ dị nchebe ịkwụ ụgwọ site na kaadị?',
  'Card and bank transfer payments are handled by Paystack, a licensed Nigerian payment provider. Aboki never sees or stores your card details.':
    'Ọ bụ Paystack, ụlọ ọrụ ịkwụ ụgwọ nke Naịjirịa nwere ikike, na-elekọta ịkwụ ụgwọ site na kaadị na ịnyefe ego n’ụlọ akụ. Aboki anaghị ahụ ma ọ bụ echekwa nkọwa kaadị gị ma ọlị.',
  'Can the price change after I book?': 'Ọnụahịa ọ nwere ike ịgbanwe mgbe m mechara ndokwa?',
  'No. {pricePromise} Services lists the lowest price for each service; hourly services cost the hourly price times the hours you choose.':
    'Mba. {pricePromise} Ibe Ọrụ na-egosi ọnụahịa kacha ala maka ọrụ enyemaka ọ bụla; ọrụ a na-akwụ kwa elekere bụ ọnụahịa otu elekere mụbara site n’ọnụọgụ elekere i họọrọ.',
  Cancellation: 'Nkagbu',
  'Can I cancel a request?': 'Enwere m ike ịkagbu arịrịọ?',
  'Can I change the time instead?': 'Enwere m ike ịgbanwe oge kama?',
  'Yes: choose Change time on the request’s page and pick one of the Aboki’s free times. {moveRule}':
    'Ee: pịa “Gbanwee oge” n’ibe arịrịọ ahụ ma họrọ otu n’ime oge Aboki nwere ohere. {moveRule}',
  'What if my Aboki cannot come?': 'Gịnị ma ọ bụrụ na Aboki m enweghị ike ịbịa?',
  'Their agent tells you as soon as possible and the request is cancelled, so you can book someone else. Nothing is charged for a job that did not happen.':
    'Onye nnọchite ya ga-agwa gị ozugbo o kwere mee, a ga-akagbukwa arịrịọ ahụ, ka i wee mee ndokwa onye ọzọ. A naghị ana ego ọ bụla maka ọrụ na-emeghị.',
  'Safety and vetting': 'Nchekwa na nlele',
  'How are Abokis vetted?': 'Kedu ka unu si elele ndị Aboki?',
  'Each Aboki is onboarded in person by an agent, who records their photo, phone number, state and LGA, and checks a guarantor who vouches for them. Agents manage their Abokis’ bookings and answer for their work.':
    'Onye nnọchite na-edebanye Aboki ọ bụla aha ihu na ihu: ọ na-ewere foto ya, nọmba ekwentị ya, steeti ya na LGA ya, ma lelee onye nkwado na-agbara ya akaebe. Ndị nnọchite na-ahazi ndokwa ndị Aboki ha ma na-aza maka ọrụ ha.',
  'What should I do if something goes wrong?': 'Gịnị ka m ga-eme ma ọ bụrụ na ihe emebie?',
  'If you feel unsafe, contact the police first. Then tell us through the contact page, with your request details, and we will follow up with the agent.':
    'Ọ bụrụ na ị chere na ị nọghị na nchekwa, buru ụzọ kpọọ ndị uwe ojii. Mgbe ahụ gwa anyị site n’ibe kpọtụrụ anyị, ya na nkọwa arịrịọ gị, anyị ga-eso onye nnọchite ahụ leba ya anya.',
  'Becoming an agent': 'Ịbụ onye nnọchite',
  'How do I become an agent?': 'Kedu ka m ga-esi bụrụ onye nnọchite?',
  'Sign up, choose the Agent role and create your agent profile. You can then onboard Abokis you know, set the services they offer with prices, and keep their availability up to date from your dashboard.':
    'Debanye aha, họrọ ọnọdụ “Onye nnọchite” ma mepụta profaịlụ onye nnọchite gị. Mgbe ahụ ị nwere ike idebanye aha ndị Aboki ị maara, dozie ọrụ ha na-arụ na ọnụahịa ha, ma na-emelite oge ha nwere ohere site n’ebe ọrụ gị.',
  'Can I offer services myself?': 'Enwere m ike ịrụ ọrụ ahụ n’onwe m?',
  'Yes: ask an agent near you to onboard you as an Aboki, or become an agent and onboard yourself.':
    'Ee: rịọ onye nnọchite nọ nso gị ka o debanye gị aha dịka Aboki, ma ọ bụ bụrụ onye nnọchite ma debanye onwe gị aha.',
  'Contacting support': 'Ịkpọtụrụ ndị enyemaka',
  'Can’t find your answer? {sendUsAMessage} and we will reply by email within one working day.':
    'Ị hụghị azịza gị? {sendUsAMessage}, anyị ga-aza gị n’email n’ime otu ụbọchị ọrụ.',
  'Send us a message': 'Zitere anyị ozi',
  'Contact us': 'Kpọtụrụ anyị',
  'Questions, feedback or trouble with a request? Write to us and we will reply by email within one working day.':
    'Ị nwere ajụjụ, echiche ma ọ bụ nsogbu gbasara arịrịọ? Deere anyị, anyị ga-aza gị n’email n’ime otu ụbọchị ọrụ.',
  'Message sent': 'Ozi agaala',
  'We will write to {email}. The form below is ready if you need to add anything.':
    'Anyị ga-edegara {email}. Fọm dị n’okpuru dị njikere ma ọ bụrụ na ị chọrọ ịgbakwunye ihe.',
  'Contact Aboki': 'Kpọtụrụ Aboki',
  'Your name': 'Aha gị',
  Email: 'Email',
  'We reply to this address.': 'Anyị ga-aza na adreesị a.',
  Phone: 'Ekwentị',
  'A Nigerian number, e.g. 0803 123 4567.': 'Nọmba Naịjirịa, dịka 0803 123 4567.',
  Message: 'Ozi',
  'At least {min} characters; {used} of {max} used.':
    'Opekata mpe mkpụrụedemede {min}; ejiri {used} n’ime {max}.',
  'Sending…': 'Ọ na-eziga…',
  'Send message': 'Ziga ozi',
  'We could not send your message. Please try again.': 'Anyị enweghị ike iziga ozi gị. Biko nwaa ọzọ.',
};

export default ig;
