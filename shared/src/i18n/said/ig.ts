/**
 * What the API says, in Igbo: keyed by the English source text (source.ts), following
 * docs/i18n-glossary.md. Warm and polite ("Biko", "Daalụ"), with dotted vowels ị ọ ụ and ṅ.
 */
const ig: Readonly<Record<string, string>> = {
  // Accounts and messages (MESSAGES).
  "Thanks — we've received your message and will reply by email within one working day.":
    "Daalụ — anyị anatala ozi gị, anyị ga-aza gị site na email n'ime otu ụbọchị ọrụ.",
  'Too many requests. Please wait a moment and try again.':
    'Arịrịọ adịla oke ọtụtụ. Biko chere ntakịrị, wee nwaa ọzọ.',
  'Registration successful! Please verify your email.': 'Ndebanye aha gị gara nke ọma! Biko kwenye email gị.',
  'Logged in successfully!': 'Ị banyela nke ọma!',
  'Logged out successfully!': 'Ị pụọla nke ọma!',
  'Role set to {role} successfully!': 'Edobela ọnọdụ gị ka ọ bụrụ {role}!',
  'Profile created successfully!': 'Emepụtala profaịlụ gị nke ọma!',
  'Please select a user type (Agent or User) first.':
    'Biko buru ụzọ họrọ ụdị onye ọrụ (Onye nnọchite ma ọ bụ Onye ahịa).',
  "Invalid role. Please select 'User' to create a user profile.":
    "Ọnọdụ a ezighi ezi. Biko họrọ 'Onye ahịa' iji mepụta profaịlụ onye ahịa.",
  "Invalid role. Please select 'Agent' to create an agent profile.":
    "Ọnọdụ a ezighi ezi. Biko họrọ 'Onye nnọchite' iji mepụta profaịlụ onye nnọchite.",
  'An account with this email already exists. Sign in, or reset your password if you have forgotten it.':
    'Akaụntụ nwere email a adịlarị. Banye, ma ọ bụ tọgharịa okwuntughe gị ma ọ bụrụ na ị chefuola ya.',
  'This password is one of the most common passwords, so it is easy to guess. Choose another: a few unrelated words work well.':
    "Okwuntughe a so n'ime ndị mmadụ na-ejikarị, ya mere ọ dị mfe ịkọ ya. Họrọ ọzọ: okwu ole na ole na-enweghị njikọ na-arụ ọrụ nke ọma.",
  'Your password must not be your name or your email address.':
    'Okwuntughe gị ekwesighi ịbụ aha gị ma ọ bụ adreesị email gị.',
  'If that email has an account waiting for verification, we have sent it a new code. It lasts 10 minutes.':
    'Ọ bụrụ na email ahụ nwere akaụntụ na-eche nkwenye, anyị ezigala ya koodu ọhụrụ. Ọ ga-adị ruo nkeji 10.',
  'That code is wrong or has expired. Check the latest email from us, or ask for a new code.':
    'Koodu ahụ ezighi ezi ma ọ bụ o kubiela. Lelee email ikpeazụ anyị zitere gị, ma ọ bụ rịọ koodu ọhụrụ.',
  'Email verified. Welcome to Aboki!': 'Ekwenyela email gị. Nnọọ na Aboki!',
  'Email verified. This email was signed up more than once with different passwords, so neither was kept: choose a new password with "Forgot password" before you next sign in.':
    'Ekwenyela email gị. E jiri email a debanye aha karịa otu ugboro na okwuntughe dị iche iche, ya mere edobeghị nke ọ bụla: họrọ okwuntughe ọhụrụ site na "Echefuru m okwuntughe" tupu i banye ọzọ.',
  'Incorrect email or password.': 'Email ma ọ bụ okwuntughe ezighi ezi.',
  'Please verify your email first. We have emailed you a new code.':
    'Biko buru ụzọ kwenye email gị. Anyị ezitela gị koodu ọhụrụ na email.',
  'Please verify your email first. Enter the code we emailed you a moment ago.':
    'Biko buru ụzọ kwenye email gị. Tinye koodu anyị zitere gị na email obere oge gara aga.',
  'Many wrong passwords have been tried for this account, so signing in now also needs a code from your email. If the password is right, we have emailed you a 6-digit sign-in code: enter it with your password. It lasts 10 minutes.':
    "A nwaala ọtụtụ okwuntughe na-ezighi ezi n'akaụntụ a, ya mere ịbanye ugbu a chọkwara koodu si na email gị. Ọ bụrụ na okwuntughe ahụ ziri ezi, anyị ezitela gị koodu mbanye nwere ọnụọgụgụ 6 na email: tinye ya ya na okwuntughe gị. Ọ ga-adị ruo nkeji 10.",
  'Incorrect password or sign-in code. Check the latest sign-in email from us, or ask for a new code.':
    'Okwuntughe ma ọ bụ koodu mbanye ezighi ezi. Lelee email mbanye ikpeazụ anyị zitere gị, ma ọ bụ rịọ koodu ọhụrụ.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'Ị nwaala ịbanye oke ọtụtụ ugboro. Biko chere nkeji ole na ole, wee nwaa ọzọ.',
  'Too many sign-ups from here. Please wait a while and try again.':
    'Ndebanye aha si ebe a adịla oke ọtụtụ. Biko chere obere oge, wee nwaa ọzọ.',
  'Please wait a minute before asking for another code.': 'Biko chere otu nkeji tupu ị rịọ koodu ọzọ.',
  'You have asked for several codes. Please wait before asking again.':
    'Ị rịọla ọtụtụ koodu. Biko chere ntakịrị tupu ị rịọ ọzọ.',
  'Too many code attempts. Please wait and try again later.':
    'Ị nwaala koodu oke ọtụtụ ugboro. Biko chere, nwaa ọzọ ma emechaa.',
  'Please sign in to continue.': "Biko banye ka ị gaa n'ihu.",
  'Our team has suspended this account: {reason} If you think this is a mistake, reply to the e-mail we sent you or use the contact page.':
    'Ndị otu anyị akwụsịtụla akaụntụ a: {reason} Ọ bụrụ na ị chere na ọ bụ njehie, zaa email anyị zitere gị ma ọ bụ jiri ibe kọntaktị.',
  'Your session has ended. Please sign in again.': 'Oge mbanye gị agwụla. Biko banye ọzọ.',
  'If an account uses that email, we have sent it a code to reset the password. It lasts 10 minutes.':
    'Ọ bụrụ na akaụntụ ọ bụla na-eji email ahụ, anyị ezigala ya koodu iji tọgharịa okwuntughe. Ọ ga-adị ruo nkeji 10.',
  'Code accepted. Choose a new password.': 'Anabatala koodu ahụ. Họrọ okwuntughe ọhụrụ.',
  'This password reset has expired or was already used. Please ask for a new code.':
    'Ntọgharị okwuntughe a akubiela ma ọ bụ e jirila ya mee ihe. Biko rịọ koodu ọhụrụ.',
  'Your password has been changed. Please sign in with your new password.':
    'Agbanweela okwuntughe gị. Biko jiri okwuntughe ọhụrụ gị banye.',
  'Your profile is already created, so your role can no longer change.':
    'Emepụtalarị profaịlụ gị, ya mere ọnọdụ gị enweghị ike ịgbanwe ọzọ.',
  'You already have a profile. Edit it from your profile page.':
    'Ị nweelarị profaịlụ. Dezie ya site na peeji profaịlụ gị.',
  'You have not created a profile yet. Create one first.': 'Ị mepụtabeghị profaịlụ. Buru ụzọ mepụta otu.',
  'Profile updated successfully!': 'Emelitela profaịlụ gị nke ọma!',
  'Only agent profiles have this field': 'Ọ bụ naanị profaịlụ onye nnọchite nwere ebe a',
  'Aboki saved as a draft. Continue with the details.':
    "Echekwala Aboki (ebipụtabeghị ya). Gaa n'ihu tinye nkọwa ndị ọzọ.",
  'Aboki details saved.': 'Echekwala nkọwa Aboki.',
  'Photo saved.': 'Echekwala foto ahụ.',
  'Services and prices saved.': 'Echekwala ọrụ enyemaka na ọnụahịa.',
  'Working hours and areas saved.': 'Echekwala oge ọrụ na mpaghara.',
  'Sent for review. Our team checks the ID and calls the guarantor, usually within 2 working days; we e-mail you when it is done.':
    "Ezigala ya maka nlele. Ndị otu anyị ga-enyocha ID ahụ ma kpọọ onye nkwado ahụ, na-abụkarị n'ime ụbọchị ọrụ 2; anyị ga-ezitere gị email mgbe emechara.",
  'This Aboki is already waiting for a review.': 'Aboki a na-eche nlele ugbu a.',
  'Our team has suspended this Aboki: read the reason on its page, and contact us if something is wrong.':
    'Ndị otu anyị akwụsịla Aboki a: gụọ ihe kpatara ya na peeji ya, ma kpọtụrụ anyị ma ọ bụrụ na ihe adịghị mma.',
  'Aboki paused. Users will not see them until you resume.':
    'Akwụsịtụla Aboki. Ndị ahịa agaghị ahụ ya ruo mgbe ị maliteghachiri ya.',
  'Aboki resumed. Users can book them again.': 'Aboki amaliteghachila. Ndị ahịa nwere ike ịme ndokwa ya ọzọ.',
  'Only agents can onboard and manage Abokis.':
    'Ọ bụ naanị ndị nnọchite nwere ike idebanye aha ndị Aboki ma lekọta ha.',
  'Create your agent profile first, then you can onboard Abokis.':
    'Buru ụzọ mepụta profaịlụ onye nnọchite gị, mgbe ahụ ị ga-enwe ike idebanye aha ndị Aboki.',
  'We could not find that Aboki.': 'Anyị achọtaghị Aboki ahụ.',
  'This Aboki is not ready to publish yet. Still missing: {missing}.':
    'Aboki a adịbeghị njikere ibipụta. Ihe fọdụrụ: {missing}.',
  'This Aboki is already published.': 'Ebipụtalarị Aboki a.',
  'This Aboki is paused: resume it instead of publishing it again.':
    'Akwụsịtụla Aboki a: maliteghachi ya kama ibipụta ya ọzọ.',
  'Only a published Aboki can be paused.': 'Ọ bụ naanị Aboki ebipụtara ka enwere ike ịkwụsịtụ.',
  'Only a paused Aboki can be resumed.': 'Ọ bụ naanị Aboki akwụsịtụrụ ka enwere ike ịmaliteghachi.',
  'This Aboki was changed by another request at the same time. Reload and try again.':
    "Arịrịọ ọzọ gbanwere Aboki a n'otu oge ahụ. Bugharịa peeji ahụ, wee nwaa ọzọ.",
  'That file is not a JPEG, PNG or WebP photo. Choose a photo and try again.':
    'Faịlụ ahụ abụghị foto JPEG, PNG ma ọ bụ WebP. Họrọ foto, wee nwaa ọzọ.',
  'That photo is too large. Choose one under 5 MB.': 'Foto ahụ buru oke ibu. Họrọ nke erughị 5 MB.',
  'Photo not found.': 'Achọtaghị foto ahụ.',

  // Your data and deleting your account (DATA_RIGHTS_MESSAGES).
  'That password is not right. Enter the password you sign in with.':
    'Okwuntughe ahụ ezighi ezi. Tinye okwuntughe ị na-eji abanye.',
  'Your account cannot be deleted while a job is still open or money is still being refunded. Finish or cancel your open jobs first, then try again.':
    'Enweghị ike ihichapụ akaụntụ gị mgbe ọrụ ka meghere ma ọ bụ a ka na-akwụghachi ego. Buru ụzọ mechaa ma ọ bụ kagbuo ọrụ gị ndị ka meghere, wee nwaa ọzọ.',
  'This account has been deleted.': 'Ehichapụla akaụntụ a.',
  'Your account has been deleted.': 'Ehichapụla akaụntụ gị.',
  'You have downloaded your data 5 times in the last hour. Please try again later.':
    "Ị budatala data gị ugboro 5 n'ime otu awa gara aga. Biko nwaa ọzọ ma emechaa.",
  'Too many attempts to delete this account. Please wait an hour and try again.':
    'Ịnwa ihichapụ akaụntụ a adịla oke ọtụtụ. Biko chere otu awa, wee nwaa ọzọ.',
  'Confirm that you want to delete your account': 'Kwenye na ị chọrọ ihichapụ akaụntụ gị',

  // The API's own answers (API_MESSAGES).
  'Request body is too large (limit 100 KiB)': 'Ihe i zitere buru oke ibu (oke ya bụ 100 KiB)',
  'Send the request body as JSON': 'Zipu ihe ị na-eziga dị ka JSON',
  'Request body is not valid JSON': 'Ihe i zitere abụghị JSON ziri ezi',
  'Request body is empty; send a JSON object': 'Ihe i zitere tọgbọ chakoo; zipu ihe JSON',
  'No such address: the URL is not valid': 'Enweghị adreesị dị otú ahụ: URL ahụ ezighi ezi',
  'No such address: a part of the URL is too long':
    'Enweghị adreesị dị otú ahụ: otu akụkụ nke URL ahụ dị oke ogologo',
  'No route for {method} {path}': 'Enweghị ụzọ maka {method} {path}',
  '{field} is required': 'A chọrọ {field}',
  'Unknown field "{field}"': 'Amaghị ebe "{field}"',
  'Invalid value': 'Uru a ezighi ezi',
  'Aboki is busy right now. Please try again in a moment.':
    "Aboki nwere ọtụtụ ọrụ ugbu a. Biko nwaa ọzọ n'oge na-adịghị anya.",
  'Something went wrong on our side. Please try again.': "Ihe mebiri n'akụkụ anyị. Biko nwaa ọzọ.",
  'We cannot do this for a moment on our side. Please try again in a minute.':
    "Anyị enweghị ike ime nke a ugbu a n'akụkụ anyị. Biko nwaa ọzọ n'ime otu nkeji.",
  'The database is not answering': 'Ebe nchekwa data anaghị aza',
  'Redis is not answering': 'Redis anaghị aza',
  'Missing or invalid x-paystack-signature': 'x-paystack-signature adịghị ma ọ bụ ezighi ezi',
  'This password is only repeated or consecutive characters (like aaaaaaaa, 12345678 or qwertyui), so it is easy to guess. Choose another: a few unrelated words work well.':
    'Okwuntughe a bụ naanị mkpụrụedemede a na-emegharị ma ọ bụ ndị na-esochi ibe ha (dị ka aaaaaaaa, 12345678 ma ọ bụ qwertyui), ya mere ọ dị mfe ịkọ ya. Họrọ ọzọ: okwu ole na ole na-enweghị njikọ na-arụ ọrụ nke ọma.',
  '{fields}: Only agent profiles have this field': '{fields}: Ọ bụ naanị profaịlụ onye nnọchite nwere ebe a',
  'Send the photo as {types}': 'Zipu foto ahụ dị ka {types}',
  'There is no service "{slug}" in the catalogue': 'Enweghị ọrụ enyemaka "{slug}" na ndepụta',
  '{service} is booked per job, not by the hour; leave hours out':
    'A na-eme ndokwa {service} kwa ọrụ, ọ bụghị kwa awa; etinyela awa',
  'The price can be at most {max} ({multiple}× the starting price)':
    'Ọnụahịa agaghị karịa {max} ({multiple}× ọnụahịa mmalite)',
  'Say how long the job usually takes (30 minutes to 12 hours)':
    'Kwuo ogologo oge ọrụ ahụ na-ewekarị (nkeji 30 ruo awa 12)',
  'This service is booked by the hour, so it has no fixed duration; leave it out':
    'A na-eme ndokwa ọrụ enyemaka a kwa awa, ya mere o nweghị oge a kapịrị ọnụ; etinyela ya',
  '{lga} is not an LGA in {state}': '{lga} abụghị LGA dị na {state}',
  "Include the Aboki's home LGA ({lga})": 'Tinye LGA ebe Aboki bi ({lga})',
  'Two intervals on the same day overlap': "Oge abụọ n'otu ụbọchị na-adaba n'ime ibe ha",
  'No such Aboki, or not taking bookings': 'Enweghị Aboki dị otú ahụ, ma ọ bụ ọ naghị anabata ndokwa ugbu a',

  'No such service': 'Enweghị ọrụ enyemaka dị otú ahụ',
  'No service called "{slug}"': 'Enweghị ọrụ enyemaka a na-akpọ "{slug}"',
  'No Nigerian state called "{state}"': 'Enweghị steeti Naịjirịa a na-akpọ "{state}"',

  // Bookings (BOOKING_MESSAGES, NOT_AVAILABLE_REASONS).
  'Request sent! Give the start code to your Aboki when they arrive.':
    'Ezigala arịrịọ gị! Nye Aboki gị koodu mmalite mgbe ọ bịarutere.',
  'Someone has just booked this Aboki for that time. Choose another time.':
    'Mmadụ ka mere ndokwa Aboki a maka oge ahụ. Họrọ oge ọzọ.',
  'No such job.': 'Enweghị ọrụ dị otú ahụ.',
  'This Aboki is not available for booking.': 'Aboki a adịghị maka ndokwa ugbu a.',
  'Only a User with a profile can book an Aboki.':
    'Ọ bụ naanị onye ahịa nwere profaịlụ nwere ike ime ndokwa Aboki.',
  'Create your profile before booking an Aboki.': 'Mepụta profaịlụ gị tupu ị mee ndokwa Aboki.',
  'We could not send this booking safely. Please try again.':
    "Anyị enweghị ike iziga ndokwa a n'enweghị nsogbu. Biko nwaa ọzọ.",
  'This booking was already sent with other details. Start the booking again to send it as it is now.':
    'Ezigalarị ndokwa a na nkọwa ndị ọzọ. Malite ndokwa ahụ ọzọ iji ziga ya otú ọ dị ugbu a.',
  'This booking is still being sent. Wait a moment, then try again.':
    'A ka na-eziga ndokwa a. Chere ntakịrị, wee nwaa ọzọ.',
  'Bookings open at least 2 hours ahead. Choose a later time.':
    'A na-eme ndokwa opekata mpe awa 2 tupu oge ahụ. Họrọ oge ka anya.',
  'Bookings open at most 30 days ahead. Choose an earlier date.':
    'Ndokwa agaghị karịa ụbọchị 30 tupu oge ahụ. Họrọ ụbọchị ka nso.',
  'This Aboki does not work in that LGA. Choose another Aboki or place.':
    'Aboki a anaghị arụ ọrụ na LGA ahụ. Họrọ Aboki ọzọ ma ọ bụ ebe ọzọ.',
  'This Aboki does not offer that service. Choose another Aboki.':
    'Aboki a anaghị enye ọrụ enyemaka ahụ. Họrọ Aboki ọzọ.',
  'This Aboki is off on that day. Choose another day.':
    "Aboki a anaghị arụ ọrụ n'ụbọchị ahụ. Họrọ ụbọchị ọzọ.",
  'This Aboki is not working then (the job and 30 minutes to travel on must fit in their hours). Choose another time.':
    "Aboki a anaghị arụ ọrụ n'oge ahụ (ọrụ ahụ na nkeji 30 iji gaa ebe ọzọ ga-adaba n'oge ọrụ ya). Họrọ oge ọzọ.",
  'This Aboki already has a job then. Choose another time.': "Aboki a enweelarị ọrụ n'oge ahụ. Họrọ oge ọzọ.",

  // Jobs (JOB_MESSAGES).
  'This job cannot do that now: it has moved on. Reload to see where it is.':
    'Ọrụ a enweghị ike ime nke ahụ ugbu a: ọ gafeela ebe ahụ. Bugharịa peeji ahụ ka ịhụ ebe o ruru.',
  'That start code is not right. Ask the User for the 4-digit code on their job page.':
    'Koodu mmalite ahụ ezighi ezi. Jụọ onye ahịa koodu nwere ọnụọgụgụ 4 dị na peeji ọrụ ha.',
  'Too many wrong start codes. Starting is locked for a while; try again later.':
    'Koodu mmalite na-ezighi ezi adịla oke ọtụtụ. Akpọchiela mmalite obere oge; nwaa ọzọ ma emechaa.',
  'It is too early to start this job. You can start from 30 minutes before the start time.':
    "Ọ ka dị oke n'isi ịmalite ọrụ a. Ị nwere ike ịmalite site na nkeji 30 tupu oge mmalite.",
  'A no-show can be reported only from 30 minutes after the start time.':
    'Enwere ike ịkọ na onye abịaghị naanị site na nkeji 30 mgbe oge mmalite gachara.',
  'Only the User of a completed job can review it, once, within 14 days.':
    "Ọ bụ naanị onye ahịa nwere ọrụ emechara nwere ike inyocha ya, otu ugboro, n'ime ụbọchị 14.",
  'You have already reviewed this job.': 'Ị nyochalarị ọrụ a.',
  'Request accepted. The customer has been told.': 'Ị nabatala arịrịọ ahụ. Agwala onye ahịa.',
  'Request declined. The customer has been told.': 'Ị jụla arịrịọ ahụ. Agwala onye ahịa.',
  'Job started. Thank you for being on time.': "Ọrụ amalitela. Daalụ maka ịbịa n'oge.",
  'Job done. Thank you!': 'Ọrụ emechaala. Daalụ!',
  'Request cancelled.': 'Akagbuola arịrịọ ahụ.',
  'No-show recorded.': 'Edekọla na onye ahụ abịaghị.',
  'Thank you for your review.': 'Daalụ maka nyocha gị.',

  // Booking fields (JOB_FIELD_MESSAGES).
  'Choose a service': 'Họrọ ọrụ enyemaka',
  'Choose a service from the catalogue': 'Họrọ ọrụ enyemaka site na ndepụta',
  'Enter a time as HH:MM': 'Tinye oge dị ka HH:MM',
  'Enter a time as HH:MM (00:00 to 23:30)': 'Tinye oge dị ka HH:MM (00:00 ruo 23:30)',
  'Choose a time on the hour or half hour': 'Họrọ oge na mmalite awa ma ọ bụ ọkara awa',
  'Hours must be a whole number': 'Awa ga-abụrịrị ọnụọgụgụ zuru ezu',
  'Book at least 1 hour': 'Mee ndokwa opekata mpe awa 1',
  'Book at most 10 hours': 'Emela ndokwa karịa awa 10',
  'Use the nextCursor of the previous page': 'Jiri nextCursor nke peeji gara aga',
  'Choose a language from the list': 'Họrọ asụsụ site na ndepụta',
  'Send date and time together, or neither': 'Zipu ụbọchị na oge ọnụ, ma ọ bụ ezipula nke ọ bụla',
  'days must be a whole number': 'days ga-abụrịrị ọnụọgụgụ zuru ezu',
  'Ask for at least 1 day': 'Rịọ opekata mpe ụbọchị 1',
  'Ask for at most 14 days': 'Arịọla karịa ụbọchị 14',
  'Choose a start time': 'Họrọ oge mmalite',
  'Send the start as an ISO 8601 time with its offset, e.g. 2026-12-14T09:00:00+01:00':
    'Zipu mmalite dị ka oge ISO 8601 ya na ndịiche oge ya, dịka 2026-12-14T09:00:00+01:00',
  'Choose a start on the hour or half hour': 'Họrọ mmalite na mmalite awa ma ọ bụ ọkara awa',
  'Enter the name of the person the Aboki will help': 'Tinye aha onye Aboki ga-enyere aka',
  'Name must be at most 100 characters': 'Aha agaghị karịa mkpụrụedemede 100',
  'The price is computed by Aboki from the Aboki’s own price; do not send it':
    "Ọ bụ Aboki na-agbakọ ọnụahịa site n'ọnụahịa Aboki n'onwe ya; ezipula ya",
  'Choose an Aboki': 'Họrọ Aboki',
  'Choose how to pay: cash to the Aboki when the job is done, or card or bank transfer now':
    "Họrọ otú ị ga-esi kwụọ ụgwọ: ego aka nye Aboki mgbe ọrụ gwụchara, ma ọ bụ kaadị ma ọ bụ ịnyefe ego n'ụlọ akụ ugbu a",
  'Enter the address': 'Tinye adreesị',
  'Enter the address (at least 5 characters)': 'Tinye adreesị (opekata mpe mkpụrụedemede 5)',
  'Address must be at most 200 characters': 'Adreesị agaghị karịa mkpụrụedemede 200',
  'Landmark must be at most 120 characters': 'Akara ebe agaghị karịa mkpụrụedemede 120',
  'Keep the notes to 500 characters': 'Ka ndetu ahụ ghara ịkarị mkpụrụedemede 500',
  'Choose a tab: upcoming, ongoing, completed, cancelled':
    'Họrọ taabụ: upcoming, ongoing, completed, cancelled',
  'Keep the reason to 500 characters': 'Ka ihe kpatara ya ghara ịkarị mkpụrụedemede 500',
  'Enter the 4-digit start code': 'Tinye koodu mmalite nwere ọnụọgụgụ 4',
  'Cash received must be a whole number of kobo': 'Ego a natara ga-abụrịrị ọnụọgụgụ kobo zuru ezu',
  'Cash received cannot be negative': "Ego a natara enweghị ike ịdị n'okpuru efu",
  'Cash received is too large': 'Ego a natara karịrị akarị',
  'Choose a rating from 1 to 5 stars': 'Họrọ akara site na kpakpando 1 ruo 5',
  'Keep the comment to 1000 characters': 'Ka okwu gị ghara ịkarị mkpụrụedemede 1000',
  'Choose the state': 'Họrọ steeti',
  'Choose the LGA': 'Họrọ LGA',

  // Moving a booking (RESCHEDULE_MESSAGES, RESCHEDULE_FIELD_MESSAGES).
  'Asked. Your old time is kept until the Aboki’s agent answers.':
    'Arịọla. A ga-edobe oge gị ochie ruo mgbe onye nnọchite Aboki zara.',
  'You kept the old time.': 'Ị debere oge ochie.',
  'New time accepted. The customer has been told.': 'Ị nabatala oge ọhụrụ. Agwala onye ahịa.',
  'New time declined. The customer has been told.': 'Ị jụla oge ọhụrụ. Agwala onye ahịa.',
  'This request cannot be moved now: only a request or an accepted job that is still ahead can.':
    'Enweghị ike ịkwaga arịrịọ a ugbu a: ọ bụ naanị arịrịọ ma ọ bụ ọrụ a nabatara nke oge ya na-abịabeghị ka enwere ike ịkwaga.',
  'It is too late to move this request: it starts within the hour. Cancel it instead if you cannot make it.':
    "Oge agafeela ịkwaga arịrịọ a: ọ ga-amalite n'ime otu awa. Kagbuo ya kama ma ọ bụrụ na ị gaghị enwe ike ịbịa.",
  'You have already asked to move this request. Keep the old time first if you want to ask for another.':
    'Ị rịọlarị ịkwaga arịrịọ a. Buru ụzọ debe oge ochie ma ọ bụrụ na ịchọrọ ịrịọ oge ọzọ.',
  'There is no new time waiting for an answer on this request. Reload to see where it is.':
    "Enweghị oge ọhụrụ na-eche azịza n'arịrịọ a. Bugharịa peeji ahụ ka ịhụ ebe o ruru.",
  'That is the time already booked. Choose another time.':
    'Nke ahụ bụ oge e meelarị ndokwa ya. Họrọ oge ọzọ.',
  'The customer has changed the time they asked for. Reload to see the new ask.':
    'Onye ahịa agbanweela oge ha rịọrọ. Bugharịa peeji ahụ ka ịhụ arịrịọ ọhụrụ.',
  'Only the customer who booked this request can ask to move it.':
    'Ọ bụ naanị onye ahịa mere ndokwa a nwere ike ịrịọ ka a kwaga ya.',
  'Only the Aboki’s agent can answer an ask to move this request.':
    'Ọ bụ naanị onye nnọchite Aboki nwere ike ịza arịrịọ ịkwaga arịrịọ a.',
  'Enter a date as YYYY-MM-DD': 'Tinye ụbọchị dị ka YYYY-MM-DD',

  // Payments (PAYMENT_MESSAGES, PAYMENT_FIELD_MESSAGES).
  'Card and bank transfer payments are not available right now. Choose cash on completion.':
    "Ịkwụ ụgwọ site na kaadị ma ọ bụ ịnyefe ego n'ụlọ akụ adịghị ugbu a. Họrọ ego aka mgbe ọrụ gwụchara.",
  'After 3 late cancellations in 30 days, bookings are paid in advance by card or bank transfer for a while.':
    "Mgbe nkagbu n'oge na-adịghị mma ugboro 3 n'ime ụbọchị 30, a na-akwụ ụgwọ ndokwa tupu oge site na kaadị ma ọ bụ ịnyefe ego n'ụlọ akụ ruo obere oge.",
  'We could not reach our payment provider. Nothing was charged: try again in a moment or pay cash.':
    "Anyị enweghị ike iru onye na-enye anyị ọrụ ịkwụ ụgwọ. Ewereghị ego ọ bụla: nwaa ọzọ n'oge na-adịghị anya ma ọ bụ kwụọ ego aka.",
  'This job is not waiting for a payment.': 'Ọrụ a anaghị eche ịkwụ ụgwọ.',
  'The time to pay for this booking has run out, and the Aboki’s time was freed. Book again.':
    'Oge ịkwụ ụgwọ maka ndokwa a agwụla, a tọhapụkwala oge Aboki. Mee ndokwa ọzọ.',
  'Continue to the payment page to pay for your booking.':
    "Gaa n'ihu na peeji ịkwụ ụgwọ iji kwụọ ụgwọ ndokwa gị.",
  'Request sent! You will pay the Aboki in cash on completion.':
    'Ezigala arịrịọ gị! Ị ga-akwụ Aboki ego aka mgbe ọrụ gwụchara.',
  'Payment was not completed — try again or pay cash.':
    'Ịkwụ ụgwọ emechaghị — nwaa ọzọ ma ọ bụ kwụọ ego aka.',
  'Choose cash, card or bank transfer': "Họrọ ego aka, kaadị ma ọ bụ ịnyefe ego n'ụlọ akụ",

  // Money out (PAYOUT_MESSAGES).
  'Choose your bank': 'Họrọ ụlọ akụ gị',
  'Enter your 10-digit account number': 'Tinye nọmba akaụntụ gị nke nwere ọnụọgụ 10',
  'We could not find that account at this bank. Check the number and the bank, then try again.':
    "Anyị ahụghị akaụntụ ahụ n'ụlọ akụ a. Lelee nọmba na ụlọ akụ ahụ, wee nwaa ọzọ.",
  'We could not reach the bank just now. Nothing was changed: try again in a moment.':
    "Anyị enweghị ike ịkpọtụrụ ụlọ akụ ugbu a. Ọ dịghị ihe gbanwere: nwaa ọzọ n'oge na-adịghị anya.",
  'Enter your password to change the account your money is paid into.':
    'Tinye okwuntughe gị iji gbanwee akaụntụ a na-akwụ ego gị na ya.',
  'Bank account saved. Your payouts go to this account.':
    "Echekwala akaụntụ ụlọ akụ gị. Ego a ga-akwụ gị ga-aba n'akaụntụ a.",
  'Bank account changed. For your safety, payouts to it start 24 hours from now.':
    "Agbanweela akaụntụ ụlọ akụ gị. Maka nchekwa gị, ịkwụ ego na ya ga-amalite n'ime awa 24 site ugbu a.",
  'Choose a month': 'Họrọ ọnwa',

  // The cash check (CASH_CHECK_MESSAGES).
  'You entered {recorded}, but the customer owes {owed}. Correct the amount, or say why it is different.':
    'I tinyere {recorded}, mana onye ahịa ji {owed}. Mezie ego ahụ, ma ọ bụ kwuo ihe mere o ji dị iche.',
  'Say why the cash is different from what the customer owes (at least 3 characters)':
    "Kwuo ihe mere ego ahụ ji dị iche n'ihe onye ahịa ji (opekata mpe mkpụrụedemede 3)",
  'Keep the reason to 300 characters': 'Ka ihe kpatara ya ghara ịkarị mkpụrụedemede 300',
  'Enter the amount you paid in naira': 'Tinye ego ị kwụrụ na naịra',
  'Enter the amount you paid in naira, e.g. 4500': 'Tinye ego ị kwụrụ na naịra, dịka 4500',
  'That is more than ₦1,000,000. Check the amount you paid.': 'Nke ahụ karịrị ₦1,000,000. Lelee ego ị kwụrụ.',
  'Thank you. You confirmed what you paid.': 'Daalụ. Ị kwenyela ego ị kwụrụ.',
  'Thank you. Aboki support will contact you about the difference.':
    'Daalụ. Ndị enyemaka Aboki ga-akpọtụrụ gị maka ndịiche ahụ.',
  'You have already told us what you paid for this job.': 'Ị gwalarị anyị ego ị kwụrụ maka ọrụ a.',
  'You can confirm what you paid only for a job paid in cash and done, within 14 days.':
    "Ị nwere ike ikwenye ego ị kwụrụ naanị maka ọrụ a kwụrụ ego aka ma mechaa, n'ime ụbọchị 14.",
  'Only the customer who booked this job can confirm what they paid.':
    'Ọ bụ naanị onye ahịa mere ndokwa ọrụ a nwere ike ikwenye ego ha kwụrụ.',

  // Places (LOCATION_MESSAGES).
  'Send state and lga together': 'Zipu steeti na lga ọnụ',
  'Choose one of the 36 states or FCT': "Họrọ otu n'ime steeti 36 ma ọ bụ FCT",
  'Choose an LGA in {state}': 'Họrọ LGA dị na {state}',

  // An Aboki's fields (ABOKI_FIELD_MESSAGES).
  'Tick the box to confirm this person agreed to the ID check':
    "Kaa akara n'igbe ahụ iji gosi na onye a kwenyere ka e nyochaa ID ya",
  'A NIN is exactly 11 digits': 'NIN bụ kpọmkwem ọnụọgụgụ 11',
  "A voter's card number (VIN) is 19 letters and digits":
    'Nọmba kaadị ntuli aka (VIN) bụ mkpụrụedemede na ọnụọgụgụ 19',
  "A driver's licence number is 8 to 16 letters and digits":
    'Nọmba akwụkwọ ikike ịnya ụgbọ ala bụ mkpụrụedemede na ọnụọgụgụ 8 ruo 16',
  'A Nigerian passport number is a letter followed by 8 digits':
    'Nọmba paspọtụ Naịjirịa bụ otu mkpụrụedemede sochiri ọnụọgụgụ 8',
  'Enter the first name': 'Tinye aha mbụ',
  'First name must be at most 50 characters': 'Aha mbụ agaghị karịa mkpụrụedemede 50',
  'Enter the last name': 'Tinye aha nna',
  'Last name must be at most 50 characters': 'Aha nna agaghị karịa mkpụrụedemede 50',
  'Choose female or male': 'Họrọ nwanyị ma ọ bụ nwoke',
  'Enter the date of birth as YYYY-MM-DD': 'Tinye ụbọchị ọmụmụ dị ka YYYY-MM-DD',
  'An Aboki must be at least 18 years old': 'Aboki ga-abụrịrị opekata mpe afọ 18',
  'Check the year of birth': 'Lelee afọ ọmụmụ',
  'Choose from: English, Pidgin, Hausa, Yoruba, Igbo, Fulfulde, Ibibio, Tiv, Kanuri, Edo':
    'Họrọ site na: English, Pidgin, Hausa, Yoruba, Igbo, Fulfulde, Ibibio, Tiv, Kanuri, Edo',
  'Choose at least one language': 'Họrọ opekata mpe otu asụsụ',
  'Choose each language once': 'Họrọ asụsụ ọ bụla otu ugboro',
  'Keep the bio to 280 characters': 'Ka nkọwa onwe ghara ịkarị mkpụrụedemede 280',
  'Enter the home address': 'Tinye adreesị ụlọ',
  'Enter the home address (at least 5 characters)': 'Tinye adreesị ụlọ (opekata mpe mkpụrụedemede 5)',
  'Choose the kind of ID: NIN, voter’s card, driver’s licence or international passport':
    'Họrọ ụdị akwụkwọ njirimara: NIN, kaadị ntuli aka, akwụkwọ ikike ịnya ụgbọ ala ma ọ bụ paspọtụ mba ụwa',
  'Enter the ID number': 'Tinye nọmba njirimara',
  'ID number is too long': 'Nọmba njirimara dị oke ogologo',
  "Enter the guarantor's name": 'Tinye aha onye nkwado',
  'Say how the guarantor knows the Aboki': 'Kwuo otú onye nkwado si mara Aboki',
  'Say how the guarantor knows the Aboki (e.g. Uncle, Pastor)':
    'Kwuo otú onye nkwado si mara Aboki (dịka Nwanne nna, Pasitọ)',
  'Relationship must be at most 60 characters': 'Mmekọrịta agaghị karịa mkpụrụedemede 60',
  "Enter the guarantor's address": 'Tinye adreesị onye nkwado',
  "Enter the guarantor's address (at least 5 characters)":
    'Tinye adreesị onye nkwado (opekata mpe mkpụrụedemede 5)',
  'Choose the type of ID this number belongs to': 'Họrọ ụdị njirimara nọmba a bụ nke ya',
  'Send at least one field to change': 'Zipu opekata mpe otu ebe ị chọrọ ịgbanwe',
  'Enter a price': 'Tinye ọnụahịa',
  'Prices are whole kobo': 'Ọnụahịa ga-abụ kobo zuru ezu',
  'The price must be at least ₦500': 'Ọnụahịa ga-abụrịrị opekata mpe ₦500',
  'The price is too high': 'Ọnụahịa dị oke elu',
  'Enter the duration in whole minutes': 'Tinye ogologo oge na nkeji zuru ezu',
  'A job takes at least 30 minutes': 'Ọrụ na-ewe opekata mpe nkeji 30',
  'A job takes at most 12 hours': 'Ọrụ anaghị akarị awa 12',
  'Choose at least one service': 'Họrọ opekata mpe otu ọrụ enyemaka',
  'Choose at most 30 services': 'Ahọrọla karịa ọrụ enyemaka 30',
  'Each service may appear once': 'Ọrụ enyemaka ọ bụla nwere ike ịpụta naanị otu ugboro',
  'Enter a time as HH:MM (00:00 to 24:00)': 'Tinye oge dị ka HH:MM (00:00 ruo 24:00)',
  'Choose a day': 'Họrọ ụbọchị',
  'Days run 1 (Monday) to 7 (Sunday)': 'Ụbọchị na-esi 1 (Mọnde) ruo 7 (Sọnde)',
  'A day starts at 00:00 and ends at 24:00': 'Ụbọchị na-amalite na 00:00 ma kwụsị na 24:00',
  'The end must be after the start': 'Njedebe ga-abịarịrị mgbe mmalite gachara',
  'The last day off cannot be before the first': 'Ụbọchị ezumike ikpeazụ enweghị ike ibute nke mbụ ụzọ',
  'Add the hours the Aboki works': 'Tinye awa Aboki na-arụ ọrụ',
  'Add at least one working interval': 'Tinye opekata mpe otu oge ọrụ',
  'Too many intervals': 'Oge ndị ahụ adịla oke ọtụtụ',
  'Choose the LGAs the Aboki serves': 'Họrọ LGA ndị Aboki na-arụ ọrụ na ha',
  'Choose at least one LGA': 'Họrọ opekata mpe otu LGA',
  'Choose at most 60 LGAs': 'Ahọrọla karịa LGA 60',
  'Choose each LGA once': 'Họrọ LGA ọ bụla otu ugboro',
  'Too many time-off periods': 'Oge ezumike adịla oke ọtụtụ',
  'This interval overlaps {start}–{end} on the same day':
    "Oge a na-adaba n'ime {start}–{end} n'otu ụbọchị ahụ",
  'This time off overlaps {from} to {to}; join them into one':
    "Ezumike a na-adaba n'ime {from} ruo {to}; jikọta ha ka ha bụrụ otu",

  // Account fields (AUTH_FIELD_MESSAGES).
  'Enter a password': 'Tinye okwuntughe',
  'Password must be at most 128 characters': 'Okwuntughe agaghị karịa mkpụrụedemede 128',
  'Password must be at least 8 characters': 'Okwuntughe ga-abụrịrị opekata mpe mkpụrụedemede 8',
  'Enter your password': 'Tinye okwuntughe gị',
  'Enter your name': 'Tinye aha gị',
  'Enter the 6-digit code from the email': 'Tinye koodu nwere ọnụọgụgụ 6 dị na email',
  'Choose User (to book help) or Agent (to onboard Abokis)':
    'Họrọ Onye ahịa (iji chọọ enyemaka) ma ọ bụ Onye nnọchite (iji debanye aha ndị Aboki)',
  'resetToken is required': 'A chọrọ resetToken',
  'This password reset is not valid. Please ask for a new code.':
    'Ntọgharị okwuntughe a adịghị mma. Biko rịọ koodu ọhụrụ.',

  // Profile fields (PROFILE_FIELD_MESSAGES).
  'A NIN is 11 digits': 'NIN bụ ọnụọgụgụ 11',
  'A BVN is 11 digits': 'BVN bụ ọnụọgụgụ 11',
  'Enter your address': 'Tinye adreesị gị',
  'Enter your address (at least 5 characters)': 'Tinye adreesị gị (opekata mpe mkpụrụedemede 5)',
  'Business name must be at most 100 characters': 'Aha azụmahịa agaghị karịa mkpụrụedemede 100',
  'Business name must be at least 2 characters': 'Aha azụmahịa ga-abụrịrị opekata mpe mkpụrụedemede 2',
  'Choose the kind of ID: NIN, BVN, voter’s card, driver’s licence or passport':
    'Họrọ ụdị akwụkwọ njirimara: NIN, BVN, kaadị ntuli aka, akwụkwọ ikike ịnya ụgbọ ala ma ọ bụ paspọtụ',
  'Clear idType and idNumber together': 'Hichapụ idType na idNumber ọnụ',
  'Choose your state': 'Họrọ steeti gị',
  'Choose your LGA': 'Họrọ LGA gị',

  // Contact fields (CONTACT_FIELD_MESSAGES).
  'Email is too long': 'Email dị oke ogologo',
  'Enter a valid email address': 'Tinye adreesị email ziri ezi',
  'Tell us a little more (at least 10 characters)': 'Gwakwuo anyị ntakịrị (opekata mpe mkpụrụedemede 10)',
  'Message must be at most 2000 characters': 'Ozi agaghị karịa mkpụrụedemede 2000',

  // Dates (DATE_MESSAGES).
  'Enter a real date': 'Tinye ụbọchị dị adị',
  'Enter a real date: months run 01 to 12': 'Tinye ụbọchị dị adị: ọnwa na-esi 01 ruo 12',
  'Enter a real date: days start at 01': 'Tinye ụbọchị dị adị: ụbọchị na-amalite na 01',
  'Enter a real date: {month} has {days} days': 'Tinye ụbọchị dị adị: {month} nwere ụbọchị {days}',
  'Enter a real date: check the year': 'Tinye ụbọchị dị adị: lelee afọ ahụ',
  'Enter a real date and time': 'Tinye ụbọchị na oge dị adị',
  'Enter a real date and time: months run 01 to 12': 'Tinye ụbọchị na oge dị adị: ọnwa na-esi 01 ruo 12',
  'Enter a real date and time: days start at 01': 'Tinye ụbọchị na oge dị adị: ụbọchị na-amalite na 01',
  'Enter a real date and time: {month} has {days} days':
    'Tinye ụbọchị na oge dị adị: {month} nwere ụbọchị {days}',
  'Enter a real date and time: check the year': 'Tinye ụbọchị na oge dị adị: lelee afọ ahụ',
  'Enter a real date and time: times run 00:00 to 23:59':
    'Tinye ụbọchị na oge dị adị: oge na-esi 00:00 ruo 23:59',
  'Enter a real date and time: the offset from UTC is at most 14 hours':
    'Tinye ụbọchị na oge dị adị: ndịiche ya na UTC agaghị karịa awa 14',

  // Text fields.
  'Remove the invisible control characters from this field':
    "Wepụ mkpụrụedemede njikwa a na-adịghị ahụ anya n'ebe a",
  'Keep this on one line': "Debe nke a n'otu ahịrị",
  'Enter a Nigerian phone number, e.g. 0803 123 4567': 'Tinye nọmba ekwentị Naịjirịa, dịka 0803 123 4567',
  // When a job goes wrong (DISPUTE_MESSAGES).
  'Choose what went wrong': 'Họrọ ihe na-agaghị nke ọma',
  'Tell us what happened (at least 20 characters)': 'Gwa anyị ihe mere (opekata mpe mkpụrụedemede 20)',
  'Keep it under 2,000 characters': 'Ka ọ ghara ịfe mkpụrụedemede 2,000',
  'Write your side of what happened (at least 20 characters)':
    'Dee akụkọ gị gbasara ihe mere (opekata mpe mkpụrụedemede 20)',
  'Thank you. We have your report and will look into it; we will e-mail you what we decide.':
    'Daalụ. Anyị nwetara akụkọ gị, anyị ga-enyocha ya; anyị ga-eziga gị mkpebi anyị na email.',
  'Thank you for telling us. The Aboki is paused while we look into it, and our team has been alerted.':
    'Daalụ maka ịgwa anyị. Akwụsịla Aboki ahụ mgbe anyị na-enyocha ya, a gwakwala ndị otu anyị.',
  'Only the person who booked this job can report a problem with it.':
    'Naanị onye mere ndokwa ọrụ a nwere ike ịkọ nsogbu gbasara ya.',
  "Only the agent of this job's Aboki can answer this report.":
    'Naanị onye nnọchite nke Aboki rụrụ ọrụ a nwere ike ịza akụkọ a.',
  'You can report a problem once the job is completed.': 'Ị nwere ike ịkọ nsogbu ozugbo ọrụ ahụ gwụchara.',
  'It is more than 48 hours since this job was completed, so it can no longer be reported here.':
    'Ọ karịala awa 48 kemgbe ọrụ a gwụchara, ya mere a pụghị ịkọ ya ebe a ọzọ.',
  'A problem has already been reported for this job.': 'Akọọla nsogbu gbasara ọrụ a.',
  'No problem has been reported for this job.': 'Akọghị nsogbu ọ bụla gbasara ọrụ a.',
  'Photo added to your report.': "Etinyela foto n'akụkọ gị.",
  'A report can have at most 3 photos.': 'Akụkọ otu nwere ike inwe naanị foto 3 kacha.',
  'Photos can no longer be added: the report has been decided.':
    'A pụghị itinye foto ọzọ: ekpebiela maka akụkọ ahụ.',
  'Your answer has been sent. The Aboki team will decide and tell you both.':
    'E zigala azịza gị. Ndị otu Aboki ga-ekpebi ma gwa unu abụọ.',
  'You have already answered this report.': 'I zala akụkọ a.',
  'The 48 hours to answer this report have passed.': 'Awa 48 iji zaa akụkọ a agafeela.',
  'This report has already been decided.': 'Ekpebiela maka akụkọ a.',
  // The browser's own fallbacks (CLIENT_MESSAGES, AUTH_MESSAGES).
  'Could not reach Aboki. Check your connection and try again.':
    'Anyị enweghị ike iru Aboki. Lelee ịntanetị gị ma nwaa ọzọ.',
  'Something went wrong. Please try again.': 'Ihe adịghị mma mere. Biko nwaa ọzọ.',
  'Registration failed': 'Ịdebanye aha agaghị nke ọma',
  'Login failed': 'Ịbanye agaghị nke ọma',
  'OTP verification failed': 'Anyị enweghị ike ịkwado koodu ahụ',
  'Failed to resend OTP': 'Anyị enweghị ike iziga koodu ahụ ọzọ',
  'Failed to select role': 'Anyị enweghị ike ichekwa ọnọdụ ị họọrọ',
  'Failed to create profile': 'Anyị enweghị ike ịmepụta profaịlụ gị',
  'Invalid login response: missing token or user': 'Ịbanye emechaghị. Biko nwaa ọzọ.',
  'No authentication token found. Please log in again.': 'Ị nọghịzi n’akaụntụ gị. Biko banye ọzọ.',
  'Please complete email verification first.': 'Biko buru ụzọ kwado email gị.',
  'Failed to send the reset code': 'Anyị enweghị ike iziga koodu ịtọgharị okwuntughe',
  'Password reset failed': 'Ịtọgharị okwuntughe agaghị nke ọma',
  'Failed to load your profile': 'Anyị enweghị ike imepe profaịlụ gị',
  'Failed to update your profile': 'Anyị enweghị ike imelite profaịlụ gị',
  // Support tickets (SUPPORT_MESSAGES).
  'We could not find this conversation. Check the link, or sign in with the account you used.':
    'Anyị ahụghị mkparịta ụka a. Lelee njikọ ahụ, ma ọ bụ banye na akaụntụ ị jiri.',
  'This link has already been used, or it has expired. We will e-mail you a new one with our next reply.':
    'Ejirila njikọ a mee ihe, ma ọ bụ oge ya agafeela. Anyị ga-ezitere gị nke ọhụrụ na azịza anyị ọzọ.',
  'Write your message (at least 2 characters)': 'Dee ozi gị (opekata mpe mkpụrụedemede 2)',
  'Keep your message under 4,000 characters': 'Mee ka ozi gị ghara ịgafe mkpụrụedemede 4,000',
  'Tell us what you need help with (at least 10 characters)':
    'Gwa anyị ihe ị chọrọ enyemaka maka ya (opekata mpe mkpụrụedemede 10)',
  'Keep your message under 2,000 characters': 'Mee ka ozi gị ghara ịgafe mkpụrụedemede 2,000',
  'Thank you. Our support team has your message and will answer you here and by e-mail.':
    'Daalụ. Ndị otu nkwado anyị enwetala ozi gị, ha ga-aza gị ebe a na site na email.',
  'Your message has been sent. We will answer you by e-mail.':
    'Ezigara ozi gị. Anyị ga-aza gị site na email.',
  'Too many tries with this link. Please wait a few minutes and try again.':
    'Ị nwaala njikọ a ọtụtụ ugboro. Biko chere nkeji ole na ole ma nwaa ọzọ.',
  'You have sent several messages already. Please wait before sending another.':
    'Ị ziterela ọtụtụ ozi. Biko chere obere oge tupu i zipu ọzọ.',
  // Phone verification (PHONE_MESSAGES).
  'We have sent a 6-digit code to your phone by text message. It lasts 10 minutes.':
    'Anyị ezigala koodu nwere ọnụọgụgụ 6 na ekwentị gị site na ozi ederede. Ọ ga-adị ruo nkeji 10.',
  'Your phone number is verified.': 'Anyị enyochala nọmba ekwentị gị.',
  'This phone number is already verified.': 'Enyochalarị nọmba ekwentị a.',
  'Text messages are switched off on this server, so phone numbers cannot be verified here. Nothing more is needed.':
    'Agbanyụọla ozi ederede na sava a, ya mere enweghị ike inyocha nọmba ekwentị ebe a. Ọ nweghị ihe ọzọ ị ga-eme.',
  'That code is not right or has expired. Check the latest text message from us, or ask for a new code.':
    'Koodu ahụ ezighi ezi ma ọ bụ o kubiela. Lelee ozi ederede ikpeazụ anyị zitere gị, ma ọ bụ rịọ koodu ọhụrụ.',
  'Several accounts have asked for codes to this number today, so each further account gets one code a day for it. Try again tomorrow, or contact us if this is your number.':
    'Ọtụtụ akaụntụ arịọla koodu maka nọmba a taa, ya mere akaụntụ ọ bụla ọzọ na-enweta otu koodu kwa ụbọchị maka ya. Nwaa ọzọ echi, ma ọ bụ kpọtụrụ anyị ma ọ bụrụ na ọ bụ nọmba gị.',
  'Enter the 6-digit code from the text message': 'Tinye koodu nwere ọnụọgụgụ 6 dị na ozi ederede',
  'Verify your phone number before you book: the Aboki and our team may need to call you. Go to your profile to get a code.':
    'Nyochaa nọmba ekwentị gị tupu ị tinye arịrịọ: Aboki na ndị otu anyị nwere ike ịkpọ gị. Gaa na profaịlụ gị ka ị nweta koodu.',
  'Verify your phone number before your Aboki goes to review: our team may need to call you. Go to your profile to get a code.':
    'Nyochaa nọmba ekwentị gị tupu ezigara Aboki gị maka nlele: ndị otu anyị nwere ike ịkpọ gị. Gaa na profaịlụ gị ka ị nweta koodu.',
  // Message preferences (NOTIFICATION_MESSAGES).
  'Choose which messages you are changing': 'Họrọ ozi ndị ị na-agbanwe',
  'Choose e-mail, text message or both': 'Họrọ email, ozi ederede ma ọ bụ ha abụọ',
  'Your account does not receive these messages, so there is nothing to choose for them.':
    'Akaụntụ gị anaghị enweta ozi ndị a, ya mere ọ nweghị ihe ị ga-ahọrọ maka ha.',
  'Choose whether you book help or are an agent first.':
    'Buru ụzọ họrọ ma ị na-achọ enyemaka ma ọ bụ ị bụ onye nnọchite.',
  'Saved. We will send these messages the way you chose.':
    'Echekwala ya. Anyị ga-ezitere gị ozi ndị a otu i si họrọ.',
  'Saved. Until your phone number is verified, these messages come by e-mail; verify it on your profile.':
    'Echekwala ya. Ruo mgbe a kwenyere nọmba ekwentị gị, ozi ndị a ga-abịa site na email; kwenye ya na profaịlụ gị.',
  'Saved. Text messages are not available at the moment, so these messages come by e-mail.':
    'Echekwala ya. Ozi ederede adịghị ugbu a, ya mere ozi ndị a ga-abịa site na email.',
};

export default ig;
