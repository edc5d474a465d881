import type { Translation } from 'shared/i18n';
import type { PageText } from './en.js';

const pcm: Translation<PageText> = {
  'Loading services…': 'Services dey load…',
  'Services did not load': 'Services no load',
  'Home services across Nigeria': 'Home services for all Naija',
  'Trusted help at home and with errands': 'Person wey you fit trust for house work and errand',
  'Aboki connects you with local helpers — Abokis — for cleaning, repairs, errands and more.':
    'Aboki go connect you with helpers for your area — Abokis — for cleaning, repair, errand and plenty more.',
  'Every Aboki is onboarded and managed by an agent who knows them, checks their guarantor and answers for their work. Tell us what you need and where, and we will show you who is free near you.':
    'Every Aboki get agent wey sabi am well: na the agent register am, check im guarantor, and answer for im work. Tell us wetin you need and where you dey, we go show you who dey free near you.',
  'See all services and prices': 'See all services and price',
  'How it works': 'How e dey work',
  Book: 'Book',
  'Pick a service, your state and LGA, and a time. You see the starting price before you confirm.':
    'Choose the service, your state and LGA, and the time wey go work for you. You go see the starting price before you confirm.',
  'Your Aboki arrives': 'Your Aboki go come',
  'A vetted Aboki near you comes at the agreed time. Their agent keeps them on schedule.':
    'Aboki wey we don check, wey dey near you, go come for the time wey una agree. Im agent go make sure say e no late.',
  'Pay your way': 'Pay how you like',
  'Pay cash when the job is done, or pay by card or bank transfer through Paystack.':
    'Pay cash when the work don finish, or pay with card or bank transfer through Paystack.',
  Review: 'Drop review',
  'Rate the job and tell us how it went, so good Abokis get more work.':
    'Rate the work and tell us how e take go, so good Abokis go dey get more work.',
  'Popular services': 'Services wey people like',
  'Browse the full catalogue': 'See all the services',
  'Find help near you': 'Find help near you',
  Service: 'Service',
  'Choose a service': 'Choose service',
  'Services unavailable': 'Services no dey now',
  'Try loading services again': 'Try load services again',
  State: 'State',
  'Choose your state': 'Choose your state',
  'Local government area (LGA)': 'Local government (LGA)',
  'Choose your LGA': 'Choose your LGA',
  'Choose your local government area': 'Choose your local government',
  'Find an Aboki': 'Find Aboki',
  'From {price}': 'From {price}',
  'From {price} per hour': 'From {price} per hour',
  'Services and prices': 'Services and price',
  'Everything an Aboki can help with, and the lowest price for each. Each Aboki sets their own price, shown before you book; it does not change after.':
    'All the work wey Aboki fit help you do, and the lowest price for each one. Every Aboki dey set im own price, you go see am before you book, and e no go change after.',
  'No services yet': 'No service dey yet',
  'We are adding services in your area. Please check back soon.':
    'We dey add services for your area. Abeg check back soon.',
  'About Aboki': 'About Aboki',
  '“Aboki” means friend in Hausa. We help neighbours find a trusted pair of hands.':
    '“Aboki” mean friend for Hausa. We dey help neighbours find correct hand wey dem fit trust.',
  'Across Nigeria, skilled cleaners, cooks, drivers, plumbers and errand runners find work by word of mouth. Many of them do not have a smartphone, and the people who need them rarely know where to look. Aboki brings the two together.':
    'For all Naija, cleaners, cooks, drivers, plumbers and errand people wey sabi work dey find work through mouth-to-mouth. Plenty of dem no get smartphone, and the people wey need dem no too know where to find dem. Aboki dey join the two side together.',
  'Agents keep it personal': 'Agents dey make am personal',
  'Every Aboki is onboarded by an agent who knows them: the agent records their details, checks their guarantor, sets the services they offer with a price in naira, and keeps their availability up to date. When you book, the agent makes sure your Aboki arrives, and answers for the work.':
    'Every Aboki get agent wey sabi am: the agent go write down im details, check im guarantor, set the services wey e dey do with price for naira, and keep im free time up to date. When you book, the agent go make sure say your Aboki come, and e go answer for the work.',
  'Built for how Nigeria works': 'We build am for how Naija dey run',
  'Search by state and local government area, see prices up front, and pay cash when the job is done or by card or bank transfer through Paystack. The site is light, so it stays quick on mobile data.':
    'Search by state and local government, see price from the start, and pay cash when the work don finish or pay with card or bank transfer through Paystack. The site light, so e dey fast even for mobile data.',
  'Work with us': 'Work with us',
  'Want to become an agent and bring Abokis from your area on board? Read {howAgentsJoin} or {sendUsAMessage}.':
    'You wan be agent and bring Abokis from your area join? Read {howAgentsJoin} or {sendUsAMessage}.',
  'how agents join': 'how agents dey join',
  'send us a message': 'send us message',
  'Help centre': 'Help centre',
  'Answers about booking, paying, cancelling, safety and becoming an agent.':
    'Answers about booking, payment, cancel, safety and how to be agent.',
  Booking: 'Booking',
  'How do I book an Aboki?': 'How I go take book Aboki?',
  'On the home page, choose the service you need with your state and local government area. We show the Abokis near you who are free; pick one, choose a time and confirm. You see the starting price before you confirm.':
    'For the home page, choose the service wey you need with your state and local government. We go show you the Abokis near you wey dey free; pick one, choose time and confirm. You go see the starting price before you confirm.',
  'Do I need an account?': 'I need account?',
  'You can browse services and prices without one. To book, sign up with your name and email, confirm the 6-digit code we email you, and create a short user profile with your phone number and area.':
    'You fit look services and price without account. To book, sign up with your name and email, confirm the 6-digit code wey we go email you, and create small user profile with your phone number and area.',
  'Where can I follow my requests?': 'Where I go see my requests?',
  'Once you are signed in, “My requests” at the top of every page lists your ongoing, upcoming, completed and cancelled requests. Each one opens to its details and, on the day, the start code you give your Aboki.':
    'Once you don sign in, “My requests” for top of every page go show your requests wey dey go on, the ones wey dey come, the ones wey don finish and the ones wey you cancel. Each one go open show you im details and, for the day, the start code wey you go give your Aboki.',
  Payment: 'Payment',
  'How do I pay?': 'How I go pay?',
  'Pay your Aboki in cash when the job is completed, or pay by card or bank transfer through Paystack. Prices are in naira and shown before you confirm.':
    'Pay your Aboki cash when the work don finish, or pay with card or bank transfer through Paystack. All price na for naira and you go see am before you confirm.',
  'Is paying by card safe?': 'E safe to pay with card?',
  'Card and bank transfer payments are handled by Paystack, a licensed Nigerian payment provider. Aboki never sees or stores your card details.':
    'Na Paystack dey handle card and bank transfer payment — Naija payment company wey get licence. Aboki no dey see or keep your card details at all.',
  'Can the price change after I book?': 'Price fit change after I don book?',
  'No. {pricePromise} Services lists the lowest price for each service; hourly services cost the hourly price times the hours you choose.':
    'No. {pricePromise} Services page dey show the lowest price for each service; for services wey dey go by hour, na the price for one hour times the hours wey you choose.',
  Cancellation: 'Cancel',
  'Can I cancel a request?': 'I fit cancel request?',
  'Can I change the time instead?': 'I fit change the time instead?',
  'Yes: choose Change time on the request’s page and pick one of the Aboki’s free times. {moveRule}':
    'Yes: press Change time for the request page and pick one of the times wey the Aboki dey free. {moveRule}',
  'What if my Aboki cannot come?': 'Wetin go happen if my Aboki no fit come?',
  'Their agent tells you as soon as possible and the request is cancelled, so you can book someone else. Nothing is charged for a job that did not happen.':
    'Im agent go tell you quick quick and the request go cancel, so you fit book another person. You no go pay anything for work wey no happen.',
  'Safety and vetting': 'Safety and checking',
  'How are Abokis vetted?': 'How una dey check Abokis?',
  'Each Aboki is onboarded in person by an agent, who records their photo, phone number, state and LGA, and checks a guarantor who vouches for them. Agents manage their Abokis’ bookings and answer for their work.':
    'Na agent dey register every Aboki face to face: the agent go take im photo, phone number, state and LGA, and check one guarantor wey go stand for am. Agents dey manage their Abokis’ bookings and dem dey answer for their work.',
  'What should I do if something goes wrong?': 'Wetin I go do if something spoil?',
  'If you feel unsafe, contact the police first. Then tell us through the contact page, with your request details, and we will follow up with the agent.':
    'If you no feel safe, call police first. Then tell us through the contact page, with your request details, and we go follow the agent settle am.',
  'Becoming an agent': 'How to be agent',
  'How do I become an agent?': 'How I go take be agent?',
  'Sign up, choose the Agent role and create your agent profile. You can then onboard Abokis you know, set the services they offer with prices, and keep their availability up to date from your dashboard.':
    'Sign up, choose “Agent” role and create your agent profile. After that, you fit register Abokis wey you know, set the services wey dem dey do with their price, and keep their free time up to date from your dashboard.',
  'Can I offer services myself?': 'I fit do the work myself?',
  'Yes: ask an agent near you to onboard you as an Aboki, or become an agent and onboard yourself.':
    'Yes: ask one agent near you make e register you as Aboki, or become agent and register yourself.',
  'Contacting support': 'Talk to support',
  'Can’t find your answer? {sendUsAMessage} and we will reply by email within one working day.':
    'You no see your answer? {sendUsAMessage} and we go reply you for email inside one working day.',
  'Send us a message': 'Send us message',
  'Contact us': 'Contact us',
  'Questions, feedback or trouble with a request? Write to us and we will reply by email within one working day.':
    'You get question, advice or wahala with request? Write us and we go reply you for email inside one working day.',
  'Message sent': 'Message don go',
  'We will write to {email}. The form below is ready if you need to add anything.':
    'We go write to {email}. The form wey dey down dey ready if you wan add anything.',
  'Contact Aboki': 'Contact Aboki',
  'Your name': 'Your name',
  Email: 'Email',
  'We reply to this address.': 'Na this address we go reply.',
  Phone: 'Phone',
  'A Nigerian number, e.g. 0803 123 4567.': 'Naija number, like 0803 123 4567.',
  Message: 'Message',
  'At least {min} characters; {used} of {max} used.':
    'At least {min} letters; you don use {used} out of {max}.',
  'Sending…': 'E dey send…',
  'Send message': 'Send message',
  'We could not send your message. Please try again.': 'We no fit send your message. Abeg try again.',
};

export default pcm;
