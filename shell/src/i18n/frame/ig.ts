import type { Translation } from 'shared';
import type en from './en.js';

const ig: Translation<typeof en> = {
  'header.signIn': 'Banye',
  'header.menu': 'Menu',
  'header.close': 'Mechie',
  'header.mainNav': 'Isi',
  'header.dashboard': 'Ebe ọrụ',
  'header.myRequests': 'Arịrịọ m',
  'header.finishSetup': 'Mechaa ndozi',
  'header.yourAccount': 'Akaụntụ gị: {name}',
  'header.signOut': 'Pụọ',
  'header.signingOut': 'Ị na-apụ…',
  'header.language': 'Asụsụ',
  'nav.services': 'Ọrụ',
  'nav.about': 'Maka anyị',
  'nav.help': 'Enyemaka',
  'nav.contact': 'Kpọtụrụ anyị',
  'frame.skip': 'Gaa n’ihe dị n’ibe a',
  'frame.loading': 'Aboki na-emepe…',
  'auth.needHand': 'Ị chọrọ enyemaka?',
  'auth.helpCentre': 'Ebe enyemaka',
  'auth.contactUs': 'Kpọtụrụ anyị',
  'notFound.title': 'Ahụghị ibe a',
  'notFound.description':
    'Anyị ahụghị ibe ahụ. O nwere ike ịbụ na e bugara ya ebe ọzọ, ma ọ bụ na e dehiere njikọ ahụ.',
  'errors.goHome': 'Laghachi n’ibe mbụ',
  'errors.visitHelp': 'Gaa n’ebe enyemaka',
  'errors.tryAgain': 'Nwaa ọzọ',
  'errors.notLoaded.title': 'Akụkụ Aboki a emepeghị',
  'errors.notLoaded.description':
    'Ịntanetị gị nwere ike ịkwụsịla, ma ọ bụ anyị na-emezi ibe a. Akụkụ Aboki ndị ọzọ ka na-arụ ọrụ.',
  'errors.notVerified.title': 'Anyị enweghị ike ịkwado akụkụ Aboki a',
  'errors.notVerified.description':
    'Ihe rutere ekwentị gị abụghị ihe Aboki zipụrụ, ya mere anyị emepeghị ya. Ụfọdụ netwọk na-agbanwe ibe n’ụzọ: nwaa ọzọ, ma ọ bụ jiri netwọk ọzọ ma ọ bụ data. Akụkụ Aboki ndị ọzọ ka na-arụ ọrụ.',
  'errors.pageFailed.title': 'Ihe mebiri n’ibe a',
  'errors.pageFailed.description':
    'Anyị enweghị ike igosi ibe a. Biko nwaa ọzọ; ọ bụrụ na ọ ka na-eme, gwa anyị site n’ibe kpọtụrụ anyị.',
  'errors.root.title': 'Aboki nwere nsogbu',
  'errors.root.description': 'Ihe mebiri mgbe anyị na-egosi ibe a. Imepe ya ọzọ na-edozikarị ya.',
  'errors.root.reload': 'Mepee ibe a ọzọ',
  'banner.ready': 'Aboki ọhụrụ adịla njikere.',
  'banner.reload': 'Mepee ọzọ',
  'banner.notNow': 'Ọ bụghị ugbu a',
  'preview.label': 'Nlele',
  'preview.versions': 'Nlele: {versions}',
  'preview.leave': 'Pụọ na nlele',
  'preview.leaveFailed': 'Anyị enweghị ike iwepụ gị na nlele ahụ. Biko nwaa ọzọ.',
};

export default ig;
