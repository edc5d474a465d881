import type { Catalogue } from 'shared/i18n';
import type { EmailTexts } from './say-email.js';

/**
 * The words of a job's change e-mails (lifecycle-emails.ts), in each language; the recipient's saved
 * language picks them. Service and Aboki names, references, dates, amounts and links are values.
 * Words and job states: docs/i18n-glossary.md.
 */
const en = {
  hello: 'Hello {name},',
  signOff: 'Aboki',
  what: '{service} with {aboki}, {when}',
  'link.job': 'See the job: {url}',
  'link.findAnother': 'Find another Aboki: {url}',
  'link.agentJobs': "See your Abokis' jobs: {url}",
  'cash.owed': 'You owed {owed}. Your Aboki recorded {recorded} in cash.',
  'cash.owedWithReason':
    'You owed {owed}. Your Aboki recorded {recorded} in cash, giving this reason for the difference: {reason}.',
  'cash.confirm':
    'Did you pay {recorded}? Please tell us on the job page; if you paid a different amount, Aboki support will contact you.',
  moneyBack: 'Your payment of {paid} comes back to you in full; your bank may take a few days to show it.',
  payNothing: 'You pay nothing.',
  chooseAnother: 'Choose another Aboki.',
  reason: 'Reason given: {reason}',
  strike: 'This is a strike on the Aboki; 2 strikes in 28 days pause them.',
  'lapsed.user.subject': 'Closed: {what}',
  'lapsed.user.body':
    '{reference} was not started within {hours} hours of its start, so we have closed it as a no-show by the Aboki. Its start code no longer works.',
  'lapsed.user.cameAfterAll': 'If the Aboki did come, reply to this e-mail and we will put it right.',
  'lapsed.agent.subject': 'Not started: {what}',
  'lapsed.agent.body':
    '{aboki} did not start {reference} within {hours} hours of its start, so it is closed as a no-show and the start code no longer works.',
  'lapsed.agent.strike':
    'This is a strike on the Aboki; 2 strikes in 28 days pause them. If the job did happen, reply to this e-mail.',
  'fee.subject': 'Cancellation fee: {fee} for {reference}',
  'fee.body':
    'You cancelled {service} with {aboki}, {when}, late, so a cancellation fee of {fee} was recorded.',
  'fee.keptPartly':
    'It is kept from your payment: {back} comes back to you; your bank may take a few days to show it.',
  'fee.kept': 'It is kept from your payment.',
  'fee.settle': "Please settle it with {aboki}'s agent.",
  'accepted.subject': 'Accepted: {what}',
  'accepted.body': '{aboki} will come for your {service} request ({reference}).',
  'accepted.startCode': 'Give them your start code (on the job page) when they arrive, not before.',
  'declined.subject': 'Declined: {what}',
  'declined.body': '{aboki} cannot take your request {reference}.',
  'expired.subject': 'No answer: {what}',
  'expired.body': 'Your request {reference} was not answered in time and has expired.',
  'cancelledByUser.subject': 'Cancelled by the customer: {what}',
  'cancelledByUser.body': 'The customer cancelled {reference}.',
  'cancelledByUser.fee': 'Cancellation fee recorded: {fee}.',
  'cancelledByUser.noFee': 'It was cancelled in time: no fee.',
  'cancelledByAgent.subject': 'Cancelled: {what}',
  'cancelledByAgent.body': "{aboki}'s agent cancelled {reference}.",
  'completed.subject': 'Done: {what}. Rate your Aboki',
  'completed.body': '{aboki} has completed {reference}.',
  'completed.rate': 'How did it go? Rate your Aboki within 14 days.',
  'completed.rateLink': 'Rate your Aboki: {url}',
  'completed.confirmLink': 'Confirm what you paid and rate your Aboki: {url}',
  'noShowUser.subject': 'Missed: {what}',
  'noShowUser.body': '{aboki} came for {reference} but found no one, so it is recorded as a no-show.',
  'noShowAboki.subject': 'No-show reported: {what}',
  'noShowAboki.body': 'The customer reports that {aboki} did not come for {reference}.',
} satisfies Catalogue;

type Texts = { readonly [Id in keyof typeof en]: string };

