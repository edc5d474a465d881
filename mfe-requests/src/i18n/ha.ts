import type { Translation } from 'shared/i18n';
import type { RequestsText } from './en.js';

const ha: Translation<RequestsText> = {
  '{hours, plural, one {# hour} other {# hours}}': '{hours, plural, one {awa #} other {awanni #}}',
  '{minutes, plural, one {# minute} other {# minutes}}': '{minutes, plural, one {minti #} other {mintuna #}}',
  '{when} (Lagos time)': '{when} (lokacin Legas)',
  Service: 'Sabis',
  When: 'Yaushe',
  Price: 'Farashi',
  '{rating} out of 5 stars': 'Taurari {rating} cikin 5',
  'Free times for {name}': 'Lokutan da {name} ke da sarari',
  'Loading free times…': 'Ana loda lokutan da ake da sarari…',
  'Choose another time': 'Zaɓi wani lokaci',
  'Choose an Aboki': 'Zaɓi Aboki',
  'Book an Aboki': 'Yi odar Aboki',
  'Your requests': 'Buƙatunku',
  'Request status': 'Matsayin buƙata',
  Ongoing: 'Ana yi',
  Upcoming: 'Masu zuwa',
  Completed: 'An kammala',
  Cancelled: 'An soke',
  'Photo of {name}': 'Hoton {name}',
  New: 'Sabo',
  'Rated {average} ({count})': 'Maki {average} ({count})',
  'ID and guarantor checked · {month}': 'An duba ID da mai tsaya masa · {month}',
  'Not yet verified': 'Ba a tantance ba tukuna',
  'Speaks {languages}': 'Mai jin {languages}',
  'Abokis near you who are free when you need them, with the price up front.':
    'Aboki da ke kusa da ku, masu sarari a lokacin da kuke buƙata, da farashi a fili.',
  'Loading services…': 'Ana loda sabis-sabis…',
  'We could not load the services': 'Ba mu iya loda sabis-sabis ba',
  'We do not know that service': 'Ba mu san wannan sabis ɗin ba',
  'Choose a service from the list above.': 'Ku zaɓi sabis daga jerin da ke sama.',
  'You were booking {aboki} for {service}, {when}.': 'Kuna yin odar {aboki} don {service}, {when}.',
  'Continue that booking': 'Ci gaba da wannan odar',
  '{service} for {hours, plural, one {# hour} other {# hours}}':
    '{service} na {hours, plural, one {awa #} other {awanni #}}',
  '{day} at {time}': '{day} da ƙarfe {time}',
  'this week': 'a wannan makon',
  '{what} in {lga}, {state}, {when}': '{what} a {lga}, {state}, {when}',
  '{what} in {lga}, {state}, {when}, by an Aboki who speaks {language}':
    '{what} a {lga}, {state}, {when}, daga Aboki mai jin {language}',
  'No Aboki is free for this yet': 'Babu Aboki mai sarari don wannan tukuna',
  'No one offering {service} in {lga} who speaks {language} has a free time in the next 7 days. Try any language, a neighbouring LGA or another service.':
    'Babu wanda ke yin {service} a {lga} mai jin {language} da ke da sarari a kwanaki 7 masu zuwa. Ku gwada kowane harshe, LGA mai makwabtaka ko wani sabis.',
  'No one offering {service} in {lga} has a free time in the next 7 days. Try a neighbouring LGA or another service.':
    'Babu wanda ke yin {service} a {lga} da ke da sarari a kwanaki 7 masu zuwa. Ku gwada LGA mai makwabtaka ko wani sabis.',
  'No one is free at that time': 'Babu wanda ke da sarari a lokacin',
  'These Abokis have free times soon. Choose one of their times.':
    'Waɗannan Aboki za su sami sarari nan ba da daɗewa ba. Ku zaɓi ɗaya daga cikin lokutansu.',
  'Free then': 'Suna da sarari a lokacin',
  'Free this week': 'Suna da sarari a wannan makon',
  Abokis: 'Aboki',
  'Show more Abokis': 'Nuna ƙarin Aboki',
  'Looking for free Abokis…': 'Ana neman Aboki masu sarari…',
  'We could not search': 'Ba mu iya bincike ba',
  '({price} an hour)': '({price} a awa)',
  'Next free:': 'Sarari na gaba:',
  'Next free times of {name}': 'Lokutan sarari na gaba na {name}',
  'Choose {name}': 'Zaɓi {name}',
  Choose: 'Zaɓi',
  'About {name}': 'Game da {name}',
  'We could not load the free times': 'Ba mu iya loda lokutan sarari ba',
  '{name} has no free time this week': 'Babu sarari ga {name} a wannan makon',
  'Choose another Aboki from the list.': 'Ku zaɓi wani Aboki daga jerin.',
  'Back to all Abokis': 'Koma ga duk Aboki',
  'Find an Aboki': 'Nemi Aboki',
  'Choose a service': 'Zaɓi sabis',
  Day: 'Rana',
  Time: 'Lokaci',
  'Any time': 'Kowane lokaci',
  'How many hours': 'Awanni nawa',
  Speaks: 'Harshe',
  'Any language': 'Kowane harshe',
  'Leave the day and time empty to see who is free this week.':
    'Ku bar rana da lokaci babu komai don ganin wanda ke da sarari a wannan makon.',
  'Choose the state': 'Ku zaɓi jiha',
  'Choose an LGA in {state}': 'Ku zaɓi LGA a {state}',
  'Choose the LGA': 'Ku zaɓi LGA',
  'Enter a date as YYYY-MM-DD': 'Ku rubuta kwanan wata kamar YYYY-MM-DD',
  'Choose a time on that day, or clear the day': 'Ku zaɓi lokaci a wannan ranar, ko ku goge ranar',
  'Choose the day for that time': 'Ku zaɓi ranar wannan lokacin',
  'Choose how many hours': 'Ku zaɓi awanni nawa',
  'Choose a language from the list': 'Ku zaɓi harshe daga jerin',
  'Aboki profile': 'Bayanan kan Aboki',
  'Who is coming to help.': 'Wanda zai zo ya taimaka.',
  'An Aboki in {lga}, {state}.': 'Aboki a {lga}, {state}.',
  'Loading the Aboki…': 'Ana loda Aboki…',
  'We could not load this Aboki': 'Ba mu iya loda wannan Aboki ba',
  '{count, plural, one {# job done} other {# jobs done}}':
    '{count, plural, one {an kammala aiki #} other {an kammala ayyuka #}}',
  'With Aboki since {month}': 'A Aboki tun {month}',
  'Works in {areas} ({state})': 'Wuraren aiki: {areas} ({state})',
  'See {name}’s free times': 'Duba lokutan sarari na {name}',
  'Book {name}': 'Yi odar {name}',
  'Services and prices': 'Sabis-sabis da farashi',
  '{price} an hour': '{price} a awa',
  '{price} a job': '{price} a kowane aiki',
  'What Users say': 'Abin da abokan ciniki ke cewa',
  'Loading reviews…': 'Ana loda sharhi…',
  'We could not load the reviews': 'Ba mu iya loda sharhi ba',
  'No reviews yet': 'Babu sharhi tukuna',
  '{name} has not been reviewed yet.': 'Ba a yi wa {name} sharhi ba tukuna.',
  Reviews: 'Sharhi',
  'More reviews': 'Ƙarin sharhi',
  'Confirm your request': 'Tabbatar da buƙatarku',
  'Check the Aboki, the time and the price. Nothing is booked until you send the request.':
    'Ku duba Aboki, lokaci da farashi. Ba a yi oda ba har sai kun aika buƙatar.',
  'Step 1 of 3: Confirm': 'Mataki 1 cikin 3: Tabbatarwa',
  'What the price covers': 'Abin da farashin ya ƙunsa',
  'If you need to cancel': 'Idan kuna buƙatar soke',
  Continue: 'Ci gaba',
  Where: 'Ina',
  '{hours, plural, one {# hour} other {# hours}} of {service}.':
    '{hours, plural, one {awa #} other {awanni #}} na {service}.',
  '{hours, plural, one {# hour} other {# hours}} of {service} at {rate} an hour.':
    '{hours, plural, one {awa #} other {awanni #}} na {service} kan {rate} a awa.',
  'The whole {service} job, at {name}’s own price.': 'Dukan aikin {service}, kan farashin {name} na kansa.',
  'The whole {service} job, about {length} of work, at {name}’s own price.':
    'Dukan aikin {service}, kimanin {length} na aiki, kan farashin {name} na kansa.',
  'Checking the Aboki is free that long…': 'Ana dubawa ko Aboki yana da sarari har wannan lokaci…',
  'We could not check the Aboki’s time. Check your connection and choose again.':
    'Ba mu iya duba lokacin Aboki ba. Ku duba hanyar sadarwarku ku sake zaɓa.',
  '{name} is not free for {next, plural, one {# hour} other {# hours}} from {time}. Keep {hours, plural, one {# hour} other {# hours}}, or choose another time.':
    'Babu sarari ga {name} na {next, plural, one {awa #} other {awanni #}} daga {time}. Ku riƙe {hours, plural, one {awa #} other {awanni #}}, ko ku zaɓi wani lokaci.',
  'Changed to {hours, plural, one {# hour} other {# hours}}: {price}.':
    'An canza zuwa {hours, plural, one {awa #} other {awanni #}}: {price}.',
  'No booking in progress': 'Babu odar da ake yi',
  'Choose a service, a place and an Aboki first.': 'Ku fara zaɓar sabis, wuri da Aboki.',
  'Ongoing requests': 'Buƙatun da ake yi',
  'Jobs in progress now, and accepted jobs that are due.':
    'Ayyukan da ake yi yanzu, da ayyukan da aka karɓa da lokacinsu ya yi.',
  'Upcoming requests': 'Buƙatu masu zuwa',
  'Requests waiting for the day: sent, or accepted by the Aboki’s agent.':
    'Buƙatun da ke jiran ranar: an aika, ko wakilin Aboki ya karɓa.',
  'Completed requests': 'Buƙatun da aka kammala',
  'Jobs the Aboki has finished.': 'Ayyukan da Aboki ya gama.',
  'Cancelled requests': 'Buƙatun da aka soke',
  'Requests that were cancelled, declined, expired or missed.':
    'Buƙatun da aka soke, aka ƙi, suka ƙare ko ba a zo ba.',
  'Nothing in progress': 'Babu abin da ake yi',
  'Jobs appear here while the Aboki is with you, and when an accepted job is due.':
    'Ayyuka za su bayyana a nan lokacin da Aboki yake tare da ku, da kuma lokacin da aikin da aka karɓa ya yi.',
  'No upcoming requests': 'Babu buƙatu masu zuwa',
  'Requests you send appear here until the day comes.':
    'Buƙatun da kuka aika za su bayyana a nan har ranar ta zo.',
  'No completed jobs yet': 'Babu aikin da aka kammala tukuna',
  'Jobs appear here once the Aboki has finished them.':
    'Ayyuka za su bayyana a nan da zarar Aboki ya gama su.',
  'Nothing cancelled': 'Babu abin da aka soke',
  'Requests that were cancelled, declined, expired or missed appear here.':
    'Buƙatun da aka soke, aka ƙi, suka ƙare ko ba a zo ba za su bayyana a nan.',
  'Loading your requests…': 'Ana loda buƙatunku…',
  'We could not load your requests': 'Ba mu iya loda buƙatunku ba',
  Requests: 'Buƙatu',
  'Load more': 'Ƙara lodawa',
  Requested: 'Ana jiran wakili',
  Accepted: 'An karɓa',
  'In progress': 'Ana kan aiki',
  'Awaiting payment': 'Ana jiran biya',
  Declined: 'An ƙi',
  Expired: 'Ya ƙare',
  'Cancelled by you': 'Ku kuka soke',
  'Cancelled by the agent': 'Wakili ya soke',
  'Missed: no one at the address': 'Ba a samu kowa a adireshin ba',
  'Missed: the Aboki did not come': 'Aboki bai zo ba',
  'Request {reference}': 'Buƙata {reference}',
  Request: 'Buƙata',
  'Everything about this request.': 'Komai game da wannan buƙatar.',
  'Loading the request…': 'Ana loda buƙatar…',
  'No such request': 'Babu irin wannan buƙatar',
  'It may belong to another account. Your own requests are in the tabs above.':
    'Wataƙila ta wani asusu ce. Buƙatunku suna cikin shafukan da ke sama.',
  'We could not load this request': 'Ba mu iya loda wannan buƙatar ba',
  'Not available offline': 'Babu ita ba tare da intanet ba',
  'This request has not been opened on this phone yet, so it is not available offline. It opens as soon as you are back online.':
    'Ba a taɓa buɗe wannan buƙatar a wayar nan ba, don haka babu ita ba tare da intanet ba. Za ta buɗe da zarar intanet ya dawo.',
  'You are offline. This is the request as this phone last saw it, at {time} on {day}; the start code works at the gate.':
    'Ba ku da intanet. Wannan ita ce buƙatar kamar yadda wayar nan ta gan ta a ƙarshe, da ƙarfe {time} ranar {day}; lambar farawa tana aiki a ƙofa.',
  'Reason given: {reason}': 'Dalilin da aka bayar: {reason}',
  'Cancellation fee recorded: {fee}': 'Kuɗin sokewa da aka rubuta: {fee}',
  'Back to your requests': 'Koma ga buƙatunku',
  'Start code': 'Lambar farawa',
  'Start code: {digits}.': 'Lambar farawa: {digits}.',
  'Give this code to your Aboki when they arrive. They need it to start the job.':
    'Ku ba Abokinku wannan lambar idan an iso. Ana buƙatarta kafin a fara aikin.',
  Reference: 'Lambar shaida',
  Address: 'Adireshi',
  Landmark: 'Alama',
  For: 'Don',
  'Booked by': 'Wanda ya yi oda',
  Notes: 'Bayani',
  'Cancelling now is free.': 'Soke yanzu kyauta ne.',
  'It is less than {hours, plural, one {# hour} other {# hours}} before the start, so cancelling now costs {percent} % of the price (at least {min}).':
    'Saura ƙasa da {hours, plural, one {awa #} other {awanni #}} kafin farawa, don haka soke yanzu zai ci {percent} % na farashin (aƙalla {min}).',
  'This request can no longer be cancelled.': 'Ba za a iya soke wannan buƙatar ba yanzu.',
  'Cancel request': 'Soke buƙata',
  'Cancel this request?': 'Ku soke wannan buƙatar?',
  'Cancellation fee: {fee}': 'Kuɗin sokewa: {fee}',
  'The fee is kept from what you paid; {refund} goes back to you through Paystack.':
    'Za a cire kuɗin daga abin da kuka biya; {refund} zai dawo muku ta Paystack.',
  'What you paid ({refund}) goes back to you in full through Paystack.':
    'Abin da kuka biya ({refund}) zai dawo muku gaba ɗaya ta Paystack.',
  'You pay the fee in cash to settle it; it is recorded on your account.':
    'Za ku biya kuɗin da kuɗi hannu don daidaitawa; an rubuta shi a asusunku.',
  'Why are you cancelling?': 'Me ya sa kuke sokewa?',
  'Cancel for free': 'Soke kyauta',
  'Cancel and get {refund} back': 'Soke, karɓi {refund}',
  'Cancel and pay {fee}': 'Soke, biya {fee}',
  'Keep the request': 'Riƙe buƙatar',
  "The Aboki didn't come": 'Aboki bai zo ba',
  'The Aboki didn’t come': 'Aboki bai zo ba',
  'Report that {name} did not come? The request closes and you pay nothing.':
    'Ku sanar cewa ba a ga {name} ba? Buƙatar za ta rufe kuma ba za ku biya komai ba.',
  'Yes, they did not come': 'Ee, ba a zo ba',
  'Not yet': 'Tukuna',
  'What happened': 'Abin da ya faru',
  Timeline: 'Tarihi',
  'New time asked': 'An nemi sabon lokaci',
  'Old time kept': 'An riƙe tsohon lokaci',
  'Moved to the new time': 'An koma sabon lokaci',
  'New time declined': 'An ƙi sabon lokaci',
  'New time not answered': 'Ba a amsa sabon lokaci ba',
  'Your review': 'Sharhinku',
  'Rate {name}': 'Ku ba {name} maki',
  'How did it go?': 'Yaya aikin ya kasance?',
  '{value, plural, one {# star} other {# stars}}': '{value, plural, one {tauraro #} other {taurari #}}',
  Comment: 'Sharhi',
  'Choose a rating from 1 to 5 stars': 'Ku zaɓi maki daga tauraro 1 zuwa 5',
  'Send review': 'Aika sharhi',
  Payment: 'Biya',
  'Cash on completion': 'Kuɗi hannu bayan aiki',
  'Card, through Paystack': 'Kati, ta Paystack',
  'Bank transfer, through Paystack': 'Tura kuɗi ta banki, ta Paystack',
  'Paid in cash': 'An biya da kuɗi hannu',
  'Paid by card': 'An biya da kati',
  'Paid by bank transfer': 'An biya ta banki',
  'Waiting for your card payment': 'Ana jiran biyanku da kati',
  'Waiting for your bank transfer': 'Ana jiran kuɗin da kuka tura ta banki',
  'Not paid': 'Ba a biya ba',
  'Refund on its way': 'Ana mayar da kuɗi',
  'Refunded in full': 'An mayar da kuɗi gaba ɗaya',
  'Partly refunded': 'An mayar da wani ɓangare',
  Paid: 'An biya',
  '{amount} on {moment}': '{amount} a {moment}',
  'Platform commission ({percent}%)': 'Kuɗin dandalin Aboki ({percent}%)',
  'To the Aboki and their agent': 'Abin da Aboki da wakilinsa za su karɓa',
  'On its way': 'Yana kan hanya',
  'Paid back': 'An mayar',
  'Failed: contact support': 'Bai yi nasara ba: ku tuntuɓi tallafi',
  Refunds: 'Mayar da kuɗi',
  'Paid back on {moment}': 'An mayar a {moment}',
  'Asked for on {moment}': 'An nema a {moment}',
  'Waiting for your payment': 'Ana jiran biyanku',
  'The request goes to the Aboki once Paystack confirms your payment of {amount}.':
    'Buƙatar za ta tafi ga Aboki da zarar Paystack ya tabbatar da biyanku na {amount}.',
  'Pay by {moment}: after that the Aboki’s time is freed.':
    'Ku biya kafin {moment}: bayan haka za a saki lokacin Aboki.',
  'Pay now': 'Biya yanzu',
  'Receipt for {reference}': 'Rasit na {reference}',
  'View receipt': 'Duba rasit',
  Print: 'Buga',
  'Save a copy': 'Ajiye kwafi',
  'Close the receipt': 'Rufe rasit',
  Owed: 'Abin da ake bi',
  'Cash you recorded': 'Kuɗin da kuka rubuta',
  'Cash recorded by your Aboki': 'Kuɗin da Abokinku ya rubuta',
  'on {moment}': 'a {moment}',
  'Reason for the difference': 'Dalilin bambancin',
  'The customer confirmed': 'Abokin ciniki ya tabbatar',
  'You confirmed': 'Kun tabbatar',
  'Aboki support': 'Tallafin Aboki',
  'Looking into the difference; they will contact you and the customer':
    'Suna duba bambancin; za su tuntuɓe ku da abokin ciniki',
  'Looking into the difference; they will contact you': 'Suna duba bambancin; za su tuntuɓe ku',
  'Aboki support will contact you': 'Tallafin Aboki zai tuntuɓe ku',
  'You told us you paid {paid}, but {name} recorded {recorded}. Aboki support will contact you about the difference.':
    'Kun gaya mana kun biya {paid}, amma rubutun {name} {recorded} ne. Tallafin Aboki zai tuntuɓe ku game da bambancin.',
  'Did you pay {amount}?': 'Kun biya {amount}?',
  '{name} recorded {amount} in cash for this job.':
    'Rubutun {name}: {amount} na kuɗi hannu don wannan aikin.',
  'You owed {owed}.': 'Abin da ake bin ku {owed} ne.',
  'You owed {owed}; the reason they gave: “{reason}”.':
    'Abin da ake bin ku {owed} ne; dalilin da suka bayar: “{reason}”.',
  'Please tell us what you paid: if it is different, Aboki support will contact you.':
    'Don Allah ku gaya mana abin da kuka biya: idan ya bambanta, Tallafin Aboki zai tuntuɓe ku.',
  'Amount you paid (₦)': 'Kuɗin da kuka biya (₦)',
  'Send the amount': 'Aika adadin',
  Back: 'Koma baya',
  'Yes, I paid {amount}': 'Ee, na biya {amount}',
  'No, I paid a different amount': 'A’a, na biya wani adadi',
  'Moving fee recorded: {fee}. Please settle it with {name}’s agent.':
    'Kuɗin canza lokaci da aka rubuta: {fee}. Don Allah ku daidaita shi da wakilin {name}.',
  '{name} could not move to {span}, so your request stays at its time.':
    'Ba a iya komawa {span} tare da {name} ba, don haka buƙatarku tana nan a lokacinta.',
  'There was no answer to moving to {span}, so your request stays at its time.':
    'Ba a amsa maganar komawa {span} ba, don haka buƙatarku tana nan a lokacinta.',
  'Waiting for {name}’s answer to move to {span}.': 'Ana jiran amsar {name} don komawa {span}.',
  'Your time, {span}, is kept until then. With no answer by {moment}, it stays as it is.':
    'Lokacinku, {span}, yana nan har zuwa lokacin. Idan ba amsa kafin {moment}, zai tsaya yadda yake.',
  'If the new time is accepted, {fee} is recorded for moving, as cancelling would cost.':
    'Idan an karɓi sabon lokacin, za a rubuta {fee} na canza lokaci, kamar yadda sokewa zai ci.',
  'Keep the old time': 'Riƙe tsohon lokaci',
  'Change time': 'Canza lokaci',
  'Choose a new time': 'Zaɓi sabon lokaci',
  'Now: {span}.': 'Yanzu: {span}.',
  'Move to {span}?': 'Koma zuwa {span}?',
  'Ask to move': 'Nemi canji',
  'No free times in these days.': 'Babu lokacin sarari a waɗannan kwanaki.',
  'Show later dates': 'Nuna kwanaki na gaba',
  'Not now': 'Ba yanzu ba',
  '{aboki} accepted your {service} request': '{aboki}: an karɓi buƙatarku ta {service}',
  '{aboki} declined your {service} request': '{aboki}: an ƙi buƙatarku ta {service}',
  'Your {service} request expired: {aboki} did not answer in time':
    'Buƙatarku ta {service} ta ƙare: ba a sami amsa daga {aboki} a kan lokaci ba',
  '{aboki} started your {service} job': '{aboki}: an fara aikinku na {service}',
  '{aboki} completed your {service} job. Rate them on the job page.':
    '{aboki}: an kammala aikinku na {service}. Ku ba da maki a shafin aikin.',
  '{aboki}’s agent cancelled your {service} request': 'Wakilin {aboki}: an soke buƙatarku ta {service}',
  '{aboki} reported that no one was at the address for your {service} job':
    '{aboki}: an ce babu kowa a adireshin don aikinku na {service}',
  '{aboki} accepted the new time for your {service} request':
    '{aboki}: an karɓi sabon lokaci don buƙatarku ta {service}',
  '{aboki} cannot take the new time for your {service} request; it stays at its time':
    '{aboki}: ba za a iya ɗaukar sabon lokaci don buƙatarku ta {service} ba; tana nan a lokacinta',
  'No answer to the new time for your {service} request; it stays at its time':
    'Ba a amsa sabon lokaci don buƙatarku ta {service} ba; tana nan a lokacinta',
  'Your {service} booking was not paid in time, so {aboki}’s time was freed':
    'Ba a biya odarku ta {service} a kan lokaci ba, don haka an saki lokacin {aboki}',
  'Booking is for Users': 'Abokan ciniki ne ke yin oda',
  'Abokis are booked from a User account; agents manage the Abokis who do the work.':
    'Ana yin odar Aboki daga asusun abokin ciniki; wakilai suna kula da Aboki masu yin aikin.',
  'Your account is an agent account': 'Asusunku na wakili ne',
  'You can follow the jobs booked with your Abokis under your requests.':
    'Kuna iya bin ayyukan da aka yi oda da Abokinku a cikin buƙatunku.',
  'See the requests': 'Duba buƙatun',
  'Choose how to pay': 'Zaɓi yadda za ku biya',
  'Pay the Aboki in cash when the job is done, or pay now through Paystack where offered.':
    'Ku biya Aboki da kuɗi hannu idan an gama aikin, ko ku biya yanzu ta Paystack inda akwai.',
  'Loading the ways to pay…': 'Ana loda hanyoyin biya…',
  'We could not load the ways to pay': 'Ba mu iya loda hanyoyin biya ba',
  'No way to pay is open right now': 'Babu hanyar biya a buɗe yanzu',
  'Step 2 of 3: Payment': 'Mataki 2 cikin 3: Biya',
  'How to pay': 'Yadda za ku biya',
  'Pay {name} {price} in cash when the job is done. Nothing is paid now.':
    'Ku biya {name} {price} da kuɗi hannu idan an gama aikin. Ba za ku biya komai yanzu ba.',
  Card: 'Kati',
  'Pay {price} now by card on Paystack’s secure page. If the Aboki declines, the request expires or the Aboki does not come, you get it all back; if you cancel late, you get it back less the cancellation fee.':
    'Ku biya {price} yanzu da kati a amintaccen shafin Paystack. Idan Aboki ya ƙi, buƙatar ta ƙare ko Aboki bai zo ba, za a mayar muku da duka; idan kun soke a makare, za a mayar muku ban da kuɗin sokewa.',
  'Bank transfer': 'Tura kuɗi ta banki',
  'Pay {price} now by bank transfer on Paystack’s page, with the same refunds as card.':
    'Ku biya {price} yanzu ta tura kuɗi ta banki a shafin Paystack, da irin mayar da kuɗin kati.',
  'You pay after the next step. The Aboki’s time is held for you for {minutes, plural, one {# minute} other {# minutes}} while you pay; the request goes to them once Paystack confirms the payment.':
    'Za ku biya bayan mataki na gaba. Za a riƙe muku lokacin Aboki na {minutes, plural, one {minti #} other {mintuna #}} yayin da kuke biya; buƙatar za ta tafi gare shi da zarar Paystack ya tabbatar da biyan.',
  'Request details': 'Bayanan buƙata',
  'Where should the Aboki come? Your address is shared only with the Aboki’s agent.':
    'Ina Aboki zai zo? Wakilin Aboki kaɗai ne zai ga adireshinku.',
  'Step 3 of 3: Details': 'Mataki 3 cikin 3: Bayanai',
  'Loading your address…': 'Ana loda adireshinku…',
  'Check the booking': 'Ku duba odar',
  '{message} Sending it again is safe: it cannot book twice.':
    '{message} Sake aikawa ba matsala: ba zai yi oda sau biyu ba.',
  'Request {reference} is waiting for your payment. Sending below pays for it the way you choose now; nothing is booked twice.':
    'Buƙata {reference} tana jiran biyanku. Aikawa a ƙasa zai biya ta ta hanyar da kuka zaɓa yanzu; ba za a yi oda sau biyu ba.',
  'Pay for it or see it': 'Biya ta ko ku duba ta',
  'Choose another way to pay': 'Zaɓi wata hanyar biya',
  'House number and street in {lga}, {state}.': 'Lambar gida da titi a {lga}, {state}.',
  'Something near the address everyone knows.': 'Wani abu kusa da adireshin da kowa ya sani.',
  'Notes for the Aboki': 'Bayani ga Aboki',
  'E.g. the gate code, or what needs doing most.': 'Misali lambar ƙofa, ko abin da ya fi buƙatar a yi.',
  'I am booking for someone else (the address is theirs)': 'Ina yi wa wani oda (adireshin nasa ne)',
  'Who the Aboki will help': 'Wanda Aboki zai taimaka',
  'Their name': 'Sunansa',
  'Their phone number': 'Lambar wayarsa',
  'Next you pay {price} by card on Paystack’s page. The Aboki’s time is held for {minutes, plural, one {# minute} other {# minutes}}; the request goes to them once the payment is confirmed.':
    'Na gaba za ku biya {price} da kati a shafin Paystack. Za a riƙe lokacin Aboki na {minutes, plural, one {minti #} other {mintuna #}}; buƙatar za ta tafi gare shi da zarar an tabbatar da biyan.',
  'Next you pay {price} by bank transfer on Paystack’s page. The Aboki’s time is held for {minutes, plural, one {# minute} other {# minutes}}; the request goes to them once the payment is confirmed.':
    'Na gaba za ku biya {price} ta tura kuɗi ta banki a shafin Paystack. Za a riƙe lokacin Aboki na {minutes, plural, one {minti #} other {mintuna #}}; buƙatar za ta tafi gare shi da zarar an tabbatar da biyan.',
  'You pay the Aboki in cash when the job is done.': 'Za ku biya Aboki da kuɗi hannu idan an gama aikin.',
  'Send request and pay': 'Aika ku biya',
  'Send request': 'Aika buƙata',
  'Request sent': 'An aika buƙata',
  'Your request is with the Aboki’s agent. You will get an email when they accept it.':
    'Buƙatarku tana wurin wakilin Aboki. Za ku sami imel idan ya karɓa.',
  'Your request goes to the Aboki’s agent once Paystack confirms your payment.':
    'Buƙatarku za ta tafi ga wakilin Aboki da zarar Paystack ya tabbatar da biyanku.',
  'Loading your request…': 'Ana loda buƙatarku…',
  'Find all your requests under your upcoming requests.': 'Ku sami duk buƙatunku a cikin buƙatu masu zuwa.',
  'We could not load your request': 'Ba mu iya loda buƙatarku ba',
  'Your reference: {reference}': 'Lambar shaidarku: {reference}',
  'What happens next': 'Abin da zai biyo baya',
  'The Aboki’s agent accepts or declines your request; we email you either way.':
    'Wakilin Aboki zai karɓa ko ya ƙi buƙatarku; za mu aiko muku da imel ko yaya.',
  'On the day, the Aboki comes to the address. Give them the start code so they can start.':
    'A ranar, Aboki zai zo adireshin. Ku ba shi lambar farawa don ya fara.',
  'Nothing more to pay. If the Aboki declines, the request expires or the Aboki does not come, your {amount} comes back in full; if you cancel late, less the cancellation fee.':
    'Babu sauran biya. Idan Aboki ya ƙi, buƙatar ta ƙare ko Aboki bai zo ba, {amount} ɗinku zai dawo gaba ɗaya; idan kun soke a makare, ban da kuɗin sokewa.',
  'When the job is done, pay the Aboki in cash.': 'Idan an gama aikin, ku biya Aboki da kuɗi hannu.',
  'See upcoming requests': 'Duba buƙatu masu zuwa',
  'Book another Aboki': 'Yi odar wani Aboki',
  'Payment not completed': 'Ba a kammala biya ba',
  'Nothing was charged.': 'Ba a cire ko sisi ba.',
  'A request waiting for its payment is under your ongoing requests.':
    'Buƙatar da ke jiran biya tana cikin buƙatun da ake yi.',
  'See ongoing requests': 'Duba buƙatun da ake yi',
  'Request not sent': 'Ba a aika buƙata ba',
  'Nothing was booked and nothing was paid.': 'Ba a yi oda ba kuma ba a biya komai ba.',
  'No request failed': 'Babu buƙatar da ta gaza',
  'Choose an Aboki to book.': 'Ku zaɓi Aboki don yin oda.',
  'That time has just been taken': 'An ɗauki wannan lokacin yanzun nan',
  'Your details are kept: choose another time and send it again.':
    'Bayananku suna nan: ku zaɓi wani lokaci ku sake aikawa.',
  'Choose another Aboki': 'Zaɓi wani Aboki',
  'This request may already have been sent': 'Wataƙila an riga an aika wannan buƙatar',
  'This booking cannot be made': 'Ba za a iya yin wannan odar ba',
  'Time to pay ran out': 'Lokacin biya ya ƙare',
  'Nothing was charged, and the request was not sent.': 'Ba a cire ko sisi ba, kuma ba a aika buƙatar ba.',
  'Request {reference} was not paid in time': 'Ba a biya buƙata {reference} a kan lokaci ba',
  'Book again': 'Sake yin oda',
  'Your request has not been sent to the Aboki yet.': 'Ba a aika buƙatarku ga Aboki ba tukuna.',
  'Sign in to try again': 'Ku shiga don sake gwadawa',
  'Try again': 'Sake gwadawa',
  'Pay cash instead': 'Biya da kuɗi hannu',
  'We could not search for Abokis. Please try again.': 'Ba mu iya neman Aboki ba. Don Allah ku sake gwadawa.',
  'We could not load this Aboki’s free times. Please try again.':
    'Ba mu iya loda lokutan sarari na wannan Aboki ba. Don Allah ku sake gwadawa.',
  'We could not load this Aboki’s profile. Please try again.':
    'Ba mu iya loda bayanan kan wannan Aboki ba. Don Allah ku sake gwadawa.',
  'We could not load more reviews. Please try again.':
    'Ba mu iya loda ƙarin sharhi ba. Don Allah ku sake gwadawa.',
  'We could not load your profile. Please try again.':
    'Ba mu iya loda bayanan kanku ba. Don Allah ku sake gwadawa.',
  'We could not send your request. Please try again.':
    'Ba mu iya aika buƙatarku ba. Don Allah ku sake gwadawa.',
  'We could not load your requests. Please try again.':
    'Ba mu iya loda buƙatunku ba. Don Allah ku sake gwadawa.',
  'We could not load this request. Please try again.':
    'Ba mu iya loda wannan buƙatar ba. Don Allah ku sake gwadawa.',
  'We could not work out what cancelling costs. Please try again.':
    'Ba mu iya lissafa kuɗin sokewa ba. Don Allah ku sake gwadawa.',
  'We could not cancel the request. Please try again.':
    'Ba mu iya soke buƙatar ba. Don Allah ku sake gwadawa.',
  'We could not record that the Aboki did not come. Please try again.':
    'Ba mu iya rubuta cewa Aboki bai zo ba. Don Allah ku sake gwadawa.',
  'We could not load what happened to this request.': 'Ba mu iya loda abin da ya faru da wannan buƙatar ba.',
  'We could not send your review. Please try again.':
    'Ba mu iya aika sharhinku ba. Don Allah ku sake gwadawa.',
  'We could not send what you paid. Please try again.':
    'Ba mu iya aika abin da kuka biya ba. Don Allah ku sake gwadawa.',
  'We could not load the ways to pay. Please try again.':
    'Ba mu iya loda hanyoyin biya ba. Don Allah ku sake gwadawa.',
  'We could not start the payment. Please try again.': 'Ba mu iya fara biyan ba. Don Allah ku sake gwadawa.',
  'We could not switch this request to cash. Please try again.':
    'Ba mu iya mayar da wannan buƙatar zuwa kuɗi hannu ba. Don Allah ku sake gwadawa.',
  'We could not load the receipt. Please try again.':
    'Ba mu iya loda rasit ɗin ba. Don Allah ku sake gwadawa.',
  'We could not check for a change of time on this request.':
    'Ba mu iya duba ko akwai canjin lokaci a wannan buƙatar ba.',
  'We could not load the Aboki’s free times. Please try again.':
    'Ba mu iya loda lokutan sarari na Aboki ba. Don Allah ku sake gwadawa.',
  'We could not ask for the new time. Please try again.':
    'Ba mu iya neman sabon lokacin ba. Don Allah ku sake gwadawa.',
  'We could not keep the old time. Please try again.':
    'Ba mu iya riƙe tsohon lokacin ba. Don Allah ku sake gwadawa.',
  'Request cancelled.': 'An soke buƙata.',
  'Recorded: the Aboki did not come.': 'An rubuta: Aboki bai zo ba.',
  'Thank you for your review.': 'Na gode da sharhinku.',
  'Thank you.': 'Na gode.',
  'Asked. Your old time is kept until the Aboki’s agent answers.':
    'An nema. Tsohon lokacinku yana nan har sai wakilin Aboki ya amsa.',
  'You kept the old time.': 'Kun riƙe tsohon lokaci.',
  // When a job goes wrong (issue 25).
  'We could not load the report about this job. Please try again.':
    'Ba mu iya loda rahoton wannan aiki ba. Don Allah ku sake gwadawa.',
  'We could not send your report. Please try again.':
    'Ba mu iya aika rahotonku ba. Don Allah ku sake gwadawa.',
  'We could not add this photo. Please try again.':
    'Ba mu iya ƙara wannan hoton ba. Don Allah ku sake gwadawa.',
  'We could not send your answer. Please try again.': 'Ba mu iya aika amsarku ba. Don Allah ku sake gwadawa.',
  'Thank you. We have your report.': 'Na gode. Mun karɓi rahotonku.',
  'Your answer has been sent.': 'An aika amsarku.',
  'We could not load this photo.': 'Ba mu iya loda wannan hoton ba.',
  '{count} of {max} characters (at least {min})': 'Haruffa {count} cikin {max} (aƙalla {min})',
  'Loading the report about this job…': 'Ana loda rahoton wannan aiki…',
  'A problem with this job': 'Matsala game da wannan aiki',
  'Choose a JPEG, PNG or WebP photo.': 'Ku zaɓi hoto na JPEG, PNG ko WebP.',
  'This photo is too large. Choose one under {size} MB.':
    'Wannan hoton ya yi girma da yawa. Ku zaɓi wanda bai kai {size} MB ba.',
  Photos: 'Hotuna',
  'Up to {max} photos of what happened (JPEG, PNG or WebP, under {size} MB each). They are sent one by one after your report, so a slow connection loses nothing.':
    'Har hotuna {max} na abin da ya faru (JPEG, PNG ko WebP, kowanne ƙasa da {size} MB). Ana aika su ɗaya bayan ɗaya bayan rahotonku, don haka jinkirin intanet ba zai ɓata komai ba.',
  'Your photos': 'Hotunanku',
  Photo: 'Hoto',
  'Remove {name}': 'Cire {name}',
  'Add a photo': 'Ƙara hoto',
  'That is the most photos a report can have.': 'Wannan shi ne iyakar hotunan da rahoto zai iya ɗauka.',
  'Something went wrong?': 'Wani abu bai tafi daidai ba?',
  'You can report a problem with this job until {when}.':
    'Kuna iya kai rahoton matsala game da wannan aiki har zuwa {when}.',
  'Report a problem': 'Kai rahoton matsala',
  'The Aboki team reads every report. You can send it until {when}.':
    'Ƙungiyar Aboki tana karanta kowane rahoto. Kuna iya aika shi har zuwa {when}.',
  'What went wrong?': 'Me ya faru ba daidai ba?',
  'Choose this if you or anyone in your home felt in danger. We stop the Aboki from taking bookings at once and alert our team straight away. If someone is in danger now, call 112.':
    'Ku zaɓi wannan idan ku ko wani a gidanku ya ji yana cikin haɗari. Nan take za mu dakatar da Aboki daga karɓar oda, kuma mu sanar da ƙungiyarmu nan da nan. Idan wani yana cikin haɗari yanzu, ku kira 112.',
  'What happened?': 'Me ya faru?',
  'Send the report': 'Aika rahoton',
  Cancel: 'Soke',
  'Your report': 'Rahotonku',
  'A problem was reported': 'An kai rahoton matsala',
  'The earnings for this job are held until the Aboki team decides.':
    'An riƙe kuɗin wannan aiki har sai ƙungiyar Aboki ta yanke shawara.',
  'What went wrong': 'Abin da bai tafi daidai ba',
  Reported: 'An kai rahoto',
  'What you wrote': 'Abin da kuka rubuta',
  'What the customer wrote': 'Abin da abokin ciniki ya rubuta',
  'The agent’s side': 'Bayanin wakili',
  'Your side': 'Bayaninku',
  'Sent {when}': 'An aika {when}',
  'No answer was given.': 'Ba a ba da amsa ba.',
  'No answer yet. The agent can answer until {when}.':
    'Babu amsa tukuna. Wakili zai iya amsawa har zuwa {when}.',
  'Back to the card or bank account that paid, through Paystack. Banks usually take 5 to 10 working days.':
    'Za a mayar da kuɗi zuwa katin ko asusun banki da ya biya, ta Paystack. Bankuna kan ɗauki kwanakin aiki 5 zuwa 10.',
  'Back to the customer’s card or bank account, through Paystack.':
    'Za a mayar da kuɗi zuwa katin ko asusun banki na abokin ciniki, ta Paystack.',
  'The job was paid in cash: the Aboki team will contact you to pay it back.':
    'An biya wannan aiki da kuɗi hannu: ƙungiyar Aboki za ta tuntuɓe ku don mayar da kuɗin.',
  'The job was paid in cash: the Aboki team pays it back to the customer.':
    'An biya wannan aiki da kuɗi hannu: ƙungiyar Aboki ce za ta mayar wa abokin ciniki kuɗin.',
  'The decision': 'Hukuncin',
  Decision: 'Hukunci',
  Refund: 'Mayar da kuɗi',
  'Where the refund goes': 'Inda za a mayar da kuɗin',
  Why: 'Dalili',
  Decided: 'An yanke hukunci',
  'Give your side': 'Ku ba da bayaninku',
  'The Aboki team reads both sides before deciding. Answer before {when}.':
    'Ƙungiyar Aboki tana karanta bayanan ɓangarorin biyu kafin ta yanke shawara. Ku amsa kafin {when}.',
  'Your side of what happened': 'Bayaninku game da abin da ya faru',
  'Send your side': 'Aika bayaninku',
  'Photo {number} of the report': 'Hoto na {number} na rahoton',
  'Load photo {number} again': 'Sake loda hoto na {number}',
  'The Aboki did not come': 'Aboki bai zo ba',
  'Something was damaged or broken': 'Wani abu ya lalace ko ya karye',
  'The work was not done well': 'Ba a yi aikin da kyau ba',
  'I was asked to pay more than agreed': 'An nemi na biya fiye da yadda aka amince',
  'I felt unsafe, or someone was threatened or hurt':
    'Ban ji ina cikin aminci ba, ko an yi wa wani barazana ko an ji masa rauni',
  'Charged more than agreed': 'An karɓi fiye da yadda aka amince',
  'Safety: felt unsafe, threatened or hurt': 'Tsaro: an ji rashin aminci, barazana ko rauni',
  'The Aboki team is looking into it': 'Ƙungiyar Aboki tana bincike a kai',
  'A decision is being checked by a second person on the Aboki team':
    'Wani mutum na biyu a ƙungiyar Aboki yana duba hukuncin',
  'Full refund': 'Mayar da dukan kuɗi',
  'Part of the payment refunded': 'An mayar da wani ɓangare na kuɗin',
  'No refund': 'Babu mayar da kuɗi',
  'Sent after your report': 'Za a aika bayan rahotonku',
  'Uploading…': 'Ana ɗorawa…',
  'Added to your report': 'An ƙara shi a rahotonku',
  'Not added': 'Ba a ƙara ba',
  // Support tickets (issue 25).
  'We could not send your message. Please try again.':
    'Ba mu iya aika saƙonku ba. Don Allah ku sake gwadawa.',
  'We could not load this conversation. Please try again.':
    'Ba mu iya buɗe wannan tattaunawar ba. Don Allah ku sake gwadawa.',
  'Get help with this request': 'Nemi taimako game da wannan buƙata',
  'Sent. Aboki support will answer you on the conversation page and by e-mail.':
    'An aika. Tallafin Aboki zai amsa muku a shafin tattaunawar da kuma ta imel.',
  'See the conversation {reference}': 'Duba tattaunawar {reference}',
  'What do you need help with?': 'Me kuke buƙatar taimako a kai?',
  'Aboki support reads it and answers you by e-mail, usually within a working day.':
    'Tallafin Aboki zai karanta ya amsa muku ta imel, yawanci cikin ranar aiki ɗaya.',
  'Send to Aboki support': 'Aika wa tallafin Aboki',
  'Ask Aboki support': 'Tambayi tallafin Aboki',
  'Waiting for Aboki support to answer': 'Ana jiran tallafin Aboki ya amsa',
  'Aboki support has answered you': 'Tallafin Aboki ya amsa muku',
  'Resolved. Write again below if you still need help.':
    'An warware. Ku sake rubutawa a ƙasa idan har yanzu kuna buƙatar taimako.',
  'Your message to Aboki support': 'Saƙonku zuwa ga tallafin Aboki',
  'Your report about request {reference}': 'Rahotonku game da buƙata {reference}',
  'Help with request {reference}': 'Taimako game da buƙata {reference}',
  'Your conversation with Aboki support': 'Tattaunawarku da tallafin Aboki',
  'Loading the conversation…': 'Ana buɗe tattaunawar…',
  'This conversation is not available': 'Wannan tattaunawar ba ta samuwa',
  'We could not load this conversation': 'Ba mu iya buɗe wannan tattaunawar ba',
  'Conversation {reference} · {status}': 'Tattaunawa {reference} · {status}',
  'Your message was sent. This link has now been used: we will e-mail you a new one with our next answer.':
    'An aika saƙonku. An riga an yi amfani da wannan mahaɗin: za mu aiko muku da sabo a amsarmu ta gaba.',
  Messages: 'Saƙonni',
  '{who}, {when}': '{who}, {when}',
  You: 'Ku',
  'Write to Aboki support': 'Rubuta wa tallafin Aboki',
  'This link from our e-mail works for one message.':
    'Wannan mahaɗin daga imel ɗinmu yana aiki don saƙo ɗaya kawai.',
  'Your message': 'Saƙonku',
  Send: 'Aika',
  'Call {name}, {aboki}’s agent': 'Kira {name}, wakilin {aboki}',
  'Call {name}': 'Kira {name}',
  'The number shows until {time} on {day}, a day after the job ended.':
    'Lambar za ta nuna har zuwa ƙarfe {time} ranar {day}, kwana ɗaya bayan aikin ya ƙare.',
  'The number shows until a day after the job ends.':
    'Lambar za ta nuna har zuwa kwana ɗaya bayan aikin ya ƙare.',
  // Booking refused until the phone is verified (issue 27).
  'Verify your phone number first': 'Ku fara tabbatar da lambar wayarku',
  'Your booking is kept: once your number is verified, come back and send it again.':
    'An ajiye bukatarku: da zarar an tabbatar da lambarku, ku dawo ku sake aika ta.',
  'Verify my phone number': 'Tabbatar da lambar wayata',
  'Send the request again': 'Sake aika bukatar',
};

export default ha;
