import type { Language } from 'shared/i18n';

/** What the document itself says (its title, its description for search results, the no-script note), per language. */
export interface DocumentTexts {
  title: string;
  description: string;
  noScript: string;
}

export const DOCUMENT_TEXTS: Readonly<Record<Language, DocumentTexts>> = {
  en: {
    title: 'Aboki: trusted help at home and with errands',
    description:
      'Book vetted helpers in Nigeria for cleaning, laundry, errands, repairs and moving. See prices up front; pay cash or by card or transfer.',
    noScript: 'Aboki needs JavaScript to book and manage requests. Please turn it on and reload.',
  },
  pcm: {
    title: 'Aboki: better help for house and for errands',
    description:
      'Book helpers wey we don check for Nigeria: cleaning, laundry, errands, repairs and moving. You go see the price before; pay cash, card or transfer.',
    noScript: 'Aboki need JavaScript to book and manage requests. Abeg on am and reload.',
  },
  ha: {
    title: 'Aboki: taimako amintacce a gida da wajen aike',
    description:
      'Yi odar ma’aikatan da aka tantance a Najeriya don share-share, wanki, aike, gyare-gyare da ƙaura. Ga farashi tun farko; biya da kuɗi hannu, kati ko tura kuɗi.',
    noScript:
      'Aboki na buƙatar JavaScript don yin oda da kula da buƙatu. Don Allah ku kunna shi, sannan ku sake buɗe shafin.',
  },
  yo: {
    title: 'Aboki: ìrànlọ́wọ́ tó ṣeé gbẹ́kẹ̀lé nílé àti fún iṣẹ́ òde',
    description:
      'Ẹ gba àwọn olùrànlọ́wọ́ tí a ti yẹ̀wò ní Nàìjíríà fún ìmọ́tótó, fífọ aṣọ, iṣẹ́ òde, àtúnṣe àti kíkó ẹrù. Ẹ rí iye owó ṣáájú; ẹ sanwó ní owó ọwọ́, káàdì tàbí àfiránṣẹ́.',
    noScript:
      'Aboki nílò JavaScript láti gba iṣẹ́ àti láti tọ́jú ìbéèrè. Ẹ jọ̀ọ́ ẹ tàn án, kí ẹ sì tún ojú-ìwé ṣí.',
  },
  ig: {
    title: 'Aboki: enyemaka ị pụrụ ịtụkwasị obi n’ụlọ na maka ozi',
    description:
      'Gbaa ndị enyemaka e nyochara na Naịjirịa maka nhicha, ịsa akwa, ozi, nrụzi na ibugharị ngwongwo. Hụ ọnụahịa tupu oge eruo; kwụọ ego n’aka, kaadị ma ọ bụ nnyefe.',
    noScript: 'Aboki chọrọ JavaScript iji gbaa ọrụ na ilekọta arịrịọ. Biko gbanye ya ma mepee ibe a ọzọ.',
  },
};