const pcm: Texts = {
  hello: 'How far {name},',
  signOff: 'Aboki',
  what: '{service} with {aboki}, {when}',
  'link.job': 'See the work: {url}',
  'link.findAnother': 'Find another Aboki: {url}',
  'link.agentJobs': 'See the work of your Abokis: {url}',
  'cash.owed': 'Na {owed} you suppose pay. Your Aboki write say dem collect {recorded} cash.',
  'cash.owedWithReason':
    'Na {owed} you suppose pay. Your Aboki write say dem collect {recorded} cash, and dem give dis reason for the difference: {reason}.',
  'cash.confirm':
    'Na {recorded} you pay? Abeg tell us for the work page; if you pay different amount, Aboki support go contact you.',
  moneyBack:
    'Your payment of {paid} go come back to you complete; your bank fit take some days before e show.',
  payNothing: 'You no go pay anything.',
  chooseAnother: 'Choose another Aboki.',
  reason: 'Reason wey dem give: {reason}',
  strike: 'Dis na one strike for the Aboki; 2 strikes inside 28 days go pause am.',
  'lapsed.user.subject': 'We don close am: {what}',
  'lapsed.user.body':
    'Nobody start {reference} inside {hours} hours after the time wey e suppose start, so we don close am as "e no show" for the Aboki side. The start code no go work again.',
  'lapsed.user.cameAfterAll': 'If the Aboki come true true, reply dis email and we go correct am.',
  'lapsed.agent.subject': 'E no start: {what}',
  'lapsed.agent.body':
    '{aboki} no start {reference} inside {hours} hours after the time wey e suppose start, so we don close am as "e no show" and the start code no go work again.',
  'lapsed.agent.strike':
    'Dis na one strike for the Aboki; 2 strikes inside 28 days go pause am. If the work happen true true, reply dis email.',
  'fee.subject': 'Cancellation fee: {fee} for {reference}',
  'fee.body': 'You cancel {service} with {aboki}, {when}, late, so we don record cancellation fee of {fee}.',
  'fee.keptPartly':
    'We don comot am from your payment: {back} go come back to you; your bank fit take some days before e show.',
  'fee.kept': 'We don comot am from your payment.',
  'fee.settle': 'Abeg settle am with {aboki} agent.',
  'accepted.subject': 'Dem don accept am: {what}',
  'accepted.body': '{aboki} go come for your {service} request ({reference}).',
  'accepted.startCode':
    'Give dem your start code (e dey for the work page) when dem reach, no give am before.',
  'declined.subject': 'Dem no accept am: {what}',
  'declined.body': '{aboki} no fit take your request {reference}.',
  'expired.subject': 'Nobody answer: {what}',
  'expired.body': 'Nobody answer your request {reference} on time, so e don expire.',
  'cancelledByUser.subject': 'Customer don cancel am: {what}',
  'cancelledByUser.body': 'The customer don cancel {reference}.',
  'cancelledByUser.fee': 'Cancellation fee wey we record: {fee}.',
  'cancelledByUser.noFee': 'Dem cancel am on time: no fee.',
  'cancelledByAgent.subject': 'Dem don cancel am: {what}',
  'cancelledByAgent.body': '{aboki} agent don cancel {reference}.',
  'completed.subject': 'Work don finish: {what}. Rate your Aboki',
  'completed.body': '{aboki} don finish {reference}.',
  'completed.rate': 'How e take go? Rate your Aboki inside 14 days.',
  'completed.rateLink': 'Rate your Aboki: {url}',
  'completed.confirmLink': 'Confirm how much you pay and rate your Aboki: {url}',
  'noShowUser.subject': 'Dem no see you: {what}',
  'noShowUser.body':
    '{aboki} come for {reference} but e no see anybody, so we don record am say the customer no show.',
  'noShowAboki.subject': 'Customer talk say e no show: {what}',
  'noShowAboki.body': 'The customer talk say {aboki} no come for {reference}.',
};

