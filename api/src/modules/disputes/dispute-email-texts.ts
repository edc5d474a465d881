import { sayerOf, type Catalogue, type KeyedTranslation, type TextsByLanguage } from 'shared/i18n';

/**
 * What the two sides of a dispute are told, each in their saved language (syntax:
 * shared/src/i18n/message-format.ts). {what} is the reason already said in the same language
 * ("reason.*" below); {reason} and {description} are people's own words, passed through as written.
 */
const en = {
  'reason.NO_SHOW': 'The Aboki did not come',
  'reason.DAMAGE': 'Something was damaged',
  'reason.POOR_WORK': 'The work was poor',
  'reason.OVERCHARGED': 'I was charged too much',
  'reason.SAFETY': 'I felt unsafe',
  'reported.subject': 'We have your report about job {reference}',
  'reported.body':
    "Hello {name},\n\nThank you for telling us what went wrong with job {reference} ({what}). Our team will look into it and e-mail you what we decide. The Aboki's agent has until {dueAt} to give their side.\n\nYou can follow it on the job's page: {link}",
  'opened.subject': 'A problem was reported on job {reference}',
  'opened.body':
    "Hello {name},\n\nThe User reported a problem with job {reference} done by {aboki}: {what}.\n\nWhat they wrote: {description}\n\nGive your side on the job's page before {dueAt}: {link}\n\nThe earnings for this job are held until our team decides.",
  'decided.subject': 'Our decision on the report about job {reference}',
  'decided.fullRefund': 'We are refunding the whole amount paid: {amount}.',
  'decided.partialRefund': 'We are refunding part of the amount paid: {amount}.',
  'decided.noRefund': 'We are not making a refund.',
  'decided.paystack':
    'The refund goes back to the card or account that paid; banks usually take 5 to 10 working days.',
  'decided.cash': 'The job was paid in cash, so our team will contact you to pay the refund.',
  'decided.user':
    'Hello {name},\n\nWe have looked into your report about job {reference}. {outcome}\n\nOur reason: {reason}',
  'decided.agent':
    'Hello {name},\n\nWe have decided on the report about job {reference} done by {aboki}. {outcome}\n\nOur reason: {reason}',
  'decided.strike': '{aboki} has received a strike. Repeated strikes lead to suspension.',
  'decided.suspended': '{aboki} is suspended and cannot be booked for now.',
  signOff: '— Aboki',
} satisfies Catalogue;

export type DisputeEmailId = keyof typeof en;

type Texts = KeyedTranslation<typeof en>;

