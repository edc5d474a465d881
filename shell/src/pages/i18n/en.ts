import type { Catalogue } from 'shared';

/**
 * The shell's public pages (home, about, services, help, contact) in English: the source every
 * other language is translated from, and the fallback of any text a catalogue lacks. A link inside
 * a sentence is a value (`{howAgentsJoin}`) whose words are an id of their own (shared's rich()).
 */
const en = {
  // Shared by the home page, its search form and the services page.
  'services.loading': 'Loading services…',
  'services.failed': 'Services did not load',

  'home.documentTitle': 'Home services across Nigeria',
  'home.heading': 'Trusted help at home and with errands',
  'home.description':
    'Aboki connects you with local helpers — Abokis — for cleaning, repairs, errands and more.',
  'home.lead':
    'Every Aboki is onboarded and managed by an agent who knows them, checks their guarantor and answers for their work. Tell us what you need and where, and we will show you who is free near you.',
  'home.seeAllServices': 'See all services and prices',
  'home.howItWorks': 'How it works',
  'home.step.book.title': 'Book',
  'home.step.book.text':
    'Pick a service, your state and LGA, and a time. You see the starting price before you confirm.',
  'home.step.arrive.title': 'Your Aboki arrives',
  'home.step.arrive.text':
    'A vetted Aboki near you comes at the agreed time. Their agent keeps them on schedule.',
  'home.step.pay.title': 'Pay your way',
  'home.step.pay.text': 'Pay cash when the job is done, or pay by card or bank transfer through Paystack.',
  'home.step.review.title': 'Review',
  'home.step.review.text': 'Rate the job and tell us how it went, so good Abokis get more work.',
  'home.popular': 'Popular services',
  'home.browseAll': 'Browse the full catalogue',

  'findHelp.title': 'Find help near you',
  'findHelp.service': 'Service',
  'findHelp.chooseService': 'Choose a service',
  'findHelp.servicesUnavailable': 'Services unavailable',
  'findHelp.retry': 'Try loading services again',
  'findHelp.state': 'State',
  'findHelp.chooseState': 'Choose your state',
  'findHelp.lga': 'Local government area (LGA)',
  'findHelp.chooseLga': 'Choose your LGA',
  'findHelp.lgaMissing': 'Choose your local government area',
  'findHelp.submit': 'Find an Aboki',

  'serviceCard.price': 'From {price}',
  'serviceCard.pricePerHour': 'From {price} per hour',

  'servicesPage.heading': 'Services and prices',
  'servicesPage.description':
    'Everything an Aboki can help with, and the lowest price for each. Each Aboki sets their own price, shown before you book; it does not change after.',
  'servicesPage.empty.title': 'No services yet',
  'servicesPage.empty.description': 'We are adding services in your area. Please check back soon.',

  'about.heading': 'About Aboki',
  'about.description': '“Aboki” means friend in Hausa. We help neighbours find a trusted pair of hands.',
  'about.intro':
    'Across Nigeria, skilled cleaners, cooks, drivers, plumbers and errand runners find work by word of mouth. Many of them do not have a smartphone, and the people who need them rarely know where to look. Aboki brings the two together.',
  'about.agents.heading': 'Agents keep it personal',
  'about.agents.text':
    'Every Aboki is onboarded by an agent who knows them: the agent records their details, checks their guarantor, sets the services they offer with a price in naira, and keeps their availability up to date. When you book, the agent makes sure your Aboki arrives, and answers for the work.',
  'about.nigeria.heading': 'Built for how Nigeria works',
  'about.nigeria.text':
    'Search by state and local government area, see prices up front, and pay cash when the job is done or by card or bank transfer through Paystack. The site is light, so it stays quick on mobile data.',
  'about.work.heading': 'Work with us',
  'about.work.text':
    'Want to become an agent and bring Abokis from your area on board? Read {howAgentsJoin} or {sendUsAMessage}.',
  'about.work.howAgentsJoin': 'how agents join',
  'about.work.sendUsAMessage': 'send us a message',

  'help.heading': 'Help centre',
  'help.description': 'Answers about booking, paying, cancelling, safety and becoming an agent.',
  'help.booking.title': 'Booking',
  'help.booking.how.question': 'How do I book an Aboki?',
  'help.booking.how.answer':
    'On the home page, choose the service you need with your state and local government area. We show the Abokis near you who are free; pick one, choose a time and confirm. You see the starting price before you confirm.',
  'help.booking.account.question': 'Do I need an account?',
  'help.booking.account.answer':
    'You can browse services and prices without one. To book, sign up with your name and email, confirm the 6-digit code we email you, and create a short user profile with your phone number and area.',
  'help.booking.follow.question': 'Where can I follow my requests?',
  'help.booking.follow.answer':
    'Once you are signed in, “My requests” at the top of every page lists your ongoing, upcoming, completed and cancelled requests. Each one opens to its details and, on the day, the start code you give your Aboki.',
  'help.payment.title': 'Payment',
  'help.payment.how.question': 'How do I pay?',
  'help.payment.how.answer':
    'Pay your Aboki in cash when the job is completed, or pay by card or bank transfer through Paystack. Prices are in naira and shown before you confirm.',
  'help.payment.card.question': 'Is paying by card safe?',
  'help.payment.card.answer':
    'Card and bank transfer payments are handled by Paystack, a licensed Nigerian payment provider. Aboki never sees or stores your card details.',
  'help.payment.price.question': 'Can the price change after I book?',
  'help.payment.price.answer':
    'No. {pricePromise} Services lists the lowest price for each service; hourly services cost the hourly price times the hours you choose.',
  'help.cancellation.title': 'Cancellation',
  'help.cancellation.cancel.question': 'Can I cancel a request?',
  'help.cancellation.move.question': 'Can I change the time instead?',
  'help.cancellation.move.answer':
    'Yes: choose Change time on the request’s page and pick one of the Aboki’s free times. {moveRule}',
  'help.cancellation.noShow.question': 'What if my Aboki cannot come?',
  'help.cancellation.noShow.answer':
    'Their agent tells you as soon as possible and the request is cancelled, so you can book someone else. Nothing is charged for a job that did not happen.',
  'help.safety.title': 'Safety and vetting',
  'help.safety.vetting.question': 'How are Abokis vetted?',
  'help.safety.vetting.answer':
    'Each Aboki is onboarded in person by an agent, who records their photo, phone number, state and LGA, and checks a guarantor who vouches for them. Agents manage their Abokis’ bookings and answer for their work.',
  'help.safety.wrong.question': 'What should I do if something goes wrong?',
  'help.safety.wrong.answer':
    'If you feel unsafe, contact the police first. Then tell us through the contact page, with your request details, and we will follow up with the agent.',
  'help.agent.title': 'Becoming an agent',
  'help.agent.become.question': 'How do I become an agent?',
  'help.agent.become.answer':
    'Sign up, choose the Agent role and create your agent profile. You can then onboard Abokis you know, set the services they offer with prices, and keep their availability up to date from your dashboard.',
  'help.agent.self.question': 'Can I offer services myself?',
  'help.agent.self.answer':
    'Yes: ask an agent near you to onboard you as an Aboki, or become an agent and onboard yourself.',
  'help.support.heading': 'Contacting support',
  'help.support.text':
    'Can’t find your answer? {sendUsAMessage} and we will reply by email within one working day.',
  'help.support.sendUsAMessage': 'Send us a message',

  'contact.heading': 'Contact us',
  'contact.description':
    'Questions, feedback or trouble with a request? Write to us and we will reply by email within one working day.',
  'contact.sent.heading': 'Message sent',
  'contact.sent.text': 'We will write to {email}. The form below is ready if you need to add anything.',
  'contact.form': 'Contact Aboki',
  'contact.name': 'Your name',
  'contact.email': 'Email',
  'contact.emailHint': 'We reply to this address.',
  'contact.phone': 'Phone',
  'contact.phoneHint': 'A Nigerian number, e.g. 0803 123 4567.',
  'contact.message': 'Message',
  'contact.messageHint': 'At least {min} characters; {used} of {max} used.',
  'contact.sending': 'Sending…',
  'contact.send': 'Send message',
  'contact.failed': 'We could not send your message. Please try again.',
} satisfies Catalogue;

export default en;