const ha: Texts = {
  hello: 'Sannu {name},',
  signOff: 'Aboki',
  what: '{service} tare da {aboki}, {when}',
  'link.job': 'Ku duba aikin: {url}',
  'link.findAnother': 'Ku nemi wani Aboki: {url}',
  'link.agentJobs': 'Ku duba ayyukan Aboki naku: {url}',
  'cash.owed': 'Kuɗin da ake bin ku {owed} ne. Rubutun Aboki: an karɓi {recorded} kuɗi hannu.',
  'cash.owedWithReason':
    'Kuɗin da ake bin ku {owed} ne. Rubutun Aboki: an karɓi {recorded} kuɗi hannu, kuma dalilin bambancin shi ne: {reason}.',
  'cash.confirm':
    'Shin {recorded} kuka biya? Don Allah ku sanar da mu a shafin aikin; idan kun biya wani adadi daban, tallafin Aboki zai tuntuɓe ku.',
  moneyBack:
    'Za a mayar muku da kuɗinku {paid} gaba ɗaya; bankinku na iya ɗaukar ’yan kwanaki kafin ya nuna.',
  payNothing: 'Ba za ku biya komai ba.',
  chooseAnother: 'Ku zaɓi wani Aboki.',
  reason: 'Dalilin da aka bayar: {reason}',
  strike: 'Wannan laifi ɗaya ne a kan Aboki; laifi 2 cikin kwanaki 28 za su sa a dakatar da Aboki.',
  'lapsed.user.subject': 'An rufe: {what}',
  'lapsed.user.body':
    'Ba a fara {reference} ba cikin awa {hours} bayan lokacin farawarsa, don haka mun rufe shi a matsayin Aboki bai zo ba. Lambar farawarsa ba ta aiki yanzu.',
  'lapsed.user.cameAfterAll': 'Idan an zo, ku amsa wannan imel za mu gyara.',
  'lapsed.agent.subject': 'Ba a fara ba: {what}',
  'lapsed.agent.body':
    'Ba a fara {reference} tare da {aboki} ba cikin awa {hours} bayan lokacin farawarsa, don haka an rufe shi a matsayin Aboki bai zo ba, kuma lambar farawa ba ta aiki yanzu.',
  'lapsed.agent.strike':
    'Wannan laifi ɗaya ne a kan Aboki; laifi 2 cikin kwanaki 28 za su sa a dakatar da Aboki. Idan an yi aikin, ku amsa wannan imel.',
  'fee.subject': 'Kuɗin sokewa: {fee} na {reference}',
  'fee.body':
    'Kun soke {service} tare da {aboki}, {when}, a makare, don haka an rubuta kuɗin sokewa na {fee}.',
  'fee.keptPartly':
    'An cire shi daga kuɗin da kuka biya: za a mayar muku da {back}; bankinku na iya ɗaukar ’yan kwanaki kafin ya nuna.',
  'fee.kept': 'An cire shi daga kuɗin da kuka biya.',
  'fee.settle': 'Don Allah ku biya shi ga wakilin {aboki}.',
  'accepted.subject': 'An karɓa: {what}',
  'accepted.body': '{aboki} na zuwa don buƙatarku ta {service} ({reference}).',
  'accepted.startCode':
    'Ku ba da lambar farawarku (tana shafin aikin) lokacin isowar Aboki, ba kafin nan ba.',
  'declined.subject': 'An ƙi: {what}',
  'declined.body': '{aboki}: ba za a iya ɗaukar buƙatarku {reference} ba.',
  'expired.subject': 'Ba a amsa ba: {what}',
  'expired.body': 'Ba a amsa buƙatarku {reference} a kan lokaci ba, kuma lokacinta ya ƙare.',
  'cancelledByUser.subject': 'An soke daga ɓangaren abokin ciniki: {what}',
  'cancelledByUser.body': 'An soke {reference} daga ɓangaren abokin ciniki.',
  'cancelledByUser.fee': 'Kuɗin sokewa da aka rubuta: {fee}.',
  'cancelledByUser.noFee': 'An soke shi a kan lokaci: babu kuɗin sokewa.',
  'cancelledByAgent.subject': 'An soke: {what}',
  'cancelledByAgent.body': 'An soke {reference} daga ɓangaren wakilin {aboki}.',
  'completed.subject': 'An kammala: {what}. Ku yi wa Aboki sharhi',
  'completed.body': '{aboki}: an kammala {reference}.',
  'completed.rate': 'Yaya aikin ya kasance? Ku yi wa Aboki sharhi cikin kwanaki 14.',
  'completed.rateLink': 'Ku yi wa Aboki sharhi: {url}',
  'completed.confirmLink': 'Ku tabbatar da abin da kuka biya, ku yi wa Aboki sharhi: {url}',
  'noShowUser.subject': 'Ba a same ku ba: {what}',
  'noShowUser.body':
    'An zo don {reference} ({aboki}) amma ba a sami kowa ba, don haka an rubuta cewa ba a same ku ba.',
  'noShowAboki.subject': 'An ba da rahoton Aboki bai zo ba: {what}',
  'noShowAboki.body': 'A cewar abokin ciniki, ba a ga {aboki} ba don {reference}.',
};

