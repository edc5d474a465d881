/**
 * What the API says, in Hausa: keyed by the English source text (source.ts), following
 * docs/i18n-glossary.md. The respectful "ku" throughout; hooked letters ɓ ɗ ƙ ƴ.
 */
const ha: Readonly<Record<string, string>> = {
  // Accounts and messages (MESSAGES).
  "Thanks — we've received your message and will reply by email within one working day.":
    'Na gode — mun karɓi saƙonku, kuma za mu ba ku amsa ta imel cikin kwana ɗaya na aiki.',
  'Too many requests. Please wait a moment and try again.':
    'Buƙatu sun yi yawa. Don Allah ku ɗan jira, sannan ku sake gwadawa.',
  'Registration successful! Please verify your email.':
    'Rajista ta yi nasara! Don Allah ku tabbatar da imel ɗinku.',
  'Logged in successfully!': 'Kun shiga cikin nasara!',
  'Logged out successfully!': 'Kun fita cikin nasara!',
  'Role set to {role} successfully!': 'An saita matsayinku zuwa {role} cikin nasara!',
  'Profile created successfully!': 'An ƙirƙiri bayanan kanku cikin nasara!',
  'Please select a user type (Agent or User) first.':
    'Don Allah ku fara zaɓar irin mai amfani (Wakili ko Abokin ciniki).',
  "Invalid role. Please select 'User' to create a user profile.":
    "Matsayin bai dace ba. Don Allah ku zaɓi 'Abokin ciniki' don ƙirƙirar bayanan abokin ciniki.",
  "Invalid role. Please select 'Agent' to create an agent profile.":
    "Matsayin bai dace ba. Don Allah ku zaɓi 'Wakili' don ƙirƙirar bayanan wakili.",
  'An account with this email already exists. Sign in, or reset your password if you have forgotten it.':
    'Akwai asusu da wannan imel tuni. Ku shiga, ko ku sake saita kalmar sirrinku idan kun manta ta.',
  'This password is one of the most common passwords, so it is easy to guess. Choose another: a few unrelated words work well.':
    "Wannan kalmar sirri tana cikin waɗanda aka fi amfani da su, don haka tana da sauƙin hasashe. Ku zaɓi wata: 'yan kalmomi marasa alaƙa da juna suna aiki sosai.",
  'Your password must not be your name or your email address.':
    'Kada kalmar sirrinku ta zama sunanku ko adireshin imel ɗinku.',
  'If that email has an account waiting for verification, we have sent it a new code. It lasts 10 minutes.':
    'Idan wannan imel yana da asusu da ke jiran tabbatarwa, mun aika masa sabuwar lamba. Tana aiki na minti 10.',
  'That code is wrong or has expired. Check the latest email from us, or ask for a new code.':
    'Wannan lambar ba daidai ba ce ko ta ƙare. Ku duba imel ɗinmu na ƙarshe, ko ku nemi sabuwar lamba.',
  'Email verified. Welcome to Aboki!': 'An tabbatar da imel ɗinku. Barka da zuwa Aboki!',
  'Email verified. This email was signed up more than once with different passwords, so neither was kept: choose a new password with "Forgot password" before you next sign in.':
    'An tabbatar da imel ɗinku. An yi rajista da wannan imel fiye da sau ɗaya da kalmomin sirri daban-daban, don haka ba a ajiye ko ɗaya ba: ku zaɓi sabuwar kalmar sirri ta "Na manta kalmar sirri" kafin ku sake shiga.',
  'Incorrect email or password.': 'Imel ko kalmar sirri ba daidai ba ne.',
  'Please verify your email first. We have emailed you a new code.':
    'Don Allah ku fara tabbatar da imel ɗinku. Mun aika muku sabuwar lamba ta imel.',
  'Please verify your email first. Enter the code we emailed you a moment ago.':
    'Don Allah ku fara tabbatar da imel ɗinku. Ku shigar da lambar da muka aika muku ta imel ɗazu.',
  'Many wrong passwords have been tried for this account, so signing in now also needs a code from your email. If the password is right, we have emailed you a 6-digit sign-in code: enter it with your password. It lasts 10 minutes.':
    'An gwada kalmomin sirri marasa kyau da yawa a kan wannan asusu, don haka yanzu shiga yana buƙatar lamba daga imel ɗinku ma. Idan kalmar sirrin daidai ce, mun aika muku lambar shiga mai lambobi 6 ta imel: ku shigar da ita tare da kalmar sirrinku. Tana aiki na minti 10.',
  'Incorrect password or sign-in code. Check the latest sign-in email from us, or ask for a new code.':
    'Kalmar sirri ko lambar shiga ba daidai ba ce. Ku duba imel ɗin shiga na ƙarshe daga gare mu, ko ku nemi sabuwar lamba.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    "Ƙoƙarin shiga ya yi yawa. Don Allah ku jira 'yan mintuna, sannan ku sake gwadawa.",
  'Too many sign-ups from here. Please wait a while and try again.':
    'Rajista daga nan sun yi yawa. Don Allah ku ɗan jira, sannan ku sake gwadawa.',
  'Please wait a minute before asking for another code.':
    'Don Allah ku jira minti ɗaya kafin ku nemi wata lamba.',
  'You have asked for several codes. Please wait before asking again.':
    'Kun nemi lambobi da yawa. Don Allah ku jira kafin ku sake nema.',
  'Too many code attempts. Please wait and try again later.':
    'Ƙoƙarin shigar da lamba ya yi yawa. Don Allah ku jira, ku sake gwadawa anjima.',
  'Please sign in to continue.': 'Don Allah ku shiga don ci gaba.',
  'Our team has suspended this account: {reason} If you think this is a mistake, reply to the e-mail we sent you or use the contact page.':
    'Ƙungiyarmu ta dakatar da wannan asusu: {reason} Idan kuna ganin kuskure ne, ku amsa imel ɗin da muka aiko muku ko ku yi amfani da shafin tuntuɓa.',
  'Your session has ended. Please sign in again.': 'Zaman ku ya ƙare. Don Allah ku sake shiga.',
  'If an account uses that email, we have sent it a code to reset the password. It lasts 10 minutes.':
    'Idan wani asusu yana amfani da wannan imel, mun aika masa lamba don sake saita kalmar sirri. Tana aiki na minti 10.',
  'Code accepted. Choose a new password.': 'An karɓi lambar. Ku zaɓi sabuwar kalmar sirri.',
  'This password reset has expired or was already used. Please ask for a new code.':
    'Wannan sake saita kalmar sirri ya ƙare ko an riga an yi amfani da shi. Don Allah ku nemi sabuwar lamba.',
  'Your password has been changed. Please sign in with your new password.':
    'An canza kalmar sirrinku. Don Allah ku shiga da sabuwar kalmar sirrinku.',
  'Your profile is already created, so your role can no longer change.':
    'An riga an ƙirƙiri bayanan kanku, don haka ba za a iya canza matsayinku ba kuma.',
  'You already have a profile. Edit it from your profile page.':
    'Kuna da bayanan kai tuni. Ku gyara su daga shafin bayanan kanku.',
  'You have not created a profile yet. Create one first.':
    'Ba ku ƙirƙiri bayanan kai ba tukuna. Ku fara ƙirƙira.',
  'Profile updated successfully!': 'An sabunta bayanan kanku cikin nasara!',
  'Only agent profiles have this field': 'Bayanan wakili ne kaɗai ke da wannan filin',
  'Aboki saved as a draft. Continue with the details.':
    'An adana Aboki a matsayin daftari. Ku ci gaba da cikakkun bayanai.',
  'Aboki details saved.': 'An adana bayanan Aboki.',
  'Photo saved.': 'An adana hoton.',
  'Services and prices saved.': 'An adana ayyuka da farashi.',
  'Working hours and areas saved.': 'An adana lokutan aiki da wurare.',
  'Sent for review. Our team checks the ID and calls the guarantor, usually within 2 working days; we e-mail you when it is done.':
    'An tura don a duba. Ƙungiyarmu za ta tantance ID ɗin ta kuma kira mai tsaya masa, yawanci cikin kwanakin aiki 2; za mu aika muku da imel idan an gama.',
  'This Aboki is already waiting for a review.': 'Wannan Aboki yana jiran a duba shi tuni.',
  'Our team has suspended this Aboki: read the reason on its page, and contact us if something is wrong.':
    'Ƙungiyarmu ta dakatar da wannan Aboki: ku karanta dalilin a shafinsa, kuma ku tuntuɓe mu idan wani abu bai yi daidai ba.',
  'Aboki paused. Users will not see them until you resume.':
    'An dakatar da Aboki. Abokan ciniki ba za su gan shi ba har sai kun ci gaba.',
  'Aboki resumed. Users can book them again.': 'Aboki ya dawo. Abokan ciniki za su iya sake yi masa oda.',
  'Only agents can onboard and manage Abokis.':
    'Wakilai ne kaɗai za su iya yi wa Aboki rajista da kula da su.',
  'Create your agent profile first, then you can onboard Abokis.':
    'Ku fara ƙirƙirar bayanan wakili, sannan za ku iya yi wa Aboki rajista.',
  'We could not find that Aboki.': 'Ba mu sami wannan Aboki ba.',
  'This Aboki is not ready to publish yet. Still missing: {missing}.':
    'Wannan Aboki bai shirya don wallafawa ba tukuna. Har yanzu babu: {missing}.',
  'This Aboki is already published.': 'An riga an wallafa wannan Aboki.',
  'This Aboki is paused: resume it instead of publishing it again.':
    'An dakatar da wannan Aboki: ku ci gaba da shi maimakon sake wallafa shi.',
  'Only a published Aboki can be paused.': 'Aboki da aka wallafa ne kaɗai za a iya dakatarwa.',
  'Only a paused Aboki can be resumed.': 'Aboki da aka dakatar ne kaɗai za a iya ci gaba da shi.',
  'This Aboki was changed by another request at the same time. Reload and try again.':
    'Wata buƙata ta canza wannan Aboki a lokaci ɗaya. Ku sake loda shafin, sannan ku sake gwadawa.',
  'That file is not a JPEG, PNG or WebP photo. Choose a photo and try again.':
    'Wannan fayil ba hoton JPEG, PNG ko WebP ba ne. Ku zaɓi hoto, sannan ku sake gwadawa.',
  'That photo is too large. Choose one under 5 MB.':
    'Wannan hoton ya yi girma da yawa. Ku zaɓi wanda bai kai 5 MB ba.',
  'Photo not found.': 'Ba a sami hoton ba.',

  // Your data and deleting your account (DATA_RIGHTS_MESSAGES).
  'That password is not right. Enter the password you sign in with.':
    'Wannan kalmar sirri ba daidai ba ce. Ku shigar da kalmar sirrin da kuke shiga da ita.',
  'Your account cannot be deleted while a job is still open or money is still being refunded. Finish or cancel your open jobs first, then try again.':
    'Ba za a iya share asusunku ba yayin da wani aiki yake a buɗe ko ana mayar da kuɗi. Ku fara kammala ko soke ayyukanku da ke buɗe, sannan ku sake gwadawa.',
  'This account has been deleted.': 'An share wannan asusu.',
  'Your account has been deleted.': 'An share asusunku.',
  'You have downloaded your data 5 times in the last hour. Please try again later.':
    'Kun sauke bayananku sau 5 a cikin awa ɗaya da ta wuce. Don Allah ku sake gwadawa anjima.',
  'Too many attempts to delete this account. Please wait an hour and try again.':
    'Ƙoƙarin share wannan asusu ya yi yawa. Don Allah ku jira awa ɗaya, sannan ku sake gwadawa.',
  'Confirm that you want to delete your account': 'Ku tabbatar cewa kuna son share asusunku',

  // The API's own answers (API_MESSAGES).
  'Request body is too large (limit 100 KiB)': 'Abin da aka aika ya yi girma da yawa (iyaka 100 KiB)',
  'Send the request body as JSON': 'Ku aika abin da ke cikin buƙatar a matsayin JSON',
  'Request body is not valid JSON': 'Abin da aka aika ba JSON mai inganci ba ne',
  'Request body is empty; send a JSON object': 'Abin da aka aika babu komai a ciki; ku aika abin JSON',
  'No such address: the URL is not valid': 'Babu irin wannan adireshi: URL ɗin ba shi da inganci',
  'No such address: a part of the URL is too long':
    'Babu irin wannan adireshi: wani ɓangare na URL ɗin ya yi tsawo',
  'No route for {method} {path}': 'Babu hanya don {method} {path}',
  '{field} is required': 'Ana buƙatar {field}',
  'Unknown field "{field}"': 'Ba a san filin "{field}" ba',
  'Invalid value': 'Ƙimar ba ta da inganci',
  'Aboki is busy right now. Please try again in a moment.':
    'Aboki yana da aiki sosai yanzu. Don Allah ku sake gwadawa nan da ɗan lokaci.',
  'Something went wrong on our side. Please try again.':
    'Wani abu ya samu matsala a ɓangarenmu. Don Allah ku sake gwadawa.',
  'We cannot do this for a moment on our side. Please try again in a minute.':
    'Ba za mu iya yin wannan a yanzu a ɓangarenmu ba. Don Allah ku sake gwadawa nan da minti ɗaya.',
  'The database is not answering': 'Rumbun bayanai baya amsawa',
  'Redis is not answering': 'Redis baya amsawa',
  'Missing or invalid x-paystack-signature': 'Babu x-paystack-signature ko kuma bai da inganci',
  'This password is only repeated or consecutive characters (like aaaaaaaa, 12345678 or qwertyui), so it is easy to guess. Choose another: a few unrelated words work well.':
    "Wannan kalmar sirri haruffa ne kawai da aka maimaita ko masu bin juna (kamar aaaaaaaa, 12345678 ko qwertyui), don haka tana da sauƙin hasashe. Ku zaɓi wata: 'yan kalmomi marasa alaƙa da juna suna aiki sosai.",
  '{fields}: Only agent profiles have this field': '{fields}: Bayanan wakili ne kaɗai ke da wannan filin',
  'Send the photo as {types}': 'Ku aika hoton a matsayin {types}',
  'There is no service "{slug}" in the catalogue': 'Babu sabis "{slug}" a cikin jerin ayyuka',
  '{service} is booked per job, not by the hour; leave hours out':
    'Ana yin odar {service} ne bisa aiki, ba bisa awa ba; kada ku sa awanni',
  'The price can be at most {max} ({multiple}× the starting price)':
    'Farashin ba zai wuce {max} ba ({multiple}× na farashin farko)',
  'Say how long the job usually takes (30 minutes to 12 hours)':
    'Ku faɗi tsawon lokacin da aikin yakan ɗauka (minti 30 zuwa awa 12)',
  'This service is booked by the hour, so it has no fixed duration; leave it out':
    'Ana yin odar wannan sabis ne bisa awa, don haka ba shi da ƙayyadadden tsawon lokaci; kada ku sa shi',
  '{lga} is not an LGA in {state}': '{lga} ba ƙaramar hukuma (LGA) ba ce a {state}',
  "Include the Aboki's home LGA ({lga})": 'Ku haɗa da LGA ɗin gidan Aboki ({lga})',
  'Two intervals on the same day overlap': 'Lokuta biyu a rana ɗaya sun shiga juna',
  'No such Aboki, or not taking bookings': 'Babu irin wannan Aboki, ko kuma baya karɓar oda',

  'No such service': 'Babu irin wannan sabis',
  'No service called "{slug}"': 'Babu sabis mai suna "{slug}"',
  'No Nigerian state called "{state}"': 'Babu jihar Najeriya mai suna "{state}"',

  // Bookings (BOOKING_MESSAGES, NOT_AVAILABLE_REASONS).
  'Request sent! Give the start code to your Aboki when they arrive.':
    'An aika buƙatarku! Ku ba Abokinku lambar farawa idan ya iso.',
  'Someone has just booked this Aboki for that time. Choose another time.':
    'Wani ya yi odar wannan Aboki a wannan lokacin yanzun nan. Ku zaɓi wani lokaci.',
  'No such job.': 'Babu irin wannan aiki.',
  'This Aboki is not available for booking.': 'Ba za a iya yin odar wannan Aboki ba a yanzu.',
  'Only a User with a profile can book an Aboki.':
    'Abokin ciniki mai bayanan kai ne kaɗai zai iya yin odar Aboki.',
  'Create your profile before booking an Aboki.': 'Ku ƙirƙiri bayanan kanku kafin ku yi odar Aboki.',
  'We could not send this booking safely. Please try again.':
    'Ba mu iya aika wannan oda lafiya ba. Don Allah ku sake gwadawa.',
  'This booking was already sent with other details. Start the booking again to send it as it is now.':
    'An riga an aika wannan oda da wasu bayanai daban. Ku sake fara odar don aika ta yadda take yanzu.',
  'This booking is still being sent. Wait a moment, then try again.':
    'Har yanzu ana aika wannan oda. Ku ɗan jira, sannan ku sake gwadawa.',
  'Bookings open at least 2 hours ahead. Choose a later time.':
    'Ana yin oda aƙalla awa 2 kafin lokaci. Ku zaɓi lokaci na gaba.',
  'Bookings open at most 30 days ahead. Choose an earlier date.':
    'Ba a yin oda fiye da kwana 30 a gaba. Ku zaɓi kwanan wata na kusa.',
  'This Aboki does not work in that LGA. Choose another Aboki or place.':
    'Wannan Aboki baya aiki a wannan LGA. Ku zaɓi wani Aboki ko wani wuri.',
  'This Aboki does not offer that service. Choose another Aboki.':
    'Wannan Aboki baya yin wannan sabis. Ku zaɓi wani Aboki.',
  'This Aboki is off on that day. Choose another day.':
    'Wannan Aboki yana hutu a wannan rana. Ku zaɓi wata rana.',
  'This Aboki is not working then (the job and 30 minutes to travel on must fit in their hours). Choose another time.':
    'Wannan Aboki baya aiki a lokacin (aikin da minti 30 na tafiya zuwa gaba dole su shiga cikin lokutan aikinsa). Ku zaɓi wani lokaci.',
  'This Aboki already has a job then. Choose another time.':
    'Wannan Aboki yana da aiki a lokacin tuni. Ku zaɓi wani lokaci.',

  // Jobs (JOB_MESSAGES).
  'This job cannot do that now: it has moved on. Reload to see where it is.':
    'Ba za a iya yin haka da wannan aiki yanzu ba: ya riga ya wuce wannan matakin. Ku sake loda shafin don ganin inda ya kai.',
  'That start code is not right. Ask the User for the 4-digit code on their job page.':
    'Wannan lambar farawa ba daidai ba ce. Ku tambayi abokin ciniki lambar mai lambobi 4 da ke shafin aikinsa.',
  'Too many wrong start codes. Starting is locked for a while; try again later.':
    'Lambobin farawa marasa kyau sun yi yawa. An kulle farawa na ɗan lokaci; ku sake gwadawa anjima.',
  'It is too early to start this job. You can start from 30 minutes before the start time.':
    'Lokacin fara wannan aiki bai yi ba tukuna. Za ku iya farawa daga minti 30 kafin lokacin farawa.',
  'A no-show can be reported only from 30 minutes after the start time.':
    'Ana iya ba da rahoton rashin zuwa ne kawai daga minti 30 bayan lokacin farawa.',
  'Only the User of a completed job can review it, once, within 14 days.':
    'Abokin cinikin aikin da aka kammala ne kaɗai zai iya yin sharhi a kansa, sau ɗaya, cikin kwana 14.',
  'You have already reviewed this job.': 'Kun riga kun yi sharhi a kan wannan aiki.',
  'Request accepted. The customer has been told.': 'An karɓi buƙatar. An sanar da abokin ciniki.',
  'Request declined. The customer has been told.': 'An ƙi buƙatar. An sanar da abokin ciniki.',
  'Job started. Thank you for being on time.': 'An fara aiki. Na gode da zuwa a kan lokaci.',
  'Job done. Thank you!': 'An kammala aiki. Na gode!',
  'Request cancelled.': 'An soke buƙatar.',
  'No-show recorded.': 'An rubuta cewa bai zo ba.',
  'Thank you for your review.': 'Na gode da sharhinku.',

  // Booking fields (JOB_FIELD_MESSAGES).
  'Choose a service': 'Ku zaɓi sabis',
  'Choose a service from the catalogue': 'Ku zaɓi sabis daga jerin ayyuka',
  'Enter a time as HH:MM': 'Ku shigar da lokaci kamar HH:MM',
  'Enter a time as HH:MM (00:00 to 23:30)': 'Ku shigar da lokaci kamar HH:MM (00:00 zuwa 23:30)',
  'Choose a time on the hour or half hour': 'Ku zaɓi lokaci a kan cikakkiyar awa ko rabin awa',
  'Hours must be a whole number': 'Awanni dole su zama cikakkiyar lamba',
  'Book at least 1 hour': 'Ku yi oda aƙalla awa 1',
  'Book at most 10 hours': 'Kada odar ta wuce awa 10',
  'Use the nextCursor of the previous page': 'Ku yi amfani da nextCursor na shafin da ya gabata',
  'Choose a language from the list': 'Ku zaɓi harshe daga jerin',
  'Send date and time together, or neither': 'Ku aika kwanan wata da lokaci tare, ko kada ku aika ko ɗaya',
  'days must be a whole number': 'days dole ya zama cikakkiyar lamba',
  'Ask for at least 1 day': 'Ku nemi aƙalla kwana 1',
  'Ask for at most 14 days': 'Kada ku nemi fiye da kwana 14',
  'Choose a start time': 'Ku zaɓi lokacin farawa',
  'Send the start as an ISO 8601 time with its offset, e.g. 2026-12-14T09:00:00+01:00':
    'Ku aika lokacin farawa a tsarin ISO 8601 tare da bambancin lokacinsa, misali 2026-12-14T09:00:00+01:00',
  'Choose a start on the hour or half hour': 'Ku zaɓi farawa a kan cikakkiyar awa ko rabin awa',
  'Enter the name of the person the Aboki will help': 'Ku shigar da sunan mutumin da Aboki zai taimaka wa',
  'Name must be at most 100 characters': 'Suna kada ya wuce haruffa 100',
  'The price is computed by Aboki from the Aboki’s own price; do not send it':
    'Aboki ne ke ƙididdige farashin daga farashin Aboki na kansa; kada ku aika shi',
  'Choose an Aboki': 'Ku zaɓi Aboki',
  'Choose how to pay: cash to the Aboki when the job is done, or card or bank transfer now':
    'Ku zaɓi yadda za ku biya: kuɗi hannu ga Aboki idan an gama aiki, ko kati ko tura kuɗi ta banki yanzu',
  'Enter the address': 'Ku shigar da adireshi',
  'Enter the address (at least 5 characters)': 'Ku shigar da adireshi (aƙalla haruffa 5)',
  'Address must be at most 200 characters': 'Adireshi kada ya wuce haruffa 200',
  'Landmark must be at most 120 characters': 'Alamar wuri kada ta wuce haruffa 120',
  'Keep the notes to 500 characters': 'Kada bayanin ya wuce haruffa 500',
  'Choose a tab: upcoming, ongoing, completed, cancelled':
    'Ku zaɓi shafi: upcoming, ongoing, completed, cancelled',
  'Keep the reason to 500 characters': 'Kada dalilin ya wuce haruffa 500',
  'Enter the 4-digit start code': 'Ku shigar da lambar farawa mai lambobi 4',
  'Cash received must be a whole number of kobo': 'Kuɗin da aka karɓa dole su zama cikakkiyar lambar kobo',
  'Cash received cannot be negative': 'Kuɗin da aka karɓa ba za su iya zama ƙasa da sifili ba',
  'Cash received is too large': 'Kuɗin da aka karɓa sun yi yawa',
  'Choose a rating from 1 to 5 stars': 'Ku zaɓi maki daga tauraro 1 zuwa 5',
  'Keep the comment to 1000 characters': 'Kada sharhin ya wuce haruffa 1000',
  'Choose the state': 'Ku zaɓi jiha',
  'Choose the LGA': 'Ku zaɓi LGA',

  // Moving a booking (RESCHEDULE_MESSAGES, RESCHEDULE_FIELD_MESSAGES).
  'Asked. Your old time is kept until the Aboki’s agent answers.':
    'An nema. Ana riƙe tsohon lokacinku har sai wakilin Aboki ya amsa.',
  'You kept the old time.': 'Kun riƙe tsohon lokaci.',
  'New time accepted. The customer has been told.': 'An karɓi sabon lokaci. An sanar da abokin ciniki.',
  'New time declined. The customer has been told.': 'An ƙi sabon lokaci. An sanar da abokin ciniki.',
  'This request cannot be moved now: only a request or an accepted job that is still ahead can.':
    'Ba za a iya matsar da wannan buƙata yanzu ba: buƙata ko aikin da aka karɓa wanda lokacinsa bai zo ba ne kaɗai ake matsarwa.',
  'It is too late to move this request: it starts within the hour. Cancel it instead if you cannot make it.':
    'Lokaci ya kure don matsar da wannan buƙata: za ta fara cikin awa ɗaya. Ku soke ta maimakon haka idan ba za ku samu ba.',
  'You have already asked to move this request. Keep the old time first if you want to ask for another.':
    'Kun riga kun nemi a matsar da wannan buƙata. Ku fara riƙe tsohon lokaci idan kuna son neman wani.',
  'There is no new time waiting for an answer on this request. Reload to see where it is.':
    'Babu sabon lokaci da ke jiran amsa a kan wannan buƙata. Ku sake loda shafin don ganin inda ta kai.',
  'That is the time already booked. Choose another time.':
    'Wannan shi ne lokacin da aka riga aka yi oda. Ku zaɓi wani lokaci.',
  'The customer has changed the time they asked for. Reload to see the new ask.':
    'Abokin ciniki ya canza lokacin da ya nema. Ku sake loda shafin don ganin sabuwar buƙatar.',
  'Only the customer who booked this request can ask to move it.':
    'Abokin cinikin da ya yi wannan oda ne kaɗai zai iya neman a matsar da ita.',
  'Only the Aboki’s agent can answer an ask to move this request.':
    'Wakilin Aboki ne kaɗai zai iya amsa neman matsar da wannan buƙata.',
  'Enter a date as YYYY-MM-DD': 'Ku shigar da kwanan wata kamar YYYY-MM-DD',

  // Payments (PAYMENT_MESSAGES, PAYMENT_FIELD_MESSAGES).
  'Card and bank transfer payments are not available right now. Choose cash on completion.':
    'Biyan kuɗi da kati ko tura kuɗi ta banki ba ya samuwa yanzu. Ku zaɓi kuɗi hannu idan an gama.',
  'After 3 late cancellations in 30 days, bookings are paid in advance by card or bank transfer for a while.':
    'Bayan sokewa a makare sau 3 cikin kwana 30, ana biyan oda kafin lokaci da kati ko tura kuɗi ta banki na ɗan lokaci.',
  'We could not reach our payment provider. Nothing was charged: try again in a moment or pay cash.':
    'Ba mu iya samun mai ba mu sabis na biyan kuɗi ba. Ba a cire ko sisi ba: ku sake gwadawa nan da ɗan lokaci ko ku biya kuɗi hannu.',
  'This job is not waiting for a payment.': 'Wannan aiki baya jiran biya.',
  'The time to pay for this booking has run out, and the Aboki’s time was freed. Book again.':
    'Lokacin biyan wannan oda ya ƙare, kuma an saki lokacin Aboki. Ku sake yin oda.',
  'Continue to the payment page to pay for your booking.': 'Ku ci gaba zuwa shafin biya don biyan odarku.',
  'Request sent! You will pay the Aboki in cash on completion.':
    'An aika buƙatarku! Za ku biya Aboki kuɗi hannu idan an gama aiki.',
  'Payment was not completed — try again or pay cash.':
    'Ba a kammala biya ba — ku sake gwadawa ko ku biya kuɗi hannu.',
  'Choose cash, card or bank transfer': 'Ku zaɓi kuɗi hannu, kati ko tura kuɗi ta banki',

  // Money out (PAYOUT_MESSAGES).
  'Choose your bank': 'Ku zaɓi bankinku',
  'Enter your 10-digit account number': 'Ku shigar da lambar asusun bankinku mai lambobi 10',
  'We could not find that account at this bank. Check the number and the bank, then try again.':
    'Ba mu sami wannan asusun a wannan bankin ba. Ku duba lambar da bankin, sannan ku sake gwadawa.',
  'We could not reach the bank just now. Nothing was changed: try again in a moment.':
    'Ba mu sami damar kaiwa ga bankin yanzu ba. Ba a canza komai ba: ku sake gwadawa nan da ɗan lokaci.',
  'Enter your password to change the account your money is paid into.':
    'Ku shigar da kalmar sirrinku don canza asusun da ake biyan kuɗinku a ciki.',
  'Bank account saved. Your payouts go to this account.':
    'An adana asusun bankinku. Za a tura kuɗinku zuwa wannan asusun.',
  'Bank account changed. For your safety, payouts to it start 24 hours from now.':
    'An canza asusun bankinku. Don tsaronku, biyan kuɗi zuwa gare shi zai fara bayan awa 24 daga yanzu.',
  'Choose a month': 'Ku zaɓi wata',

  // The cash check (CASH_CHECK_MESSAGES).
  'You entered {recorded}, but the customer owes {owed}. Correct the amount, or say why it is different.':
    'Kun shigar da {recorded}, amma abokin ciniki yana bin bashin {owed}. Ku gyara adadin, ko ku faɗi dalilin da ya sa ya bambanta.',
  'Say why the cash is different from what the customer owes (at least 3 characters)':
    'Ku faɗi dalilin da ya sa kuɗin ya bambanta da abin da abokin ciniki ke bi (aƙalla haruffa 3)',
  'Keep the reason to 300 characters': 'Kada dalilin ya wuce haruffa 300',
  'Enter the amount you paid in naira': 'Ku shigar da adadin da kuka biya a Naira',
  'Enter the amount you paid in naira, e.g. 4500': 'Ku shigar da adadin da kuka biya a Naira, misali 4500',
  'That is more than ₦1,000,000. Check the amount you paid.':
    'Wannan ya fi ₦1,000,000. Ku duba adadin da kuka biya.',
  'Thank you. You confirmed what you paid.': 'Na gode. Kun tabbatar da abin da kuka biya.',
  'Thank you. Aboki support will contact you about the difference.':
    'Na gode. Tallafin Aboki zai tuntuɓe ku game da bambancin.',
  'You have already told us what you paid for this job.':
    'Kun riga kun faɗa mana abin da kuka biya don wannan aiki.',
  'You can confirm what you paid only for a job paid in cash and done, within 14 days.':
    'Za ku iya tabbatar da abin da kuka biya ne kawai don aikin da aka biya da kuɗi hannu kuma aka kammala, cikin kwana 14.',
  'Only the customer who booked this job can confirm what they paid.':
    'Abokin cinikin da ya yi odar wannan aiki ne kaɗai zai iya tabbatar da abin da ya biya.',

  // Places (LOCATION_MESSAGES).
  'Send state and lga together': 'Ku aika jiha da lga tare',
  'Choose one of the 36 states or FCT': 'Ku zaɓi ɗaya daga cikin jihohi 36 ko FCT',
  'Choose an LGA in {state}': 'Ku zaɓi LGA a {state}',

  // An Aboki's fields (ABOKI_FIELD_MESSAGES).
  'Tick the box to confirm this person agreed to the ID check':
    'Ku duba akwatin don tabbatar da cewa mutumin ya yarda a tantance ID ɗinsa',
  'A NIN is exactly 11 digits': 'NIN lambobi 11 ne daidai',
  "A voter's card number (VIN) is 19 letters and digits": 'Lambar katin zaɓe (VIN) haruffa da lambobi 19 ne',
  "A driver's licence number is 8 to 16 letters and digits":
    'Lambar lasisin tuƙi haruffa da lambobi 8 zuwa 16 ne',
  'A Nigerian passport number is a letter followed by 8 digits':
    'Lambar fasfo ta Najeriya harafi ɗaya ne sannan lambobi 8',
  'Enter the first name': 'Ku shigar da sunan farko',
  'First name must be at most 50 characters': 'Sunan farko kada ya wuce haruffa 50',
  'Enter the last name': 'Ku shigar da sunan mahaifi',
  'Last name must be at most 50 characters': 'Sunan mahaifi kada ya wuce haruffa 50',
  'Choose female or male': 'Ku zaɓi mace ko namiji',
  'Enter the date of birth as YYYY-MM-DD': 'Ku shigar da ranar haihuwa kamar YYYY-MM-DD',
  'An Aboki must be at least 18 years old': 'Dole Aboki ya kai aƙalla shekara 18',
  'Check the year of birth': 'Ku duba shekarar haihuwa',
  'Choose from: English, Pidgin, Hausa, Yoruba, Igbo, Fulfulde, Ibibio, Tiv, Kanuri, Edo':
    'Ku zaɓa daga: English, Pidgin, Hausa, Yoruba, Igbo, Fulfulde, Ibibio, Tiv, Kanuri, Edo',
  'Choose at least one language': 'Ku zaɓi aƙalla harshe ɗaya',
  'Choose each language once': 'Ku zaɓi kowane harshe sau ɗaya',
  'Keep the bio to 280 characters': 'Kada bayanin kai ya wuce haruffa 280',
  'Enter the home address': 'Ku shigar da adireshin gida',
  'Enter the home address (at least 5 characters)': 'Ku shigar da adireshin gida (aƙalla haruffa 5)',
  'Choose the kind of ID: NIN, voter’s card, driver’s licence or international passport':
    'Ku zaɓi irin shaidar ɗan ƙasa: NIN, katin zaɓe, lasisin tuƙi ko fasfo na ƙasa da ƙasa',
  'Enter the ID number': 'Ku shigar da lambar shaida',
  'ID number is too long': 'Lambar shaida ta yi tsawo da yawa',
  "Enter the guarantor's name": 'Ku shigar da sunan mai tsaya masa',
  'Say how the guarantor knows the Aboki': 'Ku faɗi yadda mai tsaya masa ya san Aboki',
  'Say how the guarantor knows the Aboki (e.g. Uncle, Pastor)':
    'Ku faɗi yadda mai tsaya masa ya san Aboki (misali Kawu, Limami)',
  'Relationship must be at most 60 characters': 'Dangantaka kada ta wuce haruffa 60',
  "Enter the guarantor's address": 'Ku shigar da adireshin mai tsaya masa',
  "Enter the guarantor's address (at least 5 characters)":
    'Ku shigar da adireshin mai tsaya masa (aƙalla haruffa 5)',
  'Choose the type of ID this number belongs to': 'Ku zaɓi irin shaidar da wannan lambar take',
  'Send at least one field to change': 'Ku aika aƙalla fili ɗaya da za a canza',
  'Enter a price': 'Ku shigar da farashi',
  'Prices are whole kobo': 'Farashi dole ya zama cikakken kobo',
  'The price must be at least ₦500': 'Dole farashin ya kai aƙalla ₦500',
  'The price is too high': 'Farashin ya yi yawa',
  'Enter the duration in whole minutes': 'Ku shigar da tsawon lokaci a cikakkun mintuna',
  'A job takes at least 30 minutes': 'Aiki yana ɗaukar aƙalla minti 30',
  'A job takes at most 12 hours': 'Aiki baya wuce awa 12',
  'Choose at least one service': 'Ku zaɓi aƙalla sabis ɗaya',
  'Choose at most 30 services': 'Kada ku zaɓi fiye da ayyuka 30',
  'Each service may appear once': 'Kowane sabis zai iya bayyana sau ɗaya kawai',
  'Enter a time as HH:MM (00:00 to 24:00)': 'Ku shigar da lokaci kamar HH:MM (00:00 zuwa 24:00)',
  'Choose a day': 'Ku zaɓi rana',
  'Days run 1 (Monday) to 7 (Sunday)': 'Ranaku daga 1 (Litinin) zuwa 7 (Lahadi) suke',
  'A day starts at 00:00 and ends at 24:00': 'Rana tana farawa a 00:00 kuma tana ƙarewa a 24:00',
  'The end must be after the start': 'Ƙarshen dole ya zo bayan farawa',
  'The last day off cannot be before the first': 'Ranar hutu ta ƙarshe ba za ta iya zuwa kafin ta farko ba',
  'Add the hours the Aboki works': 'Ku ƙara lokutan da Aboki yake aiki',
  'Add at least one working interval': 'Ku ƙara aƙalla lokacin aiki ɗaya',
  'Too many intervals': 'Lokuta sun yi yawa',
  'Choose the LGAs the Aboki serves': 'Ku zaɓi LGA da Aboki yake aiki a ciki',
  'Choose at least one LGA': 'Ku zaɓi aƙalla LGA ɗaya',
  'Choose at most 60 LGAs': 'Kada ku zaɓi fiye da LGA 60',
  'Choose each LGA once': 'Ku zaɓi kowace LGA sau ɗaya',
  'Too many time-off periods': 'Lokutan hutu sun yi yawa',
  'This interval overlaps {start}–{end} on the same day': 'Wannan lokaci ya shiga {start}–{end} a rana ɗaya',
  'This time off overlaps {from} to {to}; join them into one':
    'Wannan hutun ya shiga {from} zuwa {to}; ku haɗa su su zama ɗaya',

  // Account fields (AUTH_FIELD_MESSAGES).
  'Enter a password': 'Ku shigar da kalmar sirri',
  'Password must be at most 128 characters': 'Kalmar sirri kada ta wuce haruffa 128',
  'Password must be at least 8 characters': 'Kalmar sirri dole ta kai aƙalla haruffa 8',
  'Enter your password': 'Ku shigar da kalmar sirrinku',
  'Enter your name': 'Ku shigar da sunanku',
  'Enter the 6-digit code from the email': 'Ku shigar da lamba mai lambobi 6 daga imel',
  'Choose User (to book help) or Agent (to onboard Abokis)':
    'Ku zaɓi Abokin ciniki (don neman taimako) ko Wakili (don yi wa Aboki rajista)',
  'resetToken is required': 'Ana buƙatar resetToken',
  'This password reset is not valid. Please ask for a new code.':
    'Wannan sake saita kalmar sirri ba shi da inganci. Don Allah ku nemi sabuwar lamba.',

  // Profile fields (PROFILE_FIELD_MESSAGES).
  'A NIN is 11 digits': 'NIN lambobi 11 ne',
  'A BVN is 11 digits': 'BVN lambobi 11 ne',
  'Enter your address': 'Ku shigar da adireshinku',
  'Enter your address (at least 5 characters)': 'Ku shigar da adireshinku (aƙalla haruffa 5)',
  'Business name must be at most 100 characters': 'Sunan kasuwanci kada ya wuce haruffa 100',
  'Business name must be at least 2 characters': 'Sunan kasuwanci dole ya kai aƙalla haruffa 2',
  'Choose the kind of ID: NIN, BVN, voter’s card, driver’s licence or passport':
    'Ku zaɓi irin shaida: NIN, BVN, katin zaɓe, lasisin tuƙi ko fasfo',
  'Clear idType and idNumber together': 'Ku goge idType da idNumber tare',
  'Choose your state': 'Ku zaɓi jiharku',
  'Choose your LGA': 'Ku zaɓi LGA ɗinku',

  // Contact fields (CONTACT_FIELD_MESSAGES).
  'Email is too long': 'Imel ya yi tsawo da yawa',
  'Enter a valid email address': 'Ku shigar da ingantaccen adireshin imel',
  'Tell us a little more (at least 10 characters)': 'Ku ƙara faɗa mana kaɗan (aƙalla haruffa 10)',
  'Message must be at most 2000 characters': 'Saƙo kada ya wuce haruffa 2000',

  // Dates (DATE_MESSAGES).
  'Enter a real date': 'Ku shigar da kwanan wata na gaske',
  'Enter a real date: months run 01 to 12': 'Ku shigar da kwanan wata na gaske: watanni daga 01 zuwa 12 suke',
  'Enter a real date: days start at 01': 'Ku shigar da kwanan wata na gaske: ranaku suna farawa daga 01',
  'Enter a real date: {month} has {days} days':
    'Ku shigar da kwanan wata na gaske: {month} yana da kwana {days}',
  'Enter a real date: check the year': 'Ku shigar da kwanan wata na gaske: ku duba shekarar',
  'Enter a real date and time': 'Ku shigar da kwanan wata da lokaci na gaske',
  'Enter a real date and time: months run 01 to 12':
    'Ku shigar da kwanan wata da lokaci na gaske: watanni daga 01 zuwa 12 suke',
  'Enter a real date and time: days start at 01':
    'Ku shigar da kwanan wata da lokaci na gaske: ranaku suna farawa daga 01',
  'Enter a real date and time: {month} has {days} days':
    'Ku shigar da kwanan wata da lokaci na gaske: {month} yana da kwana {days}',
  'Enter a real date and time: check the year':
    'Ku shigar da kwanan wata da lokaci na gaske: ku duba shekarar',
  'Enter a real date and time: times run 00:00 to 23:59':
    'Ku shigar da kwanan wata da lokaci na gaske: lokaci daga 00:00 zuwa 23:59 yake',
  'Enter a real date and time: the offset from UTC is at most 14 hours':
    'Ku shigar da kwanan wata da lokaci na gaske: bambanci da UTC baya wuce awa 14',

  // Text fields.
  'Remove the invisible control characters from this field':
    'Ku cire haruffan sarrafawa da ba a gani daga wannan filin',
  'Keep this on one line': 'Ku bar wannan a layi ɗaya',
  'Enter a Nigerian phone number, e.g. 0803 123 4567':
    'Ku shigar da lambar wayar Najeriya, misali 0803 123 4567',
  // When a job goes wrong (DISPUTE_MESSAGES).
  'Choose what went wrong': 'Ku zaɓi abin da bai tafi daidai ba',
  'Tell us what happened (at least 20 characters)': 'Ku faɗa mana abin da ya faru (aƙalla haruffa 20)',
  'Keep it under 2,000 characters': 'Kada ya wuce haruffa 2,000',
  'Write your side of what happened (at least 20 characters)':
    'Ku rubuta bayaninku game da abin da ya faru (aƙalla haruffa 20)',
  'Thank you. We have your report and will look into it; we will e-mail you what we decide.':
    'Na gode. Mun karɓi rahotonku kuma za mu bincika; za mu aiko muku da hukuncinmu ta imel.',
  'Thank you for telling us. The Aboki is paused while we look into it, and our team has been alerted.':
    'Na gode da kuka sanar da mu. An dakatar da Aboki yayin da muke bincike, kuma an sanar da ƙungiyarmu.',
  'Only the person who booked this job can report a problem with it.':
    'Wanda ya yi odar wannan aiki ne kaɗai zai iya kai rahoton matsala game da shi.',
  "Only the agent of this job's Aboki can answer this report.":
    'Wakilin Aboki na wannan aiki ne kaɗai zai iya amsa wannan rahoto.',
  'You can report a problem once the job is completed.':
    'Kuna iya kai rahoton matsala da zarar an kammala aikin.',
  'It is more than 48 hours since this job was completed, so it can no longer be reported here.':
    'Sama da awanni 48 ke nan tun da aka kammala wannan aiki, don haka ba za a iya kai rahotonsa a nan ba kuma.',
  'A problem has already been reported for this job.': 'An riga an kai rahoton matsala game da wannan aiki.',
  'No problem has been reported for this job.': 'Ba a kai rahoton wata matsala game da wannan aiki ba.',
  'Photo added to your report.': 'An ƙara hoto a rahotonku.',
  'A report can have at most 3 photos.': 'Rahoto ɗaya ba zai iya ɗaukar hotuna fiye da 3 ba.',
  'Photos can no longer be added: the report has been decided.':
    'Ba za a iya ƙara hotuna ba kuma: an riga an yanke hukunci kan rahoton.',
  'Your answer has been sent. The Aboki team will decide and tell you both.':
    'An aika amsarku. Ƙungiyar Aboki za ta yanke shawara kuma ta sanar da ku duka biyu.',
  'You have already answered this report.': 'Kun riga kun amsa wannan rahoto.',
  'The 48 hours to answer this report have passed.': 'Awanni 48 na amsa wannan rahoto sun wuce.',
  'This report has already been decided.': 'An riga an yanke hukunci kan wannan rahoto.',
  // The browser's own fallbacks (CLIENT_MESSAGES, AUTH_MESSAGES).
  'Could not reach Aboki. Check your connection and try again.':
    'Ba a iya isa ga Aboki ba. Ku duba intanet ɗinku ku sake gwadawa.',
  'Something went wrong. Please try again.': 'Wani abu ya faru ba daidai ba. Don Allah ku sake gwadawa.',
  'Registration failed': 'Rajista bai yi nasara ba',
  'Login failed': 'Shiga bai yi nasara ba',
  'OTP verification failed': 'Ba a iya tabbatar da lambar ba',
  'Failed to resend OTP': 'Ba a iya sake aiko da lambar ba',
  'Failed to select role': 'Ba a iya adana matsayin da kuka zaɓa ba',
  'Failed to create profile': 'Ba a iya ƙirƙirar bayananku ba',
  'Invalid login response: missing token or user': 'Shiga bai cika ba. Don Allah ku sake gwadawa.',
  'No authentication token found. Please log in again.':
    'Ba ku cikin asusunku yanzu. Don Allah ku sake shiga.',
  'Please complete email verification first.': 'Don Allah ku fara tabbatar da imel ɗinku.',
  'Failed to send the reset code': 'Ba a iya aiko da lambar sabunta kalmar sirri ba',
  'Password reset failed': 'Sabunta kalmar sirri bai yi nasara ba',
  'Failed to load your profile': 'Ba a iya buɗe bayananku ba',
  'Failed to update your profile': 'Ba a iya sabunta bayananku ba',
  // Support tickets (SUPPORT_MESSAGES).
  'We could not find this conversation. Check the link, or sign in with the account you used.':
    'Ba mu sami wannan tattaunawar ba. Ku duba mahaɗin, ko ku shiga da asusun da kuka yi amfani da shi.',
  'This link has already been used, or it has expired. We will e-mail you a new one with our next reply.':
    'An riga an yi amfani da wannan mahaɗin, ko lokacinsa ya ƙare. Za mu aiko muku da sabo a amsarmu ta gaba.',
  'Write your message (at least 2 characters)': 'Ku rubuta saƙonku (aƙalla haruffa 2)',
  'Keep your message under 4,000 characters': 'Kada saƙonku ya wuce haruffa 4,000',
  'Tell us what you need help with (at least 10 characters)':
    'Ku gaya mana abin da kuke buƙatar taimako a kai (aƙalla haruffa 10)',
  'Keep your message under 2,000 characters': 'Kada saƙonku ya wuce haruffa 2,000',
  'Thank you. Our support team has your message and will answer you here and by e-mail.':
    'Mun gode. Ƙungiyar tallafinmu ta sami saƙonku kuma za ta amsa muku a nan da kuma ta imel.',
  'Your message has been sent. We will answer you by e-mail.': 'An aika saƙonku. Za mu amsa muku ta imel.',
  'Too many tries with this link. Please wait a few minutes and try again.':
    'An gwada wannan mahaɗin sau da yawa. Don Allah ku jira ƴan mintuna sannan ku sake gwadawa.',
  'You have sent several messages already. Please wait before sending another.':
    'Kun riga kun aika saƙonni da yawa. Don Allah ku jira kafin ku aika wani.',
  // Phone verification (PHONE_MESSAGES).
  'We have sent a 6-digit code to your phone by text message. It lasts 10 minutes.':
    'Mun aika lamba mai lambobi 6 zuwa wayarku ta saƙon tes. Za ta ɗauki mintuna 10.',
  'Your phone number is verified.': 'An tabbatar da lambar wayarku.',
  'This phone number is already verified.': 'An riga an tabbatar da wannan lambar waya.',
  'Text messages are switched off on this server, so phone numbers cannot be verified here. Nothing more is needed.':
    'An kashe saƙonnin tes a wannan sabar, don haka ba za a iya tabbatar da lambobin waya a nan ba. Ba a buƙatar komai kuma.',
  'That code is not right or has expired. Check the latest text message from us, or ask for a new code.':
    'Wannan lambar ba daidai ba ce ko ta ƙare. Ku duba saƙon tes ɗinmu na ƙarshe, ko ku nemi sabuwar lamba.',
  'Several accounts have asked for codes to this number today, so each further account gets one code a day for it. Try again tomorrow, or contact us if this is your number.':
    'Asusu da dama sun nemi lambobi zuwa wannan lambar waya a yau, don haka kowane ƙarin asusu yana samun lamba ɗaya a rana gare ta. Ku sake gwadawa gobe, ko ku tuntuɓe mu idan lambarku ce.',
  'Enter the 6-digit code from the text message': 'Ku shigar da lamba mai lambobi 6 daga saƙon tes',
  'Verify your phone number before you book: the Aboki and our team may need to call you. Go to your profile to get a code.':
    'Ku tabbatar da lambar wayarku kafin ku yi booking: Aboki da ƙungiyarmu za su iya buƙatar kiran ku. Ku je bayananku don samun lamba.',
  'Verify your phone number before your Aboki goes to review: our team may need to call you. Go to your profile to get a code.':
    'Ku tabbatar da lambar wayarku kafin a tura Aboki ɗinku don a duba: ƙungiyarmu za ta iya buƙatar kiran ku. Ku je bayananku don samun lamba.',
  // Message preferences (NOTIFICATION_MESSAGES).
  'Choose which messages you are changing': 'Ku zaɓi saƙonnin da kuke canzawa',
  'Choose e-mail, text message or both': 'Ku zaɓi imel, saƙon tes ko duka biyun',
  'Your account does not receive these messages, so there is nothing to choose for them.':
    'Asusunku ba ya karɓar waɗannan saƙonni, don haka babu abin da za a zaɓa musu.',
  'Choose whether you book help or are an agent first.':
    'Ku fara zaɓar ko kuna neman taimako ne ko kuma ku wakili ne.',
  'Saved. We will send these messages the way you chose.':
    'An ajiye. Za mu aiko muku da waɗannan saƙonni yadda kuka zaɓa.',
  'Saved. Until your phone number is verified, these messages come by e-mail; verify it on your profile.':
    'An ajiye. Har sai an tabbatar da lambar wayarku, waɗannan saƙonni za su zo ta imel; ku tabbatar da ita a bayanan kanku.',
  'Saved. Text messages are not available at the moment, so these messages come by e-mail.':
    'An ajiye. Saƙonnin tes ba sa samuwa a yanzu, don haka waɗannan saƙonni za su zo ta imel.',
};

export default ha;
