import type { Translation } from 'shared';
import type en from './en.js';

/** Igbo. */
const ig: Translation<typeof en> = {
  'services.loading': 'Ọ na-ebudata ọrụ enyemaka…',
  'services.failed': 'Ọrụ enyemaka ebudataghị',

  'home.documentTitle': 'Ọrụ ụlọ n’ofe Naịjirịa',
  'home.heading': 'Enyemaka ị pụrụ ịtụkwasị obi, n’ụlọ na n’ozi',
  'home.description':
    'Aboki na-ejikọ gị na ndị enyemaka nọ n’obodo gị — ndị Aboki — maka ihicha ụlọ, nrụzi, izi ozi na ihe ndị ọzọ.',
  'home.lead':
    'Aboki ọ bụla nwere onye nnọchite maara ya nke ọma: ọ bụ onye nnọchite ahụ debanyere ya aha, lelee onye nkwado ya, ma na-aza maka ọrụ ya. Gwa anyị ihe ị chọrọ na ebe ị nọ, anyị ga-egosi gị onye nwere ohere nso gị.',
  'home.seeAllServices': 'Lee ọrụ enyemaka na ọnụahịa',
  'home.howItWorks': 'Otu o si arụ ọrụ',
  'home.step.book.title': 'Mee ndokwa',
  'home.step.book.text':
    'Họrọ ọrụ enyemaka, steeti gị na LGA gị, na oge. Ị ga-ahụ ọnụahịa mbido tupu i kwado.',
  'home.step.arrive.title': 'Aboki gị abịa',
  'home.step.arrive.text':
    'Aboki a nyochara, nọ nso gị, ga-abịa n’oge unu kwekọrịtara. Onye nnọchite ya na-ahụ na ọ gaghị egbu oge.',
  'home.step.pay.title': 'Kwụọ otu ị chọrọ',
  'home.step.pay.text':
    'Kwụọ ego aka mgbe ọrụ gwụrụ, ma ọ bụ kwụọ site na kaadị ma ọ bụ ịnyefe ego n’ụlọ akụ site na Paystack.',
  'home.step.review.title': 'Nyocha',
  'home.step.review.text':
    'Nye ọrụ ahụ akara ma gwa anyị otu o si gaa, ka ndị Aboki na-arụ nke ọma nweta ọrụ karịa.',
  'home.popular': 'Ọrụ enyemaka a na-achọkarị',
  'home.browseAll': 'Lee ndepụta ọrụ niile',

  'findHelp.title': 'Chọta enyemaka nso gị',
  'findHelp.service': 'Ọrụ enyemaka',
  'findHelp.chooseService': 'Họrọ ọrụ enyemaka',
  'findHelp.servicesUnavailable': 'Enweghị ọrụ ugbu a',
  'findHelp.retry': 'Budata ọrụ ọzọ',
  'findHelp.state': 'Steeti',
  'findHelp.chooseState': 'Họrọ steeti gị',
  'findHelp.lga': 'Ọchịchị ime obodo (LGA)',
  'findHelp.chooseLga': 'Họrọ LGA gị',
  'findHelp.lgaMissing': 'Họrọ ọchịchị ime obodo gị',
  'findHelp.submit': 'Chọta Aboki',

  'serviceCard.price': 'Site na {price}',
  'serviceCard.pricePerHour': 'Site na {price} kwa elekere',

  'servicesPage.heading': 'Ọrụ enyemaka na ọnụahịa',
  'servicesPage.description':
    'Ihe niile Aboki nwere ike inyere gị aka, na ọnụahịa kacha ala maka nke ọ bụla. Aboki ọ bụla na-etinye ọnụahịa nke ya, ị ga-ahụ ya tupu i mee ndokwa; ọ gaghị agbanwe ma emechaa.',
  'servicesPage.empty.title': 'Enweghị ọrụ enyemaka ka ugbu a',
  'servicesPage.empty.description':
    'Anyị na-agbakwunye ọrụ enyemaka n’obodo gị. Biko lọghachi lee n’oge na-adịghị anya.',

  'about.heading': 'Maka Aboki',
  'about.description':
    '“Aboki” pụtara enyi n’asụsụ Hausa. Anyị na-enyere ndị agbata obi aka ịchọta aka a pụrụ ịtụkwasị obi.',
  'about.intro':
    'N’ofe Naịjirịa, ndị maara ihicha ụlọ, isi nri, ịnya ụgbọ ala, ịrụzi paịpụ mmiri na izi ozi na-enweta ọrụ site n’ọnụ ruo n’ọnụ. Ọtụtụ n’ime ha enweghị smartphone, ndị chọrọ ha anaghịkwa amakarị ebe ha ga-achọta ha. Aboki na-ejikọ ha abụọ.',
  'about.agents.heading': 'Onye nnọchite maara onye ọ bụla',
  'about.agents.text':
    'Ọ bụ onye nnọchite maara Aboki ọ bụla debanyere ya aha: onye nnọchite ahụ na-edekọ nkọwa ya, na-enyocha onye nkwado ya, na-edozi ọrụ ọ na-arụ na ọnụahịa ha na Naịra, ma na-emelite oge ọ nwere ohere. Mgbe i mere ndokwa, onye nnọchite na-ahụ na Aboki gị bịara, ma na-aza maka ọrụ ahụ.',
  'about.nigeria.heading': 'E wuru ya maka otu ihe si aga na Naịjirịa',
  'about.nigeria.text':
    'Chọọ site na steeti na ọchịchị ime obodo, hụ ọnụahịa site na mbido, ma kwụọ ego aka mgbe ọrụ gwụrụ ma ọ bụ site na kaadị ma ọ bụ ịnyefe ego n’ụlọ akụ site na Paystack. Saịtị a dị mfe, ya mere ọ na-agba ọsọ ọbụna na data ekwentị.',
  'about.work.heading': 'Soro anyị rụọ ọrụ',
  'about.work.text':
    'Ị chọrọ ịbụ onye nnọchite ma kpọbata ndị Aboki si n’obodo gị? Gụọ {howAgentsJoin} ma ọ bụ {sendUsAMessage}.',
  'about.work.howAgentsJoin': 'otu ndị nnọchite si esonye',
  'about.work.sendUsAMessage': 'zitere anyị ozi',

  'help.heading': 'Ebe enyemaka',
  'help.description': 'Azịza gbasara ndokwa, ịkwụ ụgwọ, nkagbu, nchekwa na ịbụ onye nnọchite.',
  'help.booking.title': 'Ndokwa',
  'help.booking.how.question': 'Kedu ka m ga-esi mee ndokwa Aboki?',
  'help.booking.how.answer':
    'N’ibe mbụ, họrọ ọrụ enyemaka ị chọrọ ya na steeti gị na ọchịchị ime obodo gị. Anyị ga-egosi gị ndị Aboki nọ nso gị nwere ohere; họrọ otu, họrọ oge ma kwado. Ị ga-ahụ ọnụahịa mbido tupu i kwado.',
  'help.booking.account.question': 'Ọ dị mkpa ka m nwee akaụntụ?',
  'help.booking.account.answer':
    'Ị nwere ike ilele ọrụ enyemaka na ọnụahịa na-enweghị akaụntụ. Iji mee ndokwa, debanye aha gị na email gị, kwado koodu nwere ọnụọgụ 6 anyị zitere gị n’email, ma mepụta obere profaịlụ nwere nọmba ekwentị gị na mpaghara gị.',
  'help.booking.follow.question': 'Ebee ka m ga-esi soro arịrịọ m?',
  'help.booking.follow.answer':
    'Ozugbo i banyere, “Arịrịọ m” n’elu ibe ọ bụla na-edepụta arịrịọ gị na-aga n’ihu, ndị na-abịa, ndị emechara na ndị a kagburu. Nke ọ bụla na-emeghe gosi nkọwa ya, na, n’ụbọchị ahụ, koodu mmalite ị ga-enye Aboki gị.',
  'help.payment.title': 'Ịkwụ ụgwọ',
  'help.payment.how.question': 'Kedu ka m ga-esi kwụọ ụgwọ?',
  'help.payment.how.answer':
    'Kwụọ Aboki gị ego aka mgbe ọrụ gwụchara, ma ọ bụ kwụọ site na kaadị ma ọ bụ ịnyefe ego n’ụlọ akụ site na Paystack. Ọnụahịa dị na Naịra, ị ga-ahụkwa ya tupu i kwado.',
  'help.payment.card.question': 'Ọ dị nchebe ịkwụ ụgwọ site na kaadị?',
  'help.payment.card.answer':
    'Ọ bụ Paystack, ụlọ ọrụ ịkwụ ụgwọ nke Naịjirịa nwere ikike, na-elekọta ịkwụ ụgwọ site na kaadị na ịnyefe ego n’ụlọ akụ. Aboki anaghị ahụ ma ọ bụ echekwa nkọwa kaadị gị ma ọlị.',
  'help.payment.price.question': 'Ọnụahịa ọ nwere ike ịgbanwe mgbe m mechara ndokwa?',
  'help.payment.price.answer':
    'Mba. {pricePromise} Ibe Ọrụ na-egosi ọnụahịa kacha ala maka ọrụ enyemaka ọ bụla; ọrụ a na-akwụ kwa elekere bụ ọnụahịa otu elekere mụbara site n’ọnụọgụ elekere i họọrọ.',
  'help.cancellation.title': 'Nkagbu',
  'help.cancellation.cancel.question': 'Enwere m ike ịkagbu arịrịọ?',
  'help.cancellation.move.question': 'Enwere m ike ịgbanwe oge kama?',
  'help.cancellation.move.answer':
    'Ee: pịa “Gbanwee oge” n’ibe arịrịọ ahụ ma họrọ otu n’ime oge Aboki nwere ohere. {moveRule}',
  'help.cancellation.noShow.question': 'Gịnị ma ọ bụrụ na Aboki m enweghị ike ịbịa?',
  'help.cancellation.noShow.answer':
    'Onye nnọchite ya ga-agwa gị ozugbo o kwere mee, a ga-akagbukwa arịrịọ ahụ, ka i wee mee ndokwa onye ọzọ. A naghị ana ego ọ bụla maka ọrụ na-emeghị.',
  'help.safety.title': 'Nchekwa na nlele',
  'help.safety.vetting.question': 'Kedu ka unu si elele ndị Aboki?',
  'help.safety.vetting.answer':
    'Onye nnọchite na-edebanye Aboki ọ bụla aha ihu na ihu: ọ na-ewere foto ya, nọmba ekwentị ya, steeti ya na LGA ya, ma lelee onye nkwado na-agbara ya akaebe. Ndị nnọchite na-ahazi ndokwa ndị Aboki ha ma na-aza maka ọrụ ha.',
  'help.safety.wrong.question': 'Gịnị ka m ga-eme ma ọ bụrụ na ihe emebie?',
  'help.safety.wrong.answer':
    'Ọ bụrụ na ị chere na ị nọghị na nchekwa, buru ụzọ kpọọ ndị uwe ojii. Mgbe ahụ gwa anyị site n’ibe kpọtụrụ anyị, ya na nkọwa arịrịọ gị, anyị ga-eso onye nnọchite ahụ leba ya anya.',
  'help.agent.title': 'Ịbụ onye nnọchite',
  'help.agent.become.question': 'Kedu ka m ga-esi bụrụ onye nnọchite?',
  'help.agent.become.answer':
    'Debanye aha, họrọ ọnọdụ “Onye nnọchite” ma mepụta profaịlụ onye nnọchite gị. Mgbe ahụ ị nwere ike idebanye aha ndị Aboki ị maara, dozie ọrụ ha na-arụ na ọnụahịa ha, ma na-emelite oge ha nwere ohere site n’ebe ọrụ gị.',
  'help.agent.self.question': 'Enwere m ike ịrụ ọrụ ahụ n’onwe m?',
  'help.agent.self.answer':
    'Ee: rịọ onye nnọchite nọ nso gị ka o debanye gị aha dịka Aboki, ma ọ bụ bụrụ onye nnọchite ma debanye onwe gị aha.',
  'help.support.heading': 'Ịkpọtụrụ ndị enyemaka',
  'help.support.text': 'Ị hụghị azịza gị? {sendUsAMessage}, anyị ga-aza gị n’email n’ime otu ụbọchị ọrụ.',
  'help.support.sendUsAMessage': 'Zitere anyị ozi',

  'contact.heading': 'Kpọtụrụ anyị',
  'contact.description':
    'Ị nwere ajụjụ, echiche ma ọ bụ nsogbu gbasara arịrịọ? Deere anyị, anyị ga-aza gị n’email n’ime otu ụbọchị ọrụ.',
  'contact.sent.heading': 'Ozi agaala',
  'contact.sent.text':
    'Anyị ga-edegara {email}. Fọm dị n’okpuru dị njikere ma ọ bụrụ na ị chọrọ ịgbakwunye ihe.',
  'contact.form': 'Kpọtụrụ Aboki',
  'contact.name': 'Aha gị',
  'contact.email': 'Email',
  'contact.emailHint': 'Anyị ga-aza na adreesị a.',
  'contact.phone': 'Ekwentị',
  'contact.phoneHint': 'Nọmba Naịjirịa, dịka 0803 123 4567.',
  'contact.message': 'Ozi',
  'contact.messageHint': 'Opekata mpe mkpụrụedemede {min}; ejiri {used} n’ime {max}.',
  'contact.sending': 'Ọ na-eziga…',
  'contact.send': 'Ziga ozi',
  'contact.failed': 'Anyị enweghị ike iziga ozi gị. Biko nwaa ọzọ.',
};

export default ig;