const yo: Texts = {
  hello: 'Ẹ n lẹ́ o {name},',
  signOff: 'Aboki',
  what: '{service} pẹ̀lú {aboki}, {when}',
  'link.job': 'Ẹ wo iṣẹ́ náà: {url}',
  'link.findAnother': 'Ẹ wá Aboki mìíràn: {url}',
  'link.agentJobs': 'Ẹ wo àwọn iṣẹ́ àwọn Aboki yín: {url}',
  'cash.owed': 'Owó tí ẹ jẹ jẹ́ {owed}. Aboki yín kọ ọ́ sílẹ̀ pé òun gba {recorded} ní owó lọ́wọ́.',
  'cash.owedWithReason':
    'Owó tí ẹ jẹ jẹ́ {owed}. Aboki yín kọ ọ́ sílẹ̀ pé òun gba {recorded} ní owó lọ́wọ́, ó sì fún wa ní ìdí yìí fún ìyàtọ̀ náà: {reason}.',
  'cash.confirm':
    'Ṣé {recorded} ni ẹ san? Ẹ jọ̀ọ́ ẹ sọ fún wa lójú-ìwé iṣẹ́ náà; tí ẹ bá san iye mìíràn, ẹgbẹ́ ìrànlọ́wọ́ Aboki yóò kàn sí yín.',
  moneyBack: 'Owó {paid} tí ẹ san yóò padà sọ́dọ̀ yín lódindi; ó lè gba báńkì yín ní ọjọ́ díẹ̀ kí ó tó hàn.',
  payNothing: 'Ẹ kò ní san nǹkan kan.',
  chooseAnother: 'Ẹ yan Aboki mìíràn.',
  reason: 'Ìdí tí wọ́n fún: {reason}',
  strike: 'Èyí jẹ́ àṣìṣe kan lórí Aboki náà; àṣìṣe 2 láàárín ọjọ́ 28 yóò dá a dúró fún ìgbà díẹ̀.',
  'lapsed.user.subject': 'A ti tì í pa: {what}',
  'lapsed.user.body':
    'A kò bẹ̀rẹ̀ {reference} láàárín wákàtí {hours} lẹ́yìn àkókò ìbẹ̀rẹ̀ rẹ̀, nítorí náà a ti tì í pa gẹ́gẹ́ bí Aboki kò yọjú. Kóòdù ìbẹ̀rẹ̀ rẹ̀ kò ṣiṣẹ́ mọ́.',
  'lapsed.user.cameAfterAll': 'Tí Aboki náà bá wá lóòótọ́, ẹ fèsì sí ímeèlì yìí, a ó sì tún un ṣe.',
  'lapsed.agent.subject': 'A kò bẹ̀rẹ̀ rẹ̀: {what}',
  'lapsed.agent.body':
    '{aboki} kò bẹ̀rẹ̀ {reference} láàárín wákàtí {hours} lẹ́yìn àkókò ìbẹ̀rẹ̀ rẹ̀, nítorí náà a ti tì í pa gẹ́gẹ́ bí kò yọjú, kóòdù ìbẹ̀rẹ̀ kò sì ṣiṣẹ́ mọ́.',
  'lapsed.agent.strike':
    'Èyí jẹ́ àṣìṣe kan lórí Aboki náà; àṣìṣe 2 láàárín ọjọ́ 28 yóò dá a dúró fún ìgbà díẹ̀. Tí iṣẹ́ náà bá wáyé lóòótọ́, ẹ fèsì sí ímeèlì yìí.',
  'fee.subject': 'Owó ìfagilé: {fee} fún {reference}',
  'fee.body':
    'Ẹ fagilé {service} pẹ̀lú {aboki}, {when}, nígbà tí ó ti pẹ́, nítorí náà a kọ owó ìfagilé {fee} sílẹ̀.',
  'fee.keptPartly':
    'A yọ ọ́ kúrò nínú owó tí ẹ san: {back} yóò padà sọ́dọ̀ yín; ó lè gba báńkì yín ní ọjọ́ díẹ̀ kí ó tó hàn.',
  'fee.kept': 'A yọ ọ́ kúrò nínú owó tí ẹ san.',
  'fee.settle': 'Ẹ jọ̀ọ́ ẹ san án fún aṣojú {aboki}.',
  'accepted.subject': 'A ti gbà á: {what}',
  'accepted.body': '{aboki} yóò wá fún ìbéèrè {service} yín ({reference}).',
  'accepted.startCode':
    'Ẹ fún un ní kóòdù ìbẹ̀rẹ̀ yín (ó wà lójú-ìwé iṣẹ́ náà) nígbà tí ó bá dé, kì í ṣe ṣáájú.',
  'declined.subject': 'A kọ̀ ọ́: {what}',
  'declined.body': '{aboki} kò lè gba ìbéèrè yín {reference}.',
  'expired.subject': 'Kò sí ìdáhùn: {what}',
  'expired.body': 'A kò dáhùn ìbéèrè yín {reference} lásìkò, àkókò rẹ̀ sì ti kọjá.',
  'cancelledByUser.subject': 'Oníbàárà ti fagilé e: {what}',
  'cancelledByUser.body': 'Oníbàárà ti fagilé {reference}.',
  'cancelledByUser.fee': 'Owó ìfagilé tí a kọ sílẹ̀: {fee}.',
  'cancelledByUser.noFee': 'Wọ́n fagilé e lásìkò: kò sí owó ìfagilé.',
  'cancelledByAgent.subject': 'A ti fagilé e: {what}',
  'cancelledByAgent.body': 'Aṣojú {aboki} ti fagilé {reference}.',
  'completed.subject': 'Ó ti parí: {what}. Ẹ ṣe àgbéyẹ̀wò Aboki yín',
  'completed.body': '{aboki} ti parí {reference}.',
  'completed.rate': 'Báwo ló ṣe lọ? Ẹ ṣe àgbéyẹ̀wò Aboki yín láàárín ọjọ́ 14.',
  'completed.rateLink': 'Ẹ ṣe àgbéyẹ̀wò Aboki yín: {url}',
  'completed.confirmLink': 'Ẹ fìdí iye tí ẹ san múlẹ̀, kí ẹ sì ṣe àgbéyẹ̀wò Aboki yín: {url}',
  'noShowUser.subject': 'A kò bá yín: {what}',
  'noShowUser.body':
    '{aboki} wá fún {reference} ṣùgbọ́n kò bá ẹnikẹ́ni, nítorí náà a kọ ọ́ sílẹ̀ pé oníbàárà kò yọjú.',
  'noShowAboki.subject': 'Wọ́n ní kò yọjú: {what}',
  'noShowAboki.body': 'Oníbàárà sọ pé {aboki} kò wá fún {reference}.',
};

