import type { Language } from './languages.js';

/** A catalogue service's words in one language: its name, what it covers, and its group. */
export interface ServiceWords {
  name: string;
  description: string;
  category: string;
}

type OtherLanguage = Exclude<Language, 'en'>;

const CLEANING = {
  pcm: 'Cleaning and washing cloth',
  ha: 'Tsaftace gida da wanki',
  yo: 'Ìmọ́tótó àti ìfọṣọ',
  ig: 'Nhicha na ịsa akwa',
} as const;
const ERRANDS = {
  pcm: 'Errand and delivery',
  ha: 'Aike-aike da kai kaya',
  yo: 'Iṣẹ́ ìránṣẹ́ àti ìfijíṣẹ́',
  ig: 'Ozi na nnyefe ngwongwo',
} as const;
const REPAIRS = {
  pcm: 'Repair and maintenance',
  ha: 'Gyare-gyare da kulawa',
  yo: 'Àtúnṣe àti ìtọ́jú',
  ig: 'Ndozi na nlekọta',
} as const;
const MOVING = { pcm: 'Moving house', ha: 'Ƙaura', yo: 'Ìkóló', ig: 'Ịkwaga ụlọ' } as const;
const COOKING = { pcm: 'Food cooking', ha: 'Girki', yo: 'Oúnjẹ sísè', ig: 'Isi nri' } as const;
const OUTDOOR = { pcm: 'Outside work', ha: 'Ayyukan waje', yo: 'Iṣẹ́ ìta', ig: 'Ọrụ mpụga' } as const;

const words = (
  language: OtherLanguage,
  category: Readonly<Record<OtherLanguage, string>>,
  name: string,
  description: string,
): ServiceWords => ({ name, description, category: category[language] });

/**
 * The launch catalogue's services (api/src/modules/services/catalogue.ts) in each language other than
 * English, by slug. The database keeps the English; the API, the e-mails and the pages say these.
 */
export const SERVICE_WORDS: Readonly<
  Record<OtherLanguage, Readonly<Record<string, Readonly<ServiceWords>>>>
