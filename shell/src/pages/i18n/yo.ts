import type { Translation } from 'shared';
import type en from './en.js';

/** Yoruba: "ẹ"/"yín", the form of respect, for the person reading (docs/i18n-glossary.md). */
const yo: Translation<typeof en> = {
  'services.loading': 'Àwọn iṣẹ́ ń bọ̀…',
  'services.failed': 'Àwọn iṣẹ́ kò ṣí',

  'home.documentTitle': 'Iṣẹ́ ilé káàkiri Nàìjíríà',
  'home.heading': 'Ìrànlọ́wọ́ tí ẹ lè fọkàn tán, nílé àti lóde',
  'home.description':
    'Aboki so yín pọ̀ mọ́ àwọn olùrànlọ́wọ́ àdúgbò yín — àwọn Aboki — fún ìmọ́tótó ilé, àtúnṣe, ìjíṣẹ́ àti bẹ́ẹ̀ bẹ́ẹ̀ lọ.',
  'home.lead':
    'Gbogbo Aboki ló ní aṣojú tó mọ̀ wọ́n dáadáa: aṣojú náà ló forúkọ wọn sílẹ̀, tó yẹ onídùúró wọn wò, tó sì ń dáhùn fún iṣẹ́ wọn. Ẹ sọ ohun tí ẹ nílò àti ibi tí ẹ wà fún wa, a ó fi ẹni tí ọwọ́ rẹ̀ dilẹ̀ nítòsí yín hàn yín.',
  'home.seeAllServices': 'Wo gbogbo iṣẹ́ àti owó wọn',
  'home.howItWorks': 'Bí ó ṣe ń ṣiṣẹ́',
  'home.step.book.title': 'Ṣe àdéhùn',
  'home.step.book.text':
    'Ẹ yan iṣẹ́, ìpínlẹ̀ yín àti LGA yín, àti àkókò. Ẹ máa rí owó ìbẹ̀rẹ̀ kí ẹ tó fọwọ́ sí i.',
  'home.step.arrive.title': 'Aboki yín dé',
  'home.step.arrive.text':
    'Aboki tí a ti yẹ̀ wò, tó wà nítòsí yín, máa dé ní àkókò tí ẹ jọ fẹnu kò sí. Aṣojú rẹ̀ máa rí i pé kò pẹ́.',
  'home.step.pay.title': 'Ẹ sanwó bí ẹ ṣe fẹ́',
  'home.step.pay.text':
    'Ẹ san owó lọ́wọ́ tí iṣẹ́ bá parí, tàbí kí ẹ sanwó pẹ̀lú káàdì tàbí fífi owó ránṣẹ́ láti báńkì nípasẹ̀ Paystack.',
  'home.step.review.title': 'Àgbéyẹ̀wò',
  'home.step.review.text':
    'Ẹ fún iṣẹ́ náà ní máàkì kí ẹ sì sọ bí ó ṣe lọ fún wa, kí àwọn Aboki tó ṣiṣẹ́ dáadáa lè máa rí iṣẹ́ sí i.',
  'home.popular': 'Àwọn iṣẹ́ tí wọ́n ń béèrè jù',
  'home.browseAll': 'Wo gbogbo iṣẹ́ tó wà',

  'findHelp.title': 'Ẹ wá ìrànlọ́wọ́ nítòsí yín',
  'findHelp.service': 'Iṣẹ́',
  'findHelp.chooseService': 'Ẹ yan iṣẹ́',
  'findHelp.servicesUnavailable': 'Kò sí iṣẹ́ báyìí',
  'findHelp.retry': 'Tún gbé àwọn iṣẹ́ wá',
  'findHelp.state': 'Ìpínlẹ̀',
  'findHelp.chooseState': 'Ẹ yan ìpínlẹ̀ yín',
  'findHelp.lga': 'Ìjọba ìbílẹ̀ (LGA)',
  'findHelp.chooseLga': 'Ẹ yan LGA yín',
  'findHelp.lgaMissing': 'Ẹ yan ìjọba ìbílẹ̀ yín',
  'findHelp.submit': 'Wá Aboki',

  'serviceCard.price': 'Láti {price}',
  'serviceCard.pricePerHour': 'Láti {price} fún wákàtí kan',

  'servicesPage.heading': 'Iṣẹ́ àti owó',
  'servicesPage.description':
    'Gbogbo ohun tí Aboki lè bá yín ṣe, àti owó tó kéré jù fún ọ̀kọ̀ọ̀kan. Aboki kọ̀ọ̀kan ló ń dá owó tirẹ̀, ẹ máa rí i kí ẹ tó ṣe àdéhùn; kò ní yí padà lẹ́yìn náà.',
  'servicesPage.empty.title': 'Kò sí iṣẹ́ kankan síbẹ̀',
  'servicesPage.empty.description': 'À ń ṣàfikún iṣẹ́ ní agbègbè yín. Ẹ jọ̀ọ́ ẹ padà wá wò láìpẹ́.',

  'about.heading': 'Nípa Aboki',
  'about.description':
    '“Aboki” túmọ̀ sí ọ̀rẹ́ lédè Hausa. À ń ran àwọn aládùúgbò lọ́wọ́ láti rí ọwọ́ tí wọ́n lè fọkàn tán.',
  'about.intro':
    'Káàkiri Nàìjíríà, àwọn tó mọṣẹ́ ìmọ́tótó, oúnjẹ sísè, wíwa mọ́tò, iṣẹ́ páìpù omi àti ìjíṣẹ́ ń rí iṣẹ́ láti ẹnu sí ẹnu. Ọ̀pọ̀ nínú wọn kò ní smartphone, àwọn tó sì nílò wọn kì í sábà mọ ibi tí wọ́n ti lè rí wọn. Aboki ń so àwọn méjèèjì pọ̀.',
  'about.agents.heading': 'Aṣojú mọ gbogbo wọn fúnra rẹ̀',
  'about.agents.text':
    'Aṣojú tó mọ Aboki kọ̀ọ̀kan ló forúkọ rẹ̀ sílẹ̀: aṣojú náà ń kọ àlàyé rẹ̀ sílẹ̀, ó ń yẹ onídùúró rẹ̀ wò, ó ń to àwọn iṣẹ́ tó ń ṣe pẹ̀lú owó ní Náírà, ó sì ń ṣàtúnṣe àkókò tí ọwọ́ rẹ̀ dilẹ̀. Tí ẹ bá ṣe àdéhùn, aṣojú máa rí i pé Aboki yín dé, ó sì máa dáhùn fún iṣẹ́ náà.',
  'about.nigeria.heading': 'A ṣe é fún bí nǹkan ṣe ń lọ ní Nàìjíríà',
  'about.nigeria.text':
    'Ẹ wá a nípa ìpínlẹ̀ àti ìjọba ìbílẹ̀, ẹ rí owó láti ìbẹ̀rẹ̀, kí ẹ sì sanwó lọ́wọ́ tí iṣẹ́ bá parí tàbí pẹ̀lú káàdì tàbí fífi owó ránṣẹ́ láti báńkì nípasẹ̀ Paystack. Ojú-òpó náà fúyẹ́, nítorí náà ó máa ń yára kódà lórí dátà fóònù.',
  'about.work.heading': 'Ẹ bá wa ṣiṣẹ́',
  'about.work.text':
    'Ṣé ẹ fẹ́ di aṣojú kí ẹ sì mú àwọn Aboki láti agbègbè yín wọlé? Ẹ ka {howAgentsJoin} tàbí kí ẹ {sendUsAMessage}.',
  'about.work.howAgentsJoin': 'bí àwọn aṣojú ṣe ń dara pọ̀',
  'about.work.sendUsAMessage': 'fi ọ̀rọ̀ ránṣẹ́ sí wa',

  'help.heading': 'Ibùdó ìrànlọ́wọ́',
  'help.description': 'Ìdáhùn nípa àdéhùn, ìsanwó, ìfagilé, ààbò àti dídi aṣojú.',
  'help.booking.title': 'Àdéhùn',
  'help.booking.how.question': 'Báwo ni mo ṣe lè ṣe àdéhùn pẹ̀lú Aboki?',
  'help.booking.how.answer':
    'Lójú-ìwé àkọ́kọ́, ẹ yan iṣẹ́ tí ẹ nílò pẹ̀lú ìpínlẹ̀ yín àti ìjọba ìbílẹ̀ yín. A ó fi àwọn Aboki tí ọwọ́ wọn dilẹ̀ nítòsí yín hàn yín; ẹ yan ẹnì kan, ẹ yan àkókò kí ẹ sì fọwọ́ sí i. Ẹ máa rí owó ìbẹ̀rẹ̀ kí ẹ tó fọwọ́ sí i.',
  'help.booking.account.question': 'Ṣé mo nílò àkáǹtì?',
  'help.booking.account.answer':
    'Ẹ lè wo àwọn iṣẹ́ àti owó wọn láìní àkáǹtì. Láti ṣe àdéhùn, ẹ forúkọsílẹ̀ pẹ̀lú orúkọ yín àti ímeèlì yín, ẹ jẹ́rìí kóòdù oní-nọ́ńbà 6 tí a fi ránṣẹ́ sí ímeèlì yín, kí ẹ sì ṣe àkọsílẹ̀ kúkúrú pẹ̀lú nọ́ńbà fóònù yín àti agbègbè yín.',
  'help.booking.follow.question': 'Níbo ni mo ti lè máa tẹ̀lé àwọn ìbéèrè mi?',
  'help.booking.follow.answer':
    'Tí ẹ bá ti wọlé, “Àwọn ìbéèrè mi” lókè ojú-ìwé kọ̀ọ̀kan máa ń to àwọn ìbéèrè yín tó ń lọ lọ́wọ́, èyí tó ń bọ̀, èyí tó ti parí àti èyí tí a ti fagilé. Ọ̀kọ̀ọ̀kan máa ń ṣí sí àlàyé rẹ̀ àti, ní ọjọ́ náà, kóòdù ìbẹ̀rẹ̀ tí ẹ máa fún Aboki yín.',
  'help.payment.title': 'Ìsanwó',
  'help.payment.how.question': 'Báwo ni mo ṣe máa sanwó?',
  'help.payment.how.answer':
    'Ẹ san owó lọ́wọ́ fún Aboki yín tí iṣẹ́ bá parí, tàbí kí ẹ sanwó pẹ̀lú káàdì tàbí fífi owó ránṣẹ́ láti báńkì nípasẹ̀ Paystack. Owó wà ní Náírà, ẹ sì máa rí i kí ẹ tó fọwọ́ sí i.',
  'help.payment.card.question': 'Ṣé kò séwu láti sanwó pẹ̀lú káàdì?',
  'help.payment.card.answer':
    'Paystack, ilé-iṣẹ́ ìsanwó ní Nàìjíríà tó ní ìwé àṣẹ, ló ń bójú tó ìsanwó pẹ̀lú káàdì àti fífi owó ránṣẹ́ láti báńkì. Aboki kì í rí àlàyé káàdì yín, kì í sì í tọ́jú rẹ̀ rárá.',
  'help.payment.price.question': 'Ṣé owó lè yí padà lẹ́yìn tí mo bá ti ṣe àdéhùn?',
  'help.payment.price.answer':
    'Rárá. {pricePromise} Ojú-ìwé Iṣẹ́ ń fi owó tó kéré jù fún iṣẹ́ kọ̀ọ̀kan hàn; fún iṣẹ́ tí a ń sanwó rẹ̀ ní wákàtí, owó wákàtí kan lọ́nà iye wákàtí tí ẹ yàn ni.',
  'help.cancellation.title': 'Ìfagilé',
  'help.cancellation.cancel.question': 'Ṣé mo lè fagilé ìbéèrè?',
  'help.cancellation.move.question': 'Ṣé mo lè yí àkókò padà dípò rẹ̀?',
  'help.cancellation.move.answer':
    'Bẹ́ẹ̀ ni: ẹ tẹ “Yí àkókò padà” lójú-ìwé ìbéèrè náà kí ẹ sì yan ọ̀kan nínú àkókò tí ọwọ́ Aboki dilẹ̀. {moveRule}',
  'help.cancellation.noShow.question': 'Tí Aboki mi kò bá lè wá ńkọ́?',
  'help.cancellation.noShow.answer':
    'Aṣojú rẹ̀ máa sọ fún yín kíákíá, a ó sì fagilé ìbéèrè náà, kí ẹ lè ṣe àdéhùn pẹ̀lú ẹlòmíràn. A kì í gba owó kankan fún iṣẹ́ tí kò wáyé.',
  'help.safety.title': 'Ààbò àti àyẹ̀wò',
  'help.safety.vetting.question': 'Báwo ni ẹ ṣe ń yẹ àwọn Aboki wò?',
  'help.safety.vetting.answer':
    'Aṣojú ló ń forúkọ Aboki kọ̀ọ̀kan sílẹ̀ lójúkojú: ó ń gba fọ́tò rẹ̀, nọ́ńbà fóònù rẹ̀, ìpínlẹ̀ àti LGA rẹ̀, ó sì ń yẹ onídùúró tó dúró fún un wò. Àwọn aṣojú ń bójú tó àdéhùn àwọn Aboki wọn, wọ́n sì ń dáhùn fún iṣẹ́ wọn.',
  'help.safety.wrong.question': 'Kí ni mo máa ṣe tí nǹkan kan bá dàrú?',
  'help.safety.wrong.answer':
    'Tí ẹ̀rù bá ń bà yín fún ààbò yín, ẹ kọ́kọ́ pe ọlọ́pàá. Lẹ́yìn náà, ẹ sọ fún wa láti ojú-ìwé ìkànsí, pẹ̀lú àlàyé ìbéèrè yín, a ó sì bá aṣojú náà yanjú rẹ̀.',
  'help.agent.title': 'Dídi aṣojú',
  'help.agent.become.question': 'Báwo ni mo ṣe lè di aṣojú?',
  'help.agent.become.answer':
    'Ẹ forúkọsílẹ̀, ẹ yan ipa “Aṣojú” kí ẹ sì ṣe àkọsílẹ̀ aṣojú yín. Lẹ́yìn náà, ẹ lè forúkọ àwọn Aboki tí ẹ mọ̀ sílẹ̀, ẹ to àwọn iṣẹ́ tí wọ́n ń ṣe pẹ̀lú owó wọn, kí ẹ sì máa ṣàtúnṣe àkókò tí ọwọ́ wọn dilẹ̀ láti pátákó iṣẹ́ yín.',
  'help.agent.self.question': 'Ṣé èmi fúnra mi lè ṣe iṣẹ́ náà?',
  'help.agent.self.answer':
    'Bẹ́ẹ̀ ni: ẹ ní kí aṣojú kan nítòsí yín forúkọ yín sílẹ̀ gẹ́gẹ́ bí Aboki, tàbí kí ẹ di aṣojú kí ẹ sì forúkọ ara yín sílẹ̀.',
  'help.support.heading': 'Kíkàn sí wa fún ìrànlọ́wọ́',
  'help.support.text':
    'Ẹ ò rí ìdáhùn yín? Ẹ {sendUsAMessage}, a ó sì fèsì sí ímeèlì yín láàárín ọjọ́ iṣẹ́ kan.',
  'help.support.sendUsAMessage': 'fi ọ̀rọ̀ ránṣẹ́ sí wa',

  'contact.heading': 'Kàn sí wa',
  'contact.description':
    'Ṣé ẹ ní ìbéèrè, àbá, tàbí wàhálà lórí àdéhùn kan? Ẹ kọ̀wé sí wa, a ó sì fèsì sí ímeèlì yín láàárín ọjọ́ iṣẹ́ kan.',
  'contact.sent.heading': 'A ti fi ọ̀rọ̀ yín ránṣẹ́',
  'contact.sent.text': 'A ó kọ̀wé sí {email}. Fọ́ọ̀mù tó wà nísàlẹ̀ ti ṣetán tí ẹ bá fẹ́ fi nǹkan kún un.',
  'contact.form': 'Kàn sí Aboki',
  'contact.name': 'Orúkọ yín',
  'contact.email': 'Ímeèlì',
  'contact.emailHint': 'Àdírẹ́sì yìí ni a ó fi èsì ránṣẹ́ sí.',
  'contact.phone': 'Fóònù',
  'contact.phoneHint': 'Nọ́ńbà Nàìjíríà, bí àpẹẹrẹ 0803 123 4567.',
  'contact.message': 'Ọ̀rọ̀ yín',
  'contact.messageHint': 'Ó kéré tán lẹ́tà {min}; ẹ ti lo {used} nínú {max}.',
  'contact.sending': 'Ó ń lọ…',
  'contact.send': 'Fi ránṣẹ́',
  'contact.failed': 'A kò lè fi ọ̀rọ̀ yín ránṣẹ́. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
};

export default yo;
