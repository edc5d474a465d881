import type { Translation } from 'shared';
import type en from './en.js';

/** Hausa: "ku", the plural of respect, for the person reading (docs/i18n-glossary.md). */
const ha: Translation<typeof en> = {
  'services.loading': 'Ana loda ayyuka…',
  'services.failed': 'Ayyuka ba su loda ba',

  'home.documentTitle': 'Ayyukan gida a faɗin Najeriya',
  'home.heading': 'Amintaccen taimako a gida da wajen aike-aike',
  'home.description':
    'Aboki yana haɗa ku da masu taimako na unguwarku — Aboki — don share-share, gyare-gyare, aike da sauransu.',
  'home.lead':
    'Kowane Aboki yana da wakili wanda ya san shi: wakilin ne ya yi masa rajista, ya bincika mai tsaya masa, kuma yake ɗaukar alhakin aikinsa. Ku faɗa mana abin da kuke buƙata da inda kuke, za mu nuna muku wanda yake da sarari kusa da ku.',
  'home.seeAllServices': 'Duba ayyuka da farashi',
  'home.howItWorks': 'Yadda yake aiki',
  'home.step.book.title': 'Ku yi oda',
  'home.step.book.text':
    'Ku zaɓi sabis, jiharku da LGA ɗinku, da lokaci. Za ku ga farashin farko kafin ku tabbatar.',
  'home.step.arrive.title': 'Aboki naku zai iso',
  'home.step.arrive.text':
    'Aboki da aka tantance, na kusa da ku, zai zo a lokacin da kuka yarda. Wakilinsa yana tabbatar da cewa bai makara ba.',
  'home.step.pay.title': 'Ku biya yadda kuke so',
  'home.step.pay.text':
    'Ku biya da kuɗi hannu idan an gama aikin, ko ku biya da kati ko tura kuɗi ta banki ta hanyar Paystack.',
  'home.step.review.title': 'Ku yi sharhi',
  'home.step.review.text':
    'Ku ba aikin maki kuma ku faɗa mana yadda ya kasance, domin Aboki nagari su ƙara samun aiki.',
  'home.popular': 'Ayyukan da aka fi nema',
  'home.browseAll': 'Duba dukan jerin ayyuka',

  'findHelp.title': 'Ku nemi taimako kusa da ku',
  'findHelp.service': 'Sabis',
  'findHelp.chooseService': 'Ku zaɓi sabis',
  'findHelp.servicesUnavailable': 'Babu ayyuka yanzu',
  'findHelp.retry': 'Sake loda ayyuka',
  'findHelp.state': 'Jiha',
  'findHelp.chooseState': 'Ku zaɓi jiharku',
  'findHelp.lga': 'Ƙaramar hukuma (LGA)',
  'findHelp.chooseLga': 'Ku zaɓi LGA ɗinku',
  'findHelp.lgaMissing': 'Ku zaɓi ƙaramar hukumarku',
  'findHelp.submit': 'Nemi Aboki',

  'serviceCard.price': 'Daga {price}',
  'serviceCard.pricePerHour': 'Daga {price} a kowace awa',

  'servicesPage.heading': 'Ayyuka da farashi',
  'servicesPage.description':
    'Duk abin da Aboki zai iya taimaka muku da shi, da mafi ƙarancin farashin kowanne. Kowane Aboki yana sa nasa farashi, za ku gan shi kafin ku yi oda; ba zai canja ba bayan haka.',
  'servicesPage.empty.title': 'Babu ayyuka tukuna',
  'servicesPage.empty.description':
    'Muna ƙara ayyuka a yankinku. Don Allah ku sake dubawa nan ba da jimawa ba.',

  'about.heading': 'Game da Aboki',
  'about.description':
    '“Aboki” kalmar Hausa ce, ma’anarta abokin arziki. Muna taimaka wa maƙwabta su sami amintaccen hannu.',
  'about.intro':
    'A faɗin Najeriya, ƙwararrun masu share-share, masu dafa abinci, direbobi, masu gyaran famfo da masu aike suna samun aiki ta baki da baki. Da yawansu ba su da wayar zamani, kuma masu buƙatarsu ba safai suke sanin inda za su nemo su ba. Aboki yana haɗa ɓangarorin biyu.',
  'about.agents.heading': 'Wakili ya san kowa da kansa',
  'about.agents.text':
    'Kowane Aboki wakili ne ya yi masa rajista, wanda ya san shi: wakilin yana rubuta bayanansa, yana bincika mai tsaya masa, yana sa ayyukan da yake yi da farashi a Naira, kuma yana sabunta lokutan da yake da sarari. Idan kuka yi oda, wakilin yana tabbatar da cewa Aboki naku ya zo, kuma yana ɗaukar alhakin aikin.',
  'about.nigeria.heading': 'An gina shi don yadda Najeriya take tafiya',
  'about.nigeria.text':
    'Ku nema ta jiha da ƙaramar hukuma, ku ga farashi tun farko, kuma ku biya da kuɗi hannu idan an gama aikin, ko da kati ko tura kuɗi ta banki ta hanyar Paystack. Shafin ba shi da nauyi, don haka yana da sauri ko da data ta waya.',
  'about.work.heading': 'Ku yi aiki tare da mu',
  'about.work.text':
    'Kuna so ku zama wakili ku kawo Aboki daga yankinku? Ku karanta {howAgentsJoin} ko ku {sendUsAMessage}.',
  'about.work.howAgentsJoin': 'yadda wakilai suke shiga',
  'about.work.sendUsAMessage': 'aiko mana da saƙo',

  'help.heading': 'Cibiyar taimako',
  'help.description': 'Amsoshi game da oda, biya, sokewa, tsaro da zama wakili.',
  'help.booking.title': 'Yin oda',
  'help.booking.how.question': 'Yaya zan yi odar Aboki?',
  'help.booking.how.answer':
    'A shafin farko, ku zaɓi sabis ɗin da kuke buƙata tare da jiharku da ƙaramar hukumarku. Za mu nuna muku Aboki na kusa da ku da ke da sarari; ku zaɓi ɗaya, ku zaɓi lokaci sannan ku tabbatar. Za ku ga farashin farko kafin ku tabbatar.',
  'help.booking.account.question': 'Ina buƙatar asusu?',
  'help.booking.account.answer':
    'Kuna iya duba ayyuka da farashi ba tare da asusu ba. Don yin oda, ku yi rajista da sunanku da imel ɗinku, ku tabbatar da lambar mai lambobi 6 da muka aiko muku ta imel, sannan ku cike ɗan gajeren bayanan kai da lambar wayarku da yankinku.',
  'help.booking.follow.question': 'A ina zan bi diddigin buƙatuna?',
  'help.booking.follow.answer':
    'Da zarar kun shiga, “Buƙatuna” a saman kowane shafi yana jera buƙatunku masu gudana, masu zuwa, waɗanda aka kammala da waɗanda aka soke. Kowace tana buɗewa ta nuna bayananta, kuma a ranar, lambar farawa da za ku ba Aboki naku.',
  'help.payment.title': 'Biya',
  'help.payment.how.question': 'Yaya zan biya?',
  'help.payment.how.answer':
    'Ku biya Aboki naku da kuɗi hannu idan an kammala aikin, ko ku biya da kati ko tura kuɗi ta banki ta hanyar Paystack. Farashi a Naira ne kuma za ku gan shi kafin ku tabbatar.',
  'help.payment.card.question': 'Biya da kati yana da aminci?',
  'help.payment.card.answer':
    'Paystack ne ke kula da biya da kati da tura kuɗi ta banki — kamfanin biyan kuɗi na Najeriya mai lasisi. Aboki ba ya gani ko ajiye bayanan katinku ko kaɗan.',
  'help.payment.price.question': 'Farashi zai iya canjawa bayan na yi oda?',
  'help.payment.price.answer':
    'A’a. {pricePromise} Shafin Ayyuka yana nuna mafi ƙarancin farashin kowane sabis; sabis ɗin da ake biya a kan awa, farashin awa ɗaya ne sau yawan awannin da kuka zaɓa.',
  'help.cancellation.title': 'Sokewa',
  'help.cancellation.cancel.question': 'Zan iya soke buƙata?',
  'help.cancellation.move.question': 'Zan iya canja lokaci maimakon haka?',
  'help.cancellation.move.answer':
    'Ƙwarai: ku danna “Canja lokaci” a shafin buƙatar, ku zaɓi ɗaya daga cikin lokutan da Aboki yake da sarari. {moveRule}',
  'help.cancellation.noShow.question': 'Idan Aboki nawa ba zai iya zuwa ba fa?',
  'help.cancellation.noShow.answer':
    'Wakilinsa zai sanar da ku da wuri kuma za a soke buƙatar, don ku iya yin odar wani. Ba a karɓar ko sisi a kan aikin da bai faru ba.',
  'help.safety.title': 'Tsaro da tantancewa',
  'help.safety.vetting.question': 'Yaya ake tantance Aboki?',
  'help.safety.vetting.answer':
    'Wakili ne yake yi wa kowane Aboki rajista ido da ido: yana ɗaukar hotonsa, lambar wayarsa, jiharsa da LGA ɗinsa, kuma yana bincika mai tsaya masa. Wakilai suna kula da odar Abokinsu kuma suna ɗaukar alhakin aikinsu.',
  'help.safety.wrong.question': 'Me zan yi idan wani abu ya faru ba daidai ba?',
  'help.safety.wrong.answer':
    'Idan kun ji kuna cikin haɗari, ku fara kiran ƴan sanda. Sannan ku faɗa mana ta shafin tuntuɓa, tare da bayanan buƙatarku, za mu bi diddigi da wakilin.',
  'help.agent.title': 'Zama wakili',
  'help.agent.become.question': 'Yaya zan zama wakili?',
  'help.agent.become.answer':
    'Ku yi rajista, ku zaɓi matsayin “Wakili” sannan ku cike bayanan kai na wakili. Daga nan kuna iya yi wa Aboki da kuka sani rajista, ku sa ayyukan da suke yi da farashinsu, kuma ku riƙa sabunta lokutan da suke da sarari daga allon aikinku.',
  'help.agent.self.question': 'Zan iya yin aikin da kaina?',
  'help.agent.self.answer':
    'Ƙwarai: ku roƙi wani wakili kusa da ku ya yi muku rajista a matsayin Aboki, ko ku zama wakili ku yi wa kanku rajista.',
  'help.support.heading': 'Tuntuɓar masu taimako',
  'help.support.text':
    'Ba ku sami amsarku ba? Ku {sendUsAMessage}, za mu amsa muku ta imel cikin kwana ɗaya na aiki.',
  'help.support.sendUsAMessage': 'aiko mana da saƙo',

  'contact.heading': 'Tuntuɓe mu',
  'contact.description':
    'Kuna da tambaya, shawara ko matsala da wata buƙata? Ku rubuta mana, za mu amsa muku ta imel cikin kwana ɗaya na aiki.',
  'contact.sent.heading': 'An aika saƙo',
  'contact.sent.text':
    'Za mu rubuta zuwa {email}. Fom ɗin da ke ƙasa yana nan idan kuna so ku ƙara wani abu.',
  'contact.form': 'Tuntuɓi Aboki',
  'contact.name': 'Sunanku',
  'contact.email': 'Imel',
  'contact.emailHint': 'Zuwa wannan adireshin za mu amsa.',
  'contact.phone': 'Waya',
  'contact.phoneHint': 'Lambar Najeriya, misali 0803 123 4567.',
  'contact.message': 'Saƙo',
  'contact.messageHint': 'Aƙalla haruffa {min}; an yi amfani da {used} cikin {max}.',
  'contact.sending': 'Ana aikawa…',
  'contact.send': 'Aika saƙo',
  'contact.failed': 'Ba mu iya aika saƙonku ba. Don Allah ku sake gwadawa.',
};

export default ha;