const pcm: Texts = {
  'reason.NO_SHOW': 'The Aboki no come',
  'reason.DAMAGE': 'Something spoil',
  'reason.POOR_WORK': 'The work no good',
  'reason.OVERCHARGED': 'Dem charge me pass wetin e suppose be',
  'reason.SAFETY': 'I no feel safe',
  'reported.subject': 'We don get your report about work {reference}',
  'reported.body':
    'How far {name},\n\nThank you as you tell us wetin no go well with work {reference} ({what}). Our team go look into am and email you wetin we decide. The Aboki agent get until {dueAt} to talk their own side.\n\nYou fit follow am for the work page: {link}',
  'opened.subject': 'Customer report wahala for work {reference}',
  'opened.body':
    'How far {name},\n\nThe customer report wahala about work {reference} wey {aboki} do: {what}.\n\nWetin dem write: {description}\n\nTalk your own side for the work page before {dueAt}: {link}\n\nWe go hold the money for dis work until our team decide.',
  'decided.subject': 'Wetin we decide about the report for work {reference}',
  'decided.fullRefund': 'We go return all the money wey you pay: {amount}.',
  'decided.partialRefund': 'We go return part of the money wey you pay: {amount}.',
  'decided.noRefund': 'We no go return any money.',
  'decided.paystack':
    'The refund go go back to the card or account wey pay; banks dey usually take 5 to 10 working days.',
  'decided.cash': 'Na cash dem take pay for the work, so our team go contact you to return the money.',
  'decided.user':
    'How far {name},\n\nWe don look into your report about work {reference}. {outcome}\n\nWhy we decide am: {reason}',
  'decided.agent':
    'How far {name},\n\nWe don decide about the report for work {reference} wey {aboki} do. {outcome}\n\nWhy we decide am: {reason}',
  'decided.strike': '{aboki} don get one strike. If strike dey happen again and again, we go suspend am.',
  'decided.suspended': 'We don suspend {aboki}: nobody fit book am for now.',
  signOff: '— Aboki',
};
const ha: Texts = {
  'reason.NO_SHOW': 'Aboki bai zo ba',
  'reason.DAMAGE': 'Wani abu ya lalace',
  'reason.POOR_WORK': 'Ba a yi aikin da kyau ba',
  'reason.OVERCHARGED': 'An karɓi kuɗi fiye da kima',
  'reason.SAFETY': 'Ban ji ina cikin aminci ba',
  'reported.subject': 'Mun karɓi rahotonku game da aiki {reference}',
  'reported.body':
    'Sannu {name},\n\nNa gode da kuka sanar da mu abin da bai tafi daidai ba a aiki {reference} ({what}). Ƙungiyarmu za ta bincika kuma ta aiko muku da hukuncinmu ta imel. Wakilin Aboki yana da har zuwa {dueAt} don ya ba da bayaninsa.\n\nKuna iya bibiyar sa a shafin aikin: {link}',
  'opened.subject': 'An kai rahoton matsala game da aiki {reference}',
  'opened.body':
    'Sannu {name},\n\nAbokin ciniki ya kai rahoton matsala game da aiki {reference} da {aboki} ya yi: {what}.\n\nAbin da ya rubuta: {description}\n\nKu ba da bayaninku a shafin aikin kafin {dueAt}: {link}\n\nAn riƙe kuɗin wannan aiki har sai ƙungiyarmu ta yanke shawara.',
  'decided.subject': 'Hukuncinmu kan rahoton game da aiki {reference}',
  'decided.fullRefund': 'Za mu mayar da dukan kuɗin da aka biya: {amount}.',
  'decided.partialRefund': 'Za mu mayar da wani ɓangare na kuɗin da aka biya: {amount}.',
  'decided.noRefund': 'Ba za mu mayar da kuɗi ba.',
  'decided.paystack':
    'Za a mayar da kuɗin zuwa katin ko asusun da ya biya; bankuna kan ɗauki kwanakin aiki 5 zuwa 10.',
  'decided.cash': 'An biya aikin da kuɗi hannu, don haka ƙungiyarmu za ta tuntuɓe ku don mayar da kuɗin.',
  'decided.user':
    'Sannu {name},\n\nMun bincika rahotonku game da aiki {reference}. {outcome}\n\nDalilinmu: {reason}',
  'decided.agent':
    'Sannu {name},\n\nMun yanke hukunci kan rahoton game da aiki {reference} da {aboki} ya yi. {outcome}\n\nDalilinmu: {reason}',
  'decided.strike': '{aboki} ya sami gargaɗi. Maimaita gargaɗi yana kaiwa ga dakatarwa.',
  'decided.suspended': 'An dakatar da {aboki}, kuma ba za a iya yi masa oda ba a yanzu.',
  signOff: '— Aboki',
};
const yo: Texts = {
  'reason.NO_SHOW': 'Aboki kò wá',
  'reason.DAMAGE': 'Nǹkan kan bàjẹ́',
  'reason.POOR_WORK': 'Iṣẹ́ náà kò dára',
  'reason.OVERCHARGED': 'Wọ́n gba owó jù lọ́wọ́ mi',
  'reason.SAFETY': 'Ara mi kò balẹ̀',
  'reported.subject': 'A ti gba ìròyìn yín nípa iṣẹ́ {reference}',
  'reported.body':
    'Ẹ n lẹ́ o {name},\n\nẸ ṣé tí ẹ sọ ohun tí kò lọ dáadáa nínú iṣẹ́ {reference} fún wa ({what}). Ẹgbẹ́ wa yóò wo ọ̀rọ̀ náà, a ó sì fi ìpinnu wa ránṣẹ́ sí yín ní ímeèlì. Aṣojú Aboki náà ní títí di {dueAt} láti ṣàlàyé tirẹ̀.\n\nẸ lè máa tẹ̀lé e lórí ojú-ìwé iṣẹ́ náà: {link}',
  'opened.subject': 'Wọ́n ròyìn ìṣòro kan nípa iṣẹ́ {reference}',
  'opened.body':
    'Ẹ n lẹ́ o {name},\n\nOníbàárà ròyìn ìṣòro kan nípa iṣẹ́ {reference} tí {aboki} ṣe: {what}.\n\nOhun tí wọ́n kọ: {description}\n\nẸ ṣàlàyé tiyín lórí ojú-ìwé iṣẹ́ náà kí ó tó di {dueAt}: {link}\n\nA di owó iṣẹ́ yìí mú títí ẹgbẹ́ wa yóò fi pinnu.',
  'decided.subject': 'Ìpinnu wa lórí ìròyìn nípa iṣẹ́ {reference}',
  'decided.fullRefund': 'A ó dá gbogbo owó tí ẹ san padà: {amount}.',
  'decided.partialRefund': 'A ó dá apá kan owó tí ẹ san padà: {amount}.',
  'decided.noRefund': 'A kò ní dá owó kankan padà.',
  'decided.paystack':
    'Ìdápadà owó náà yóò padà sí káàdì tàbí àkáǹtì tó sanwó; àwọn báńkì máa ń gba ọjọ́ iṣẹ́ 5 sí 10.',
  'decided.cash': 'Owó lọ́wọ́ ni wọ́n fi san iṣẹ́ náà, nítorí náà ẹgbẹ́ wa yóò kàn sí yín láti dá owó náà padà.',
  'decided.user':
    'Ẹ n lẹ́ o {name},\n\nA ti wo ìròyìn yín nípa iṣẹ́ {reference}. {outcome}\n\nÌdí wa: {reason}',
  'decided.agent':
    'Ẹ n lẹ́ o {name},\n\nA ti pinnu lórí ìròyìn nípa iṣẹ́ {reference} tí {aboki} ṣe. {outcome}\n\nÌdí wa: {reason}',
  'decided.strike': '{aboki} ti gba ìkìlọ̀ kan. Ìkìlọ̀ léraléra máa ń yọrí sí ìdádúró.',
  'decided.suspended': 'A ti dá {aboki} dúró, kò sì sí ẹni tí ó lè gbà á síṣẹ́ báyìí.',
  signOff: '— Aboki',
};
const ig: Texts = {
  'reason.NO_SHOW': 'Aboki abịaghị',
  'reason.DAMAGE': 'Ihe mebiri emebi',
  'reason.POOR_WORK': 'Ọrụ ahụ adịghị mma',
  'reason.OVERCHARGED': 'A nara m ego karịa',
  'reason.SAFETY': 'Ahụ adịghị m n’udo',
  'reported.subject': 'Anyị nwetara akụkọ gị gbasara ọrụ {reference}',
  'reported.body':
    'Ndewo {name},\n\nDaalụ maka ịgwa anyị ihe na-agaghị nke ọma n’ọrụ {reference} ({what}). Ndị otu anyị ga-enyocha ya ma ziga gị mkpebi anyị na email. Onye nnọchite Aboki ahụ nwere ruo {dueAt} ịkọ akụkọ nke ya.\n\nỊ nwere ike ịgbaso ya na ibe ọrụ ahụ: {link}',
  'opened.subject': 'Akọọla nsogbu gbasara ọrụ {reference}',
  'opened.body':
    'Ndewo {name},\n\nOnye ahịa kọrọ nsogbu gbasara ọrụ {reference} nke {aboki} rụrụ: {what}.\n\nIhe ha dere: {description}\n\nKọọ akụkọ nke gị na ibe ọrụ ahụ tupu {dueAt}: {link}\n\nE jidere ego ọrụ a ruo mgbe ndị otu anyị ga-ekpebi.',
  'decided.subject': 'Mkpebi anyị gbasara akụkọ maka ọrụ {reference}',
  'decided.fullRefund': 'Anyị na-akwụghachi ego niile akwụrụ: {amount}.',
  'decided.partialRefund': 'Anyị na-akwụghachi akụkụ nke ego akwụrụ: {amount}.',
  'decided.noRefund': 'Anyị agaghị akwụghachi ego ọ bụla.',
  'decided.paystack':
    'Nkwụghachi ego ahụ ga-alaghachi na kaadị ma ọ bụ akaụntụ kwụrụ ụgwọ; ụlọ akụ na-ewekarị ụbọchị ọrụ 5 ruo 10.',
  'decided.cash':
    'Ejiri ego aka kwụọ ụgwọ ọrụ ahụ, ya mere ndị otu anyị ga-akpọtụrụ gị ka ha kwụghachi gị ego ahụ.',
  'decided.user':
    'Ndewo {name},\n\nAnyị enyochala akụkọ gị gbasara ọrụ {reference}. {outcome}\n\nIhe kpatara mkpebi anyị: {reason}',
  'decided.agent':
    'Ndewo {name},\n\nAnyị ekpebiela gbasara akụkọ maka ọrụ {reference} nke {aboki} rụrụ. {outcome}\n\nIhe kpatara mkpebi anyị: {reason}',
  'decided.strike': '{aboki} enwetala ịdọ aka ná ntị. Ịdọ aka ná ntị ugboro ugboro na-eduga n’nkwụsịtụ.',
  'decided.suspended': 'Akwụsịtụla {aboki}, ọ dịghịkwa onye nwere ike iwe ya ọrụ ugbu a.',
  signOff: '— Aboki',
};

export const DISPUTE_EMAIL_TEXTS: TextsByLanguage<typeof en> = { en, pcm, ha, yo, ig };

export const sayDisputeEmail = sayerOf(DISPUTE_EMAIL_TEXTS);
