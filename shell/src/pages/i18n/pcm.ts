import type { Translation } from 'shared';
import type en from './en.js';

/** Nigerian Pidgin. */
const pcm: Translation<typeof en> = {
  'services.loading': 'Services dey load…',
  'services.failed': 'Services no load',

  'home.documentTitle': 'Home services for all Naija',
  'home.heading': 'Person wey you fit trust for house work and errand',
  'home.description':
    'Aboki go connect you with helpers for your area — Abokis — for cleaning, repair, errand and plenty more.',
  'home.lead':
    'Every Aboki get agent wey sabi am well: na the agent register am, check im guarantor, and answer for im work. Tell us wetin you need and where you dey, we go show you who dey free near you.',
  'home.seeAllServices': 'See all services and price',
  'home.howItWorks': 'How e dey work',
  'home.step.book.title': 'Book',
  'home.step.book.text':
    'Choose the service, your state and LGA, and the time wey go work for you. You go see the starting price before you confirm.',
  'home.step.arrive.title': 'Your Aboki go come',
  'home.step.arrive.text':
    'Aboki wey we don check, wey dey near you, go come for the time wey una agree. Im agent go make sure say e no late.',
  'home.step.pay.title': 'Pay how you like',
  'home.step.pay.text':
    'Pay cash when the work don finish, or pay with card or bank transfer through Paystack.',
  'home.step.review.title': 'Drop review',
  'home.step.review.text': 'Rate the work and tell us how e take go, so good Abokis go dey get more work.',
  'home.popular': 'Services wey people like',
  'home.browseAll': 'See all the services',

  'findHelp.title': 'Find help near you',
  'findHelp.service': 'Service',
  'findHelp.chooseService': 'Choose service',
  'findHelp.servicesUnavailable': 'Services no dey now',
  'findHelp.retry': 'Try load services again',
  'findHelp.state': 'State',
  'findHelp.chooseState': 'Choose your state',
  'findHelp.lga': 'Local government (LGA)',
  'findHelp.chooseLga': 'Choose your LGA',
  'findHelp.lgaMissing': 'Choose your local government',
  'findHelp.submit': 'Find Aboki',

  'serviceCard.price': 'From {price}',
  'serviceCard.pricePerHour': 'From {price} per hour',

  'servicesPage.heading': 'Services and price',
  'servicesPage.description':
    'All the work wey Aboki fit help you do, and the lowest price for each one. Every Aboki dey set im own price, you go see am before you book, and e no go change after.',
  'servicesPage.empty.title': 'No service dey yet',
  'servicesPage.empty.description': 'We dey add services for your area. Abeg check back soon.',

  'about.heading': 'About Aboki',
  'about.description':
    '“Aboki” mean friend for Hausa. We dey help neighbours find correct hand wey dem fit trust.',
  'about.intro':
    'For all Naija, cleaners, cooks, drivers, plumbers and errand people wey sabi work dey find work through mouth-to-mouth. Plenty of dem no get smartphone, and the people wey need dem no too know where to find dem. Aboki dey join the two side together.',
  'about.agents.heading': 'Agents dey make am personal',
  'about.agents.text':
    'Every Aboki get agent wey sabi am: the agent go write down im details, check im guarantor, set the services wey e dey do with price for naira, and keep im free time up to date. When you book, the agent go make sure say your Aboki come, and e go answer for the work.',
  'about.nigeria.heading': 'We build am for how Naija dey run',
  'about.nigeria.text':
    'Search by state and local government, see price from the start, and pay cash when the work don finish or pay with card or bank transfer through Paystack. The site light, so e dey fast even for mobile data.',
  'about.work.heading': 'Work with us',
  'about.work.text':
    'You wan be agent and bring Abokis from your area join? Read {howAgentsJoin} or {sendUsAMessage}.',
  'about.work.howAgentsJoin': 'how agents dey join',
  'about.work.sendUsAMessage': 'send us message',

  'help.heading': 'Help centre',
  'help.description': 'Answers about booking, payment, cancel, safety and how to be agent.',
  'help.booking.title': 'Booking',
  'help.booking.how.question': 'How I go take book Aboki?',
  'help.booking.how.answer':
    'For the home page, choose the service wey you need with your state and local government. We go show you the Abokis near you wey dey free; pick one, choose time and confirm. You go see the starting price before you confirm.',
  'help.booking.account.question': 'I need account?',
  'help.booking.account.answer':
    'You fit look services and price without account. To book, sign up with your name and email, confirm the 6-digit code wey we go email you, and create small user profile with your phone number and area.',
  'help.booking.follow.question': 'Where I go see my requests?',
  'help.booking.follow.answer':
    'Once you don sign in, “My requests” for top of every page go show your requests wey dey go on, the ones wey dey come, the ones wey don finish and the ones wey you cancel. Each one go open show you im details and, for the day, the start code wey you go give your Aboki.',
  'help.payment.title': 'Payment',
  'help.payment.how.question': 'How I go pay?',
  'help.payment.how.answer':
    'Pay your Aboki cash when the work don finish, or pay with card or bank transfer through Paystack. All price na for naira and you go see am before you confirm.',
  'help.payment.card.question': 'E safe to pay with card?',
  'help.payment.card.answer':
    'Na Paystack dey handle card and bank transfer payment — Naija payment company wey get licence. Aboki no dey see or keep your card details at all.',
  'help.payment.price.question': 'Price fit change after I don book?',
  'help.payment.price.answer':
    'No. {pricePromise} Services page dey show the lowest price for each service; for services wey dey go by hour, na the price for one hour times the hours wey you choose.',
  'help.cancellation.title': 'Cancel',
  'help.cancellation.cancel.question': 'I fit cancel request?',
  'help.cancellation.move.question': 'I fit change the time instead?',
  'help.cancellation.move.answer':
    'Yes: press Change time for the request page and pick one of the times wey the Aboki dey free. {moveRule}',
  'help.cancellation.noShow.question': 'Wetin go happen if my Aboki no fit come?',
  'help.cancellation.noShow.answer':
    'Im agent go tell you quick quick and the request go cancel, so you fit book another person. You no go pay anything for work wey no happen.',
  'help.safety.title': 'Safety and checking',
  'help.safety.vetting.question': 'How una dey check Abokis?',
  'help.safety.vetting.answer':
    'Na agent dey register every Aboki face to face: the agent go take im photo, phone number, state and LGA, and check one guarantor wey go stand for am. Agents dey manage their Abokis’ bookings and dem dey answer for their work.',
  'help.safety.wrong.question': 'Wetin I go do if something spoil?',
  'help.safety.wrong.answer':
    'If you no feel safe, call police first. Then tell us through the contact page, with your request details, and we go follow the agent settle am.',
  'help.agent.title': 'How to be agent',
  'help.agent.become.question': 'How I go take be agent?',
  'help.agent.become.answer':
    'Sign up, choose “Agent” role and create your agent profile. After that, you fit register Abokis wey you know, set the services wey dem dey do with their price, and keep their free time up to date from your dashboard.',
  'help.agent.self.question': 'I fit do the work myself?',
  'help.agent.self.answer':
    'Yes: ask one agent near you make e register you as Aboki, or become agent and register yourself.',
  'help.support.heading': 'Talk to support',
  'help.support.text':
    'You no see your answer? {sendUsAMessage} and we go reply you for email inside one working day.',
  'help.support.sendUsAMessage': 'Send us message',

  'contact.heading': 'Contact us',
  'contact.description':
    'You get question, advice or wahala with request? Write us and we go reply you for email inside one working day.',
  'contact.sent.heading': 'Message don go',
  'contact.sent.text': 'We go write to {email}. The form wey dey down dey ready if you wan add anything.',
  'contact.form': 'Contact Aboki',
  'contact.name': 'Your name',
  'contact.email': 'Email',
  'contact.emailHint': 'Na this address we go reply.',
  'contact.phone': 'Phone',
  'contact.phoneHint': 'Naija number, like 0803 123 4567.',
  'contact.message': 'Message',
  'contact.messageHint': 'At least {min} letters; you don use {used} out of {max}.',
  'contact.sending': 'E dey send…',
  'contact.send': 'Send message',
  'contact.failed': 'We no fit send your message. Abeg try again.',
};

export default pcm;
