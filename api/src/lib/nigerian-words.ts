import { CITY_NEIGHBOURHOODS, NIGERIAN_STATES } from 'shared/nigeria';

// Issue 23, finding 9: the words Nigerians build passwords on, which the leaked-password lists behind
// common-passwords.txt barely know (`Samuel@123`, `Lagos@2024`, `Ch1ukwu123`). The password policy
// refuses any of them with only digits and symbols around it. Lower-case letters only: the policy
// compares the letters of a password with these.

/** The words of a list written one after another, separated by spaces and line breaks. */
const words = (text: string) => text.trim().split(/\s+/);

/** First names heard most in Hausa, Yoruba and Igbo homes. */
const FIRST_NAMES = {
  hausa: words(`
    abdul abdullahi abubakar ahmad ahmed aisha aishat ali aliyu amina aminu auwal bashir bello
    binta danjuma fatima fatimah garba habiba hadiza halima haruna hassan hauwa hussaini ibrahim
    idris isah ismail jamilu jummai kabir kabiru khadija ladi lawal maryam muhammadu murtala
    musa nasiru nura rabiu sadiq safiya salisu sani shehu sulaiman suleiman tijjani umar usman
    yakubu yusuf zahra zainab
  `),
  yoruba: words(`
    abiodun ade adebayo adekunle adeola adewale adeyemi ayodele ayomide babatunde biodun bisi
    bola bolanle bukola bunmi busayo damilola dapo dayo deji femi folake funke funmi funmilayo
    gbenga ibukun ifeoluwa jide kayode kehinde kemi kunle lanre lola niyi olamide olumide
    oluwadamilare oluwafemi oluwaseun oluwatobi oluwatosin opeyemi remi ronke segun seun shola
    simi sola taiwo temitope titi tobi tolu tope tosin toyin tunde wale yemi yetunde
  `),
  igbo: words(`
    ada adaeze adanna amaka amarachi chiamaka chibuike chidera chidi chidinma chigozie chika
    chinaza chinedu chinonso chinwe chinyere chioma chisom chukwudi chukwuemeka ebere ebuka
    ekene emeka ifeanyi ifeoma ifeyinwa ikenna kamsi kelechi kosi ngozi nkechi nkem nnamdi nneka
    nonso obi obinna obiora okechukwu onyeka somto tochukwu uche uchenna ugochukwu
  `),
  /** Bible, English and virtue names given all over the country. */
  shared: words(`
    abraham andrew anthony blessing bright charles christiana christopher comfort daniel david
    deborah destiny divine elizabeth emmanuel esther favour francis friday george gift gloria
    godswill godwin goodluck grace happiness henry isaac jacob james john joseph joshua joy
    juliet kingsley luke mark mary matthew mercy michael miracle monday moses patience patrick
    paul peace peter philip precious prince princess promise rebecca richard ruth samuel sarah
    simon solomon stephen success sunday testimony treasure victor victoria wisdom
  `),
};

/** Big cities besides the state names and the cities whose areas the site knows (CITY_NEIGHBOURHOODS). */
const MORE_CITIES = words(`
  aba abakaliki adoekiti ajah akure asaba awka benin benincity calabar eko ife ikeja ikorodu
  ilorin lekki lokoja maiduguri makurdi minna nsukka ogbomoso onitsha oshogbo osogbo owerri
  portharcourt surulere umuahia uyo warri yaba yola zaria
`);

/** Words of faith, Christian and Muslim, in English, Yoruba, Igbo and Arabic. */
const FAITH = words(`
  alhamdulillah allah allahu allahuakbar amen angel bible bismillah blessed blessings chineke
  christ christian chukwu church elshaddai faith favor glory god godisgood hallelujah
  halleluyah heaven holyghost holyspirit immanuel inshallah islam jehovah jehovahjireh jesus
  jesuschrist jesusislord jireh lord mashallah mohammed mosque muhammad muhammed muslim oluwa
  olodumare olorun praise prayer psalm psalms quran ramadan redeemed redeemer salvation
  subhanallah trinity worship
`);

/** Clubs (and the players) people support, at home and abroad. */
const FOOTBALL = words(`
  acmilan arsenal atletico barca barcelona bayern chelsea dortmund enyimba everton intermilan
  juventus kanopillars liverpool mancity manchester manchestercity manchesterunited manunited
  manutd messi milan napoli neymar okocha osimhen psg realmadrid ronaldo shootingstars spurs
  supereagles tottenham
`);

/** The country, its nicknames, its food, and this site. */
const COUNTRY = words(`
  aboki africa african amala ekoonibaje gidi jollof lasgidi naija nigeria nigerian nollywood
  suya wazobia
`);

const lettersOf = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Every word above, with the 36 states and the FCT, and the cities whose areas shared/nigeria knows. */
export const NIGERIAN_WORDS: ReadonlySet<string> = new Set(
  [
    ...Object.values(FIRST_NAMES).flat(),
    ...NIGERIAN_STATES.map((state) => state.name),
    ...Object.keys(CITY_NEIGHBOURHOODS),
    ...MORE_CITIES,
    ...FAITH,
    ...FOOTBALL,
    ...COUNTRY,
  ].map(lettersOf),
);
