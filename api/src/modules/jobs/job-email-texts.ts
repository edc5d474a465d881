import type { Catalogue } from 'shared/i18n';
import type { EmailTexts } from './say-email.js';

/**
 * The words of a booking's e-mails (request sent, new request) and of the agent's "cash questioned"
 * e-mail, in each language; the recipient's saved language picks them. Service and Aboki names,
 * references, dates, amounts and links are values. Words: docs/i18n-glossary.md.
 */
const en = {
  hello: 'Hello {name},',
  signOff: 'Aboki',
  'line.reference': 'Reference: {reference}',
  'line.service': 'Service:   {service}',
  'line.when': 'When:      {when} (Lagos time)',
  'line.where': 'Where:     {where}',
  'requestSent.subject': 'Request sent: {service} with {aboki}, {when}',
  'requestSent.sent': "Your request is sent. {aboki}'s agent will confirm it soon.",
  'requestSent.price': 'Price:     {price}, paid in cash when the job is done',
  'requestSent.for': 'For:       {name}',
  'requestSent.startCode':
    'Your start code is on the job page. Give it to your Aboki when they arrive, not before.',
  'requestSent.link': 'See the request: {url}',
  'newRequest.subject': 'New request for {aboki}: {service}, {when}, {lga}',
  'newRequest.requested': '{customer} has requested {aboki}.',
  'newRequest.price': 'Price:     {price}, cash on completion',
  'newRequest.for': 'For:       {name}, {phone}',
  'newRequest.phone': 'Phone:     {phone}',
  'newRequest.notes': 'Notes from the customer:',
  'newRequest.link': "See your Abokis' requests: {url}",
  'cashQuestioned.subject': 'Cash questioned: {reference}',
  'cashQuestioned.body':
    'The customer of {reference} ({service} with {aboki}, {when}) says they paid {paid} in cash; you recorded {recorded}.',
  'cashQuestioned.support': 'Aboki support will contact you and the customer to settle it.',
  'cashQuestioned.link': "See your Abokis' jobs: {url}",
} satisfies Catalogue;

type Texts = { readonly [Id in keyof typeof en]: string };

const pcm: Texts = {
  hello: 'How far {name},',
  signOff: 'Aboki',
  'line.reference': 'Reference: {reference}',
  'line.service': 'Service:   {service}',
  'line.when': 'When:      {when} (Lagos time)',
  'line.where': 'Where:     {where}',
  'requestSent.subject': 'Request don go: {service} with {aboki}, {when}',
  'requestSent.sent': 'We don send your request. {aboki} agent go confirm am soon.',
  'requestSent.price': 'Price:     {price}, you go pay cash when the work finish',
  'requestSent.for': 'For:       {name}',
  'requestSent.startCode':
    'Your start code dey for the work page. Give am to your Aboki when dem reach, no give am before.',
  'requestSent.link': 'See the request: {url}',
  'newRequest.subject': 'New request for {aboki}: {service}, {when}, {lga}',
  'newRequest.requested': '{customer} don request {aboki}.',
  'newRequest.price': 'Price:     {price}, cash when the work finish',
  'newRequest.for': 'For:       {name}, {phone}',
  'newRequest.phone': 'Phone:     {phone}',
  'newRequest.notes': 'Wetin the customer write:',
  'newRequest.link': 'See the requests for your Abokis: {url}',
  'cashQuestioned.subject': 'Customer no agree with the cash: {reference}',
  'cashQuestioned.body':
    'The customer for {reference} ({service} with {aboki}, {when}) talk say na {paid} dem pay for cash; you write {recorded}.',
  'cashQuestioned.support': 'Aboki support go call you and the customer to settle am.',
  'cashQuestioned.link': 'See the work of your Abokis: {url}',
};

const ha: Texts = {
  hello: 'Sannu {name},',
  signOff: 'Aboki',
  'line.reference': 'Lambar oda: {reference}',
  'line.service': 'Sabis:      {service}',
  'line.when': 'Lokaci:     {when} (agogon Lagos)',
  'line.where': 'Wuri:       {where}',
  'requestSent.subject': 'An aika buƙata: {service} tare da {aboki}, {when}',
  'requestSent.sent': 'An aika buƙatarku. Za a sami tabbaci daga wakilin {aboki} nan ba da daɗewa ba.',
  'requestSent.price': 'Farashi:    {price}, za ku biya kuɗi hannu idan an kammala aikin',
  'requestSent.for': 'Wanda za a yi wa: {name}',
  'requestSent.startCode':
    'Lambar farawarku tana shafin aikin. Ku ba da ita lokacin isowar Aboki, ba kafin nan ba.',
  'requestSent.link': 'Ku duba buƙatar: {url}',
  'newRequest.subject': 'Sabuwar buƙata don {aboki}: {service}, {when}, {lga}',
  'newRequest.requested': 'Sabuwar buƙata daga {customer}: an nemi {aboki}.',
  'newRequest.price': 'Farashi:    {price}, kuɗi hannu idan an kammala',
  'newRequest.for': 'Wanda za a yi wa: {name}, {phone}',
  'newRequest.phone': 'Waya:       {phone}',
  'newRequest.notes': 'Bayani daga abokin ciniki:',
  'newRequest.link': 'Ku duba buƙatun Aboki naku: {url}',
  'cashQuestioned.subject': 'An yi tambaya kan kuɗi hannu: {reference}',
  'cashQuestioned.body':
    'A cewar abokin cinikin {reference} ({service} tare da {aboki}, {when}), an biya {paid} kuɗi hannu; ku kuma kun rubuta {recorded}.',
  'cashQuestioned.support': 'Tallafin Aboki zai tuntuɓe ku da abokin cinikin don a daidaita.',
  'cashQuestioned.link': 'Ku duba ayyukan Aboki naku: {url}',
};