> = {
  pcm: {
    'home-cleaning': words(
      'pcm',
      CLEANING,
      'House cleaning',
      'We go sweep, mop, dust, clean kitchen and bathroom for flat wey get up to three bedroom.',
    ),
    'deep-cleaning': words(
      'pcm',
      CLEANING,
      'Correct deep cleaning',
      'Correct cleaning from top to bottom when you dey pack enter or comot: cabinet, window, tiles, fan and behind appliance.',
    ),
    'laundry-and-ironing': words(
      'pcm',
      CLEANING,
      'Washing and ironing',
      'We go wash, dry and iron up to 20 clothes, fold dem and bring dem back the same day.',
    ),
    fumigation: words(
      'pcm',
      CLEANING,
      'Fumigation to kill insect and rat',
      'We go treat cockroach, bedbug, mosquito and rat, and tell you when e safe to enter back.',
    ),
    'errands-and-market-runs': words(
      'pcm',
      ERRANDS,
      'Errand and market run',
      'We go buy from market or supermarket with your list, pay bills and stand for queue; you go pay for the goods as e cost.',
    ),
    'dispatch-delivery': words(
      'pcm',
      ERRANDS,
      'Dispatch: we go carry am reach',
      'We go pick and drop parcel, document or food for inside your city.',
    ),
    plumbing: words(
      'pcm',
      REPAIRS,
      'Plumbing work',
      'Tap and pipe wey dey leak, sink and toilet wey block, water heater and pumping machine; parts na extra.',
    ),
    'electrical-repairs': words(
      'pcm',
      REPAIRS,
      'Electrical work',
      'Socket, switch, light, wiring wahala and changeover, by electrician wey sabi the work; parts na extra.',
    ),
    carpentry: words(
      'pcm',
      REPAIRS,
      'Carpenter work',
      'We go repair door and wardrobe, hinge and lock, fix shelf, and couple furniture.',
    ),
    painting: words(
      'pcm',
      REPAIRS,
      'Paint house',
      'We go paint inside one room (wall and ceiling) and prepare the wall first; paint na extra.',
    ),
    'generator-repair': words(
      'pcm',
      REPAIRS,
      'Gen repair and servicing',
      'Servicing, change oil and plug, wash carburettor and find wetin spoil for petrol and diesel generator.',
    ),
    'ac-servicing': words(
      'pcm',
      REPAIRS,
      'AC service and cleaning',
      'We go clean one split AC, check the gas and advise you if e need top-up.',
    ),
    'moving-help': words(
      'pcm',
      MOVING,
      'Help to pack and carry load',
      'Strong hand to pack, carry, load and offload when you dey move house or office; we dey charge per person.',
    ),
    'home-cooking': words(
      'pcm',
      COOKING,
      'Cook for house',
      'Cook go prepare Naija food or soup for your kitchen with your own ingredients.',
    ),
    gardening: words(
      'pcm',
      OUTDOOR,
      'Garden and compound work',
      'We go cut grass, trim flower, remove weed and sweep the compound.',
    ),
    'car-wash-at-home': words(
      'pcm',
      OUTDOOR,
      'Car wash for house',
      'We go wash one car outside and vacuum inside am, for your house or office.',
    ),
  },
  ha: {
    'home-cleaning': words(
      'ha',
      CLEANING,
      'Tsaftace gida',
      'Share, goge ƙasa, kakkaɓe ƙura, da tsaftace kicin da banɗaki na gida mai ɗakunan kwana har 3.',
    ),
    'deep-cleaning': words(
      'ha',
      CLEANING,
      'Tsaftacewa sosai',
      'Tsaftacewa daga sama har ƙasa lokacin shiga ko barin gida: kabad, tagogi, tayal, fanka da bayan kayan lantarki.',
    ),
    'laundry-and-ironing': words(
      'ha',
      CLEANING,
      'Wanki da guga',
      'Wanke, shanyawa da guga tufafi har guda 20, a naɗe su a dawo da su a ranar.',
    ),
    fumigation: words(
      'ha',
      CLEANING,
      'Feshin maganin ƙwari',
      'Feshi don kashe kyankyasai, kuɗin cizo, sauro da ɓeraye, tare da shawara kan lokacin komawa ciki lafiya.',
    ),
    'errands-and-market-runs': words(
      'ha',
      ERRANDS,
      'Aike-aike da cefane',
      'Sayayya a kasuwa ko babban shago bisa jerin kayanku, biyan kuɗin bil da tsayawa layi; ku biya kayan a farashinsu.',
    ),
    'dispatch-delivery': words(
      'ha',
      ERRANDS,
      'Ɗauka da kai kaya',
      'Ɗaukar kunshi, takardu ko abinci a kai su inda kuke so a cikin garinku.',
    ),
    plumbing: words(
      'ha',
      REPAIRS,
      'Gyaran famfo',
      'Famfo da bututun da ke zubewa, sinki da banɗakin da suka toshe, hita da injin jan ruwa; kayan gyara daban.',
    ),
    'electrical-repairs': words(
      'ha',
      REPAIRS,
      'Gyaran wutar lantarki',
      'Soket, maɓallai, fitilu, matsalar waya da canjawa (changeover), ta ƙwararren mai aikin wuta; kayan gyara daban.',
    ),
    carpentry: words(
      'ha',
      REPAIRS,
      'Aikin kafinta',
      'Gyaran ƙofa da kabad, ƙugiya da makulli, kantoci, da haɗa kayan ɗaki.',
    ),
    painting: words(
      'ha',
      REPAIRS,
      'Fenti',
      'Fentin cikin ɗaki ɗaya (bango da silin), tare da shirya bangon; fenti daban.',
    ),
    'generator-repair': words(
      'ha',
      REPAIRS,
      'Gyaran janareta',
      'Sarwis, canjin mai da filogi, wanke kabureta da gano matsala ga janaretan fetur da na dizal.',
    ),
    'ac-servicing': words(
      'ha',
      REPAIRS,
      'Sarwis ɗin AC',
      'Tsaftacewa, duba gas da shawara kan ƙara shi, ga AC ɗaya mai sassa biyu (split).',
    ),
    'moving-help': words(
      'ha',
      MOVING,
      'Taimakon ɗaukar kaya lokacin ƙaura',
      'Ƙarfafan hannaye don haɗa, ɗauka, lodawa da sauke kaya lokacin da kuke ƙaura daga gida ko ofis; farashi na kowane mai taimako.',
    ),
    'home-cooking': words(
      'ha',
      COOKING,
      'Girki a gida',
      'Mai girki zai dafa abincin Najeriya ko miya a kicin ɗinku da kayan abincinku.',
    ),
    gardening: words(
      'ha',
      OUTDOOR,
      'Kula da lambu da harabar gida',
      'Yanke ciyawa, gyara shinge, cire ciyayi da share harabar gida.',
    ),
    'car-wash-at-home': words(
      'ha',
      OUTDOOR,
      'Wanke mota a gida',
      'Wanke wajen mota ɗaya da share cikinta da injin tsotsa, a gidanku ko ofis.',
    ),
  },
  yo: {
    'home-cleaning': words(
      'yo',
      CLEANING,
      'Ìmọ́tótó ilé',
      'Gbígbálẹ̀, fífọ ilẹ̀, nínu eruku, àti ìmọ́tótó ilé ìdáná àti ilé ìwẹ̀ fún ilé tí ó ní yàrá mẹ́ta tàbí kéré sí i.',
    ),
    'deep-cleaning': words(
      'yo',
      CLEANING,
      'Ìmọ́tótó kíkún',
      'Ìmọ́tótó láti òkè dé ilẹ̀ nígbà tí ẹ bá ń kó wọlé tàbí kó jáde: kọ́bọ́ọ̀dù, fèrèsé, táìlì, fáànù àti ẹ̀yìn àwọn ẹ̀rọ.',
    ),
    'laundry-and-ironing': words(
      'yo',
      CLEANING,
      'Ìfọṣọ àti aṣọ lílọ̀',
      'Fífọ, sísá àti lílọ̀ aṣọ tó tó 20, a ó ká wọn, a ó sì dá wọn padà lọ́jọ́ kan náà.',
    ),
    fumigation: words(
      'yo',
      CLEANING,
      'Ìfúnpá kòkòrò',
      'Ìtọ́jú láti lé aáyán, ìdun, ẹ̀fọn àti eku, pẹ̀lú ìmọ̀ràn ìgbà tí ó dára láti padà wọlé.',
    ),
    'errands-and-market-runs': words(
      'yo',
      ERRANDS,
      'Iṣẹ́ ìránṣẹ́ àti ọjà rírà',
      'Rírajà ní ọjà tàbí ilé ìtajà ńlá láti inú àkọsílẹ̀ yín, sísan owó ìdíyelé àti dídúró lórí ìlà; ẹ ó san owó ọjà bí ó ti jẹ́.',
    ),
    'dispatch-delivery': words(
      'yo',
      ERRANDS,
      'Ìfijíṣẹ́ ẹrù',
      'Gbígbé àti jíjíṣẹ́ ẹrù, ìwé tàbí oúnjẹ láàárín ìlú yín.',
    ),
    plumbing: words(
      'yo',
      REPAIRS,
      'Àtúnṣe páìpù omi',
      'Ẹ̀rọ omi àti páìpù tó ń jò, sínkì àti ilé ìgbọ̀nsẹ̀ tó dí, ẹ̀rọ ìgbóná omi àti ẹ̀rọ ìfàmi; owó ohun èlò wà lọ́tọ̀.',
    ),
    'electrical-repairs': words(
      'yo',
      REPAIRS,
      'Àtúnṣe iná mànàmáná',
      'Sọ́kẹ́ẹ̀tì, sùwíìṣì, iná, wáyà tó bàjẹ́ àti changeover, láti ọwọ́ oníná tó mọṣẹ́; owó ohun èlò wà lọ́tọ̀.',
    ),
    carpentry: words(
      'yo',
      REPAIRS,
      'Iṣẹ́ káfíńtà',
      'Àtúnṣe ilẹ̀kùn àti kọ́bọ́ọ̀dù aṣọ, ìkọ́ àti àgádágodo, pẹpẹ, àti ìsopọ̀ àga.',
    ),
    painting: words(
      'yo',
      REPAIRS,
      'Kíkun ilé',
      'Kíkun inú yàrá kan (ògiri àti òrùlé), pẹ̀lú ìmúrasílẹ̀ ògiri; owó kùn wà lọ́tọ̀.',
    ),
    'generator-repair': words(
      'yo',
      REPAIRS,
      'Àtúnṣe àti ìtọ́jú jẹnẹrétọ̀',
      'Sáàsì, pípààrọ̀ epo àti plọ́ọ̀gì, fífọ kábúrétọ̀ àti wíwá ohun tó bàjẹ́ fún jẹnẹrétọ̀ epo bẹntiróòlù àti dísù.',
    ),
    'ac-servicing': words(
      'yo',
      REPAIRS,
      'Ìtọ́jú AC',
      'Ìmọ́tótó, àyẹ̀wò gáàsì àti ìmọ̀ràn lórí fífi kún un, fún AC split kan.',
    ),
    'moving-help': words(
      'yo',
      MOVING,
      'Ìrànlọ́wọ́ ìkóló',
      'Ọwọ́ alágbára láti di ẹrù, gbé e, kó o sínú ọkọ̀ àti sọ̀ ọ́ kalẹ̀ nígbà tí ẹ bá ń kó kúrò nílé tàbí ọ́fíìsì; owó fún olùrànlọ́wọ́ kọ̀ọ̀kan.',
    ),
    'home-cooking': words(
      'yo',
      COOKING,
      'Oúnjẹ sísè nílé',
      'Olùsè yóò se oúnjẹ tàbí ọbẹ̀ Nàìjíríà ní ilé ìdáná yín pẹ̀lú àwọn èròjà yín.',
    ),
    gardening: words(
      'yo',
      OUTDOOR,
      'Ìtọ́jú ọgbà àti àgbàlá',
      'Gígé koríko, títún ọgbà igi ṣe, yíyọ èpò àti gbígbá àgbàlá.',
    ),
    'car-wash-at-home': words(
      'yo',
      OUTDOOR,
      'Fífọ ọkọ̀ nílé',
      'Fífọ ìta ọkọ̀ kan àti fífi ẹ̀rọ gbá inú rẹ̀, nílé tàbí ọ́fíìsì yín.',
    ),
  },
  ig: {
    'home-cleaning': words(
      'ig',
      CLEANING,
      'Nhicha ụlọ',
      'Izacha, ịhịcha ala, ịchụpụ ájá, na ihicha kichin na ụlọ ịsa ahụ maka ụlọ nwere ime ụlọ ruo 3.',
    ),
    'deep-cleaning': words(
      'ig',
      CLEANING,
      'Nhicha miri emi',
      'Nhicha site n\u2019elu ruo n\u2019ala mgbe ị na-abanye ma ọ bụ na-apụ: kọbọọdụ, windo, taịl, fan na azụ ngwa ụlọ.',
    ),
    'laundry-and-ironing': words(
      'ig',
      CLEANING,
      'Ịsa akwa na ịgba ayọn',
      'Ịsa, ịkpọ nkụ na ịgba ayọn akwa ruo 20, a ga-apịaji ha ma weghachi ha n\u2019otu ụbọchị ahụ.',
    ),
    fumigation: words(
      'ig',
      CLEANING,
      'Ịgba ọgwụ ụmụ ahụhụ',
      'Ọgwụ megide ọchịcha, chinchi, anwụnta na òké, ya na ndụmọdụ mgbe ọ dị mma ịlaghachi n\u2019ime ụlọ.',
    ),
    'errands-and-market-runs': words(
      'ig',
      ERRANDS,
      'Ozi na ịga ahịa',
      'Ịzụ ihe n\u2019ahịa ma ọ bụ supamaket site na ndepụta gị, ịkwụ ụgwọ na iguzo n\u2019ahịrị; ị ga-akwụ ụgwọ ngwongwo otú ọ dị.',
    ),
    'dispatch-delivery': words(
      'ig',
      ERRANDS,
      'Nnyefe ngwongwo',
      'Ibute na inyefe ngwugwu, akwụkwọ ma ọ bụ nri n\u2019ime obodo gị.',
    ),
    plumbing: words(
      'ig',
      REPAIRS,
      'Ndozi pọmpụ mmiri',
      'Pọmpụ na paịpụ na-ehi mmiri, sinki na ụlọ mposi mechiri emechi, ihe na-ekpo mmiri ọkụ na igwe na-adọta mmiri; akụrụngwa dị iche.',
    ),
    'electrical-repairs': words(
      'ig',
      REPAIRS,
      'Ndozi ọkụ eletrik',
      'Sọket, swichi, ọkụ, nsogbu waya na changeover, site n\u2019aka onye eletrik mụrụ ọrụ; akụrụngwa dị iche.',
    ),
    carpentry: words(
      'ig',
      REPAIRS,
      'Ọrụ kapịnta',
      'Ndozi ọnụ ụzọ na kọbọọdụ akwa, hinji na mkpọchi, shelf, na ịkwakọ ngwa ụlọ.',
    ),
    painting: words(
      'ig',
      REPAIRS,
      'Ite agba',
      'Ite agba n\u2019ime otu ime ụlọ (mgbidi na siling), ya na ịkwado mgbidi; agba dị iche.',
    ),
    'generator-repair': words(
      'ig',
      REPAIRS,
      'Ndozi na nlekọta jenereto',
      'Nlekọta, ịgbanwe mmanụ na plọg, ihicha kaburẹto na ịchọpụta nsogbu maka jenereto peetrọl na diesel.',
    ),
    'ac-servicing': words(
      'ig',
      REPAIRS,
      'Nlekọta AC',
      'Ihicha, inyocha gas na ndụmọdụ maka itinye ya, maka otu AC split.',
    ),
    'moving-help': words(
      'ig',
      MOVING,
      'Enyemaka ịkwaga na ibu ibu',
      'Aka siri ike iji kwakọba, bulie, tinye n\u2019ụgbọ ma wepụta ngwongwo mgbe ị na-akwaga ụlọ ma ọ bụ ọfịs; ụgwọ maka onye enyemaka ọ bụla.',
    ),
    'home-cooking': words(
      'ig',
      COOKING,
      'Isi nri n\u2019ụlọ',
      'Onye osi nri ga-esi nri ma ọ bụ ofe Naịjirịa na kichin gị site n\u2019ihe oriri gị.',
    ),
    gardening: words(
      'ig',
      OUTDOOR,
      'Nlekọta ubi na ogige',
      'Ịkpa ahịhịa, ịkpụ ogige osisi, ịwepụ ahịhịa na izacha ogige.',
    ),
    'car-wash-at-home': words(
      'ig',
      OUTDOOR,
      'Ịsa ụgbọ ala n\u2019ụlọ',
      'Ịsa mpụga otu ụgbọ ala na iji igwe hichaa ime ya, n\u2019ụlọ gị ma ọ bụ ọfịs.',
    ),
  },
};

/** A catalogue service's words in `language`, by slug; undefined in English or for a slug it doesn't know. */
export function serviceWordsIn(language: Language, slug: string): Readonly<ServiceWords> | undefined {
  if (language === 'en') return undefined;
  const inLanguage = SERVICE_WORDS[language];
  return Object.prototype.hasOwnProperty.call(inLanguage, slug) ? inLanguage[slug] : undefined;
}