const ig: Texts = {
  hello: 'Ndewo {name},',
  signOff: 'Aboki',
  what: '{service} na {aboki}, {when}',
  'link.job': 'Hụ ọrụ ahụ: {url}',
  'link.findAnother': 'Chọta Aboki ọzọ: {url}',
  'link.agentJobs': 'Hụ ọrụ niile nke Aboki gị: {url}',
  'cash.owed': 'Ego i ji bụ {owed}. Aboki gị dere na ọ natara {recorded} ego aka.',
  'cash.owedWithReason':
    'Ego i ji bụ {owed}. Aboki gị dere na ọ natara {recorded} ego aka, ma kọwaa ihe kpatara ọdịiche ahụ: {reason}.',
  'cash.confirm':
    'Ọ bụ {recorded} ka i kwụrụ? Biko gwa anyị na peeji ọrụ ahụ; ọ bụrụ na i kwụrụ ego dị iche, ndị enyemaka Aboki ga-akpọtụrụ gị.',
  moneyBack:
    'Ego {paid} i kwụrụ ga-alaghachikwute gị n’uju; ụlọ akụ gị nwere ike iwe ụbọchị ole na ole tupu o gosi.',
  payNothing: 'Ị gaghị akwụ ihe ọ bụla.',
  chooseAnother: 'Họrọ Aboki ọzọ.',
  reason: 'Ihe kpatara ya: {reason}',
  strike: 'Nke a bụ otu akara mmejọ n’isi Aboki ahụ; akara mmejọ 2 n’ime ụbọchị 28 ga-akwụsịtụ ya.',
  'lapsed.user.subject': 'Emechiela ya: {what}',
  'lapsed.user.body':
    'Amalitebeghị {reference} n’ime awa {hours} mgbe oge mmalite ya gafere, ya mere anyị emechiela ya dị ka Aboki abịaghị. Koodu mmalite ya anaghị arụ ọrụ ọzọ.',
  'lapsed.user.cameAfterAll': 'Ọ bụrụ na Aboki ahụ bịara n’ezie, zaa email a, anyị ga-emezi ya.',
  'lapsed.agent.subject': 'Amalitebeghị ya: {what}',
  'lapsed.agent.body':
    '{aboki} amalitebeghị {reference} n’ime awa {hours} mgbe oge mmalite ya gafere, ya mere emechiela ya dị ka o abịaghị, koodu mmalite ahụ anaghịkwa arụ ọrụ.',
  'lapsed.agent.strike':
    'Nke a bụ otu akara mmejọ n’isi Aboki ahụ; akara mmejọ 2 n’ime ụbọchị 28 ga-akwụsịtụ ya. Ọ bụrụ na a rụrụ ọrụ ahụ n’ezie, zaa email a.',
  'fee.subject': 'Ụgwọ nkagbu: {fee} maka {reference}',
  'fee.body': 'I kagbuola {service} na {aboki}, {when}, mgbe oge agafeela, ya mere e dere ụgwọ nkagbu {fee}.',
  'fee.keptPartly':
    'E wepụrụ ya n’ego i kwụrụ: {back} ga-alaghachikwute gị; ụlọ akụ gị nwere ike iwe ụbọchị ole na ole tupu o gosi.',
  'fee.kept': 'E wepụrụ ya n’ego i kwụrụ.',
  'fee.settle': 'Biko kwụọ ya onye nnọchite {aboki}.',
  'accepted.subject': 'Anabatala ya: {what}',
  'accepted.body': '{aboki} ga-abịa maka arịrịọ {service} gị ({reference}).',
  'accepted.startCode':
    'Nye ya koodu mmalite gị (ọ dị na peeji ọrụ ahụ) mgbe ọ bịarutere, ọ bụghị tupu mgbe ahụ.',
  'declined.subject': 'Ajụla ya: {what}',
  'declined.body': '{aboki} enweghị ike ịnara arịrịọ gị {reference}.',
  'expired.subject': 'Enweghị nzaghachi: {what}',
  'expired.body': 'A zaghị arịrịọ gị {reference} n’oge, oge ya agafeela.',
  'cancelledByUser.subject': 'Onye ahịa akagbuola ya: {what}',
  'cancelledByUser.body': 'Onye ahịa akagbuola {reference}.',
  'cancelledByUser.fee': 'Ụgwọ nkagbu e dere: {fee}.',
  'cancelledByUser.noFee': 'A kagburu ya n’oge: enweghị ụgwọ.',
  'cancelledByAgent.subject': 'Akagbuola ya: {what}',
  'cancelledByAgent.body': 'Onye nnọchite {aboki} akagbuola {reference}.',
  'completed.subject': 'Emechaala ya: {what}. Nyochaa Aboki gị',
  'completed.body': '{aboki} emechaala {reference}.',
  'completed.rate': 'Olee otú o si gaa? Nyochaa Aboki gị n’ime ụbọchị 14.',
  'completed.rateLink': 'Nyochaa Aboki gị: {url}',
  'completed.confirmLink': 'Kwado ego i kwụrụ ma nyochaa Aboki gị: {url}',
  'noShowUser.subject': 'Ahụghị gị: {what}',
  'noShowUser.body':
    '{aboki} bịara maka {reference} mana ọ hụghị onye ọ bụla, ya mere e dere na onye ahịa abịaghị.',
  'noShowAboki.subject': 'A kọrọ na o abịaghị: {what}',
  'noShowAboki.body': 'Onye ahịa kwuru na {aboki} abịaghị maka {reference}.',
};

export const LIFECYCLE_EMAIL_TEXTS: EmailTexts<typeof en> = { en, pcm, ha, yo, ig };