const yo: Texts = {
  hello: 'Ẹ n lẹ́ o {name},',
  signOff: 'Aboki',
  'line.reference': 'Nọ́mbà ìtọ́kasí: {reference}',
  'line.service': 'Iṣẹ́ ìránṣẹ́:    {service}',
  'line.when': 'Ìgbà:           {when} (aago Lagos)',
  'line.where': 'Ibi:            {where}',
  'requestSent.subject': 'A ti fi ìbéèrè ránṣẹ́: {service} pẹ̀lú {aboki}, {when}',
  'requestSent.sent': 'A ti fi ìbéèrè yín ránṣẹ́. Aṣojú {aboki} yóò fi ìdí rẹ̀ múlẹ̀ láìpẹ́.',
  'requestSent.price': 'Iye owó:        {price}, owó lọ́wọ́ ni ẹ ó san nígbà tí iṣẹ́ bá parí',
  'requestSent.for': 'Fún:            {name}',
  'requestSent.startCode':
    'Kóòdù ìbẹ̀rẹ̀ yín wà lójú-ìwé iṣẹ́ náà. Ẹ fún Aboki yín ní i nígbà tí ó bá dé, kì í ṣe ṣáájú.',
  'requestSent.link': 'Ẹ wo ìbéèrè náà: {url}',
  'newRequest.subject': 'Ìbéèrè tuntun fún {aboki}: {service}, {when}, {lga}',
  'newRequest.requested': '{customer} ti béèrè fún {aboki}.',
  'newRequest.price': 'Iye owó:        {price}, owó lọ́wọ́ lẹ́yìn iṣẹ́',
  'newRequest.for': 'Fún:            {name}, {phone}',
  'newRequest.phone': 'Fóònù:          {phone}',
  'newRequest.notes': 'Ọ̀rọ̀ láti ọ̀dọ̀ oníbàárà:',
  'newRequest.link': 'Ẹ wo àwọn ìbéèrè fún àwọn Aboki yín: {url}',
  'cashQuestioned.subject': 'Ìbéèrè lórí owó lọ́wọ́: {reference}',
  'cashQuestioned.body':
    'Oníbàárà iṣẹ́ {reference} ({service} pẹ̀lú {aboki}, {when}) sọ pé {paid} ni òun san ní owó lọ́wọ́; ẹ̀yin kọ {recorded} sílẹ̀.',
  'cashQuestioned.support': 'Ẹgbẹ́ ìrànlọ́wọ́ Aboki yóò kàn sí ẹ̀yin àti oníbàárà náà láti yanjú rẹ̀.',
  'cashQuestioned.link': 'Ẹ wo àwọn iṣẹ́ àwọn Aboki yín: {url}',
};

const ig: Texts = {
  hello: 'Ndewo {name},',
  signOff: 'Aboki',
  'line.reference': 'Nọmba ntụaka: {reference}',
  'line.service': 'Ọrụ enyemaka: {service}',
  'line.when': 'Mgbe:         {when} (oge Lagos)',
  'line.where': 'Ebe:          {where}',
  'requestSent.subject': 'E zigala arịrịọ: {service} na {aboki}, {when}',
  'requestSent.sent': 'E zigala arịrịọ gị. Onye nnọchite {aboki} ga-akwado ya n’oge na-adịghị anya.',
  'requestSent.price': 'Ọnụahịa:      {price}, ị ga-akwụ ya ego aka mgbe ọrụ ahụ gwụchara',
  'requestSent.for': 'Maka:         {name}',
  'requestSent.startCode':
    'Koodu mmalite gị dị na peeji ọrụ ahụ. Nye Aboki gị ya mgbe ọ bịarutere, ọ bụghị tupu mgbe ahụ.',
  'requestSent.link': 'Hụ arịrịọ ahụ: {url}',
  'newRequest.subject': 'Arịrịọ ọhụrụ maka {aboki}: {service}, {when}, {lga}',
  'newRequest.requested': '{customer} arịọla ka {aboki} bịa.',
  'newRequest.price': 'Ọnụahịa:      {price}, ego aka mgbe ọrụ gwụchara',
  'newRequest.for': 'Maka:         {name}, {phone}',
  'newRequest.phone': 'Ekwentị:      {phone}',
  'newRequest.notes': 'Ihe onye ahịa dere:',
  'newRequest.link': 'Hụ arịrịọ niile maka Aboki gị: {url}',
  'cashQuestioned.subject': 'A na-ajụ maka ego aka: {reference}',
  'cashQuestioned.body':
    'Onye ahịa nwe ọrụ {reference} ({service} na {aboki}, {when}) kwuru na ọ kwụrụ {paid} ego aka, ma ị dere {recorded}.',
  'cashQuestioned.support': 'Ndị enyemaka Aboki ga-akpọtụrụ gị na onye ahịa ahụ ka e dozie ya.',
  'cashQuestioned.link': 'Hụ ọrụ niile nke Aboki gị: {url}',
};

export const JOB_EMAIL_TEXTS: EmailTexts<typeof en> = { en, pcm, ha, yo, ig };
