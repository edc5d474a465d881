import type { Translation } from 'shared';
import type en from './en.js';

/**
 * mfe-onboarding's texts in Hausa. Hausa with ɓ ɗ ƙ ƴ; speaks to the reader as 'ku'. 'Bayanan kai'
 * for a profile, 'wakili' for an agent, 'abokin ciniki' for the User role, 'aiki' for a job.
 */
const ha: Translation<typeof en> = {
  'common.yourAccount': 'Asusunku',
  'common.seeProfile': 'Duba bayanan kanku',
  'common.chooseRole': 'Zaɓi matsayinku',
  'common.saving': 'Ana adanawa…',
  'chooseRole.heading.title': 'Ta yaya za ku yi amfani da Aboki?',
  'chooseRole.heading.documentTitle': 'Zaɓi matsayinku',
  'chooseRole.heading.description': 'Ku zaɓi ɗaya. Shi ne zai nuna irin bayanan kan da za ku cike a gaba.',
  'chooseRole.lockedUser':
    'An riga an kammala bayanan kanku, don haka matsayinku zai ci gaba da zama Abokin ciniki.',
  'chooseRole.lockedAgent':
    'An riga an kammala bayanan kanku, don haka matsayinku zai ci gaba da zama Wakili.',
  'chooseRole.legend': 'Ina so…',
  'chooseRole.user.title': 'Ina buƙatar taimako',
  'chooseRole.user.text':
    'Ku ɗauki Aboki don tsaftacewa, gyare-gyare, aike-aike da sauransu, ku kuma biya da kuɗi hannu ko da kati idan an kammala aikin.',
  'chooseRole.agent.title': 'Ina kula da Aboki',
  'chooseRole.agent.text':
    'Ku yi wa mataimakan da kuka sani rajista, ku saita ayyukansu da farashinsu, ku kuma karɓi ayyukan da abokan ciniki suka yi musu oda.',
  'chooseRole.required': 'Ku zaɓi yadda za ku yi amfani da Aboki',
  'chooseRole.submit': 'Ci gaba',
  'intro.user.heading.title': 'Ƙirƙiri bayanan kanku na abokin ciniki',
  'intro.user.heading.description':
    'Ku faɗa mana inda kuke, don mu nuna muku Aboki da ke kusa. Yana ɗaukar kusan minti ɗaya.',
  'intro.agent.heading.title': 'Ƙirƙiri bayanan kanku na wakili',
  'intro.agent.heading.description':
    'Ku faɗa mana yadda abokan ciniki da Aboki da kuke kula da su za su same ku. Yana ɗaukar kusan minti biyu.',
  'intro.alreadyHave': 'Kuna da bayanan kai tuni.',
  'intro.youWillNeed': 'Za ku buƙaci:',
  'intro.needPhone': 'lambar wayarku ta hannu;',
  'intro.needPlace': 'jiharku da ƙaramar hukumarku (LGA);',
  'intro.needAddress': 'adireshinku, da wata alama da ke kusa da shi idan kuna so;',
  'intro.needBusiness': 'sunan kasuwancinku da katin shaida, idan kuna da su.',
  'intro.start': 'Fara',
  'details.user.heading.title': 'Bayanan abokin ciniki',
  'details.user.heading.description': 'Inda kuke zaune, don Aboki ya same ku.',
  'details.agent.heading.title': 'Bayanan wakili',
  'details.agent.heading.description':
    'Inda kuke aiki, don abokan ciniki da Aboki da kuke kula da su su same ku.',
  'details.submit': 'Ƙirƙiri bayanai',
  'details.submitting': 'Ana ƙirƙirar bayanan kanku…',
  'created.user.heading.title': 'An ƙirƙiri bayanan abokin ciniki',
  'created.user.heading.description':
    'Komai ya kammala. Ku nemi taimako amintacce kusa da ku a duk lokacin da kuke buƙata.',
  'created.agent.heading.title': 'An ƙirƙiri bayanan wakili',
  'created.agent.heading.description':
    'Yanzu ku wakili ne. Na gaba, ku yi wa Aboki na farko da kuke kula da shi rajista.',
  'created.findHelp': 'Nemi taimako',
  'created.onboardAboki': 'Yi wa Aboki rajista',
  'form.label': 'Bayanan kanku',
  'form.editLabel': 'Gyara bayanan kanku',
  'form.phone': 'Lambar waya',
  'form.phoneHint': 'Lambar wayar hannu ta Najeriya, misali 803 123 4567.',
  'form.state': 'Jiha',
  'form.statePlaceholder': 'Zaɓi jiharku',
  'form.lga': 'Ƙaramar hukuma (LGA)',
  'form.lgaPlaceholder': 'Zaɓi LGA ɗinku',
  'form.address': 'Adireshi',
  'form.addressHint': 'Lambar gida da titi, don Aboki ya same ku.',
  'form.landmark': 'Alamar wuri',
  'form.landmarkHint': 'Wani abu kusa da ku da kowa ya sani, misali “gaban gidan mai na Mobil”.',
  'form.businessAndId': 'Kasuwancinku da katin shaida',
  'form.businessName': 'Sunan kasuwanci',
  'form.idType': 'Irin katin shaida',
  'form.idTypePlaceholder': 'Zaɓi irin katin shaida',
  'form.idNumber': 'Lambar katin shaida',
  'form.idNumberHint':
    'Yana sa abokan ciniki su amince da Aboki da kuke kula da su. Haruffa 4 na ƙarshe kaɗai ake nunawa.',
  'form.idNumberEditHint': 'Ku bar shi babu komai don ku ci gaba da katin shaidar da kuka bayar a baya.',
  'idType.NIN': 'Lambar Shaidar Ɗan Ƙasa (NIN)',
  'idType.BVN': 'Lambar Tantancewar Banki (BVN)',
  'idType.VOTERS_CARD': 'Katin zaɓe',
  'idType.DRIVERS_LICENCE': 'Lasisin tuƙi',
  'idType.PASSPORT': 'Fasfo na ƙasa da ƙasa',
  'view.user.heading.title': 'Bayanan kanku',
  'view.agent.heading.title': 'Bayanan kanku na wakili',
  'view.loading': 'Ana loda bayanan kanku…',
  'view.loadFailed': 'Bayanan kanku ba su loda ba',
  'view.empty.title': 'Ba ku ƙirƙiri bayanan kai ba tukuna',
  'view.empty.description': 'Minti ɗaya kawai yake ɗauka: lambar wayarku, jiha, LGA da adireshi.',
  'view.empty.action': 'Ƙirƙiri bayanan kanku',
  'view.details': 'Bayanan kai',
  'view.phone': 'Waya',
  'view.state': 'Jiha',
  'view.lga': 'LGA',
  'view.address': 'Adireshi',
  'view.landmark': 'Alamar wuri',
  'view.businessName': 'Sunan kasuwanci',
  'view.id': 'Katin shaida',
  'view.idEnding': '{idType} mai ƙarewa da {last4}',
  'view.edit': 'Gyara bayanai',
  'view.findHelpNearYou': 'Nemi taimako kusa da ku',
  'view.saveChanges': 'Adana canje-canje',
  'view.cancel': 'Soke',
  'yourData.title': 'Bayananku',
  'yourData.intro':
    'Ku sauke kwafin duk abin da Aboki ke riƙe da shi game da ku: asusunku, bayanan kanku, ayyuka, biyan kuɗi da sharhi.',
  'yourData.download': 'Sauke bayananku',
  'yourData.downloadFailed': 'Ba a iya sauke bayananku ba. Don Allah ku sake gwadawa.',
  'yourData.delete': 'Goge asusunku',
  'yourData.confirm.title': 'Goge asusunku?',
  'yourData.confirm.erase': 'Ba za a iya dawo da wannan ba. Nan take za mu goge:',
  'yourData.confirm.eraseAccount': 'sunanku, imel, lambar waya da adireshi, da kalmar sirrinku;',
  'yourData.confirm.eraseJobs':
    'adiresoshi, bayanan kula, da suna da lambar wayar ɗayan mutumin da ke kan ayyukanku;',
  'yourData.confirm.eraseReviews':
    'kalmomin sharhinku (taurari za su zauna, don ƙimar Aboki ta kasance mai adalci);',
  'yourData.confirm.eraseAbokis':
    'duk Aboki da kuka yi wa rajista: sunayensu, hoto, katin shaida, mai tsaya masa da adireshi.',
  'yourData.confirm.keep':
    'Muna ajiye adadin kuɗi, lambobin bayani, kwanan wata da matsayin ayyukanku da biyan kuɗinku na baya, ba tare da wani abu da ke ambaton ku ba, na shekara 6, saboda dokar haraji da lissafin kuɗi ta Najeriya ta buƙaci haka.',
  'yourData.confirm.openJobs':
    'Ba za ku iya goge asusunku ba yayin da wani aiki yake buɗe: ku kammala shi ko ku soke shi tukuna.',
  'yourData.confirm.password': 'Kalmar sirrinku',
  'yourData.confirm.passwordRequired': 'Ku shigar da kalmar sirrinku',
  'yourData.confirm.submit': 'Goge asusuna gaba ɗaya',
  'yourData.confirm.keepAccount': 'Kar a goge asusuna',
  'yourData.deleteFailed': 'Ba a iya goge asusunku ba. Don Allah ku sake gwadawa.',
  'yourData.deleted.title': 'An goge asusu',
  'yourData.deleted.message': 'An goge asusunku kuma an fitar da ku. Mun aiko muku da tabbaci ta imel.',
};

export default ha;
