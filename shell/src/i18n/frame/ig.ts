import type { Translation } from 'shared/i18n';
import type { FrameText } from './en.js';

const ig: Translation<FrameText> = {
  'Sign in': 'Banye',
  Menu: 'Menu',
  Close: 'Mechie',
  Main: 'Isi',
  Dashboard: 'Ebe ọrụ',
  'My requests': 'Arịrịọ m',
  'Finish setting up': 'Mechaa ndozi',
  'Your account: {name}': 'Akaụntụ gị: {name}',
  'Sign out': 'Pụọ',
  'Signing out…': 'Ị na-apụ…',
  Language: 'Asụsụ',
  Services: 'Ọrụ',
  About: 'Maka anyị',
  Help: 'Enyemaka',
  Contact: 'Kpọtụrụ anyị',
  'Skip to content': 'Gaa n’ihe dị n’ibe a',
  'Loading Aboki…': 'Aboki na-emepe…',
  'Need a hand?': 'Ị chọrọ enyemaka?',
  'Help centre': 'Ebe enyemaka',
  'Contact us': 'Kpọtụrụ anyị',
  'Page not found': 'Ahụghị ibe a',
  'We could not find that page. It may have moved, or the link may be mistyped.':
    'Anyị ahụghị ibe ahụ. O nwere ike ịbụ na e bugara ya ebe ọzọ, ma ọ bụ na e dehiere njikọ ahụ.',
  'Go to the home page': 'Laghachi n’ibe mbụ',
  'Visit the help centre': 'Gaa n’ebe enyemaka',
  'Try again': 'Nwaa ọzọ',
  'This part of Aboki did not load': 'Akụkụ Aboki a emepeghị',
  'Your connection may have dropped, or we are updating this page. The rest of Aboki still works.':
    'Ịntanetị gị nwere ike ịkwụsịla, ma ọ bụ anyị na-emezi ibe a. Akụkụ Aboki ndị ọzọ ka na-arụ ọrụ.',
  'We could not verify this part of Aboki': 'Anyị enweghị ike ịkwado akụkụ Aboki a',
  'What reached your phone was not what Aboki published, so we did not run it. Some networks change pages on the way: try again, or use another network or mobile data. The rest of Aboki still works.':
    'Ihe rutere ekwentị gị abụghị ihe Aboki zipụrụ, ya mere anyị emepeghị ya. Ụfọdụ netwọk na-agbanwe ibe n’ụzọ: nwaa ọzọ, ma ọ bụ jiri netwọk ọzọ ma ọ bụ data. Akụkụ Aboki ndị ọzọ ka na-arụ ọrụ.',
  'Something went wrong on this page': 'Ihe mebiri n’ibe a',
  'We could not show this page. Please try again; if it keeps happening, tell us through the contact page.':
    'Anyị enweghị ike igosi ibe a. Biko nwaa ọzọ; ọ bụrụ na ọ ka na-eme, gwa anyị site n’ibe kpọtụrụ anyị.',
  'Aboki ran into a problem': 'Aboki nwere nsogbu',
  'Something went wrong while showing this page. Reloading usually fixes it.':
    'Ihe mebiri mgbe anyị na-egosi ibe a. Imepe ya ọzọ na-edozikarị ya.',
  'Reload the page': 'Mepee ibe a ọzọ',
  'A new version of Aboki is ready.': 'Aboki ọhụrụ adịla njikere.',
  Reload: 'Mepee ọzọ',
  'Not now': 'Ọ bụghị ugbu a',
  Preview: 'Nlele',
  'Preview: {versions}': 'Nlele: {versions}',
  'Leave preview': 'Pụọ na nlele',
  'Could not leave the preview. Please try again.': 'Anyị enweghị ike iwepụ gị na nlele ahụ. Biko nwaa ọzọ.',
};

export default ig;
