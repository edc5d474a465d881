/**
 * What the API says, in Yoruba: keyed by the English source text (source.ts), following
 * docs/i18n-glossary.md. The respect form "ẹ"/"yín" throughout, with tone marks and subdots.
 */
const yo: Readonly<Record<string, string>> = {
  // Accounts and messages (MESSAGES).
  "Thanks — we've received your message and will reply by email within one working day.":
    'Ẹ ṣé — a ti gba ìránṣẹ́ yín, a ó sì fèsì nípasẹ̀ ímeèlì láàrin ọjọ́ iṣẹ́ kan.',
  'Too many requests. Please wait a moment and try again.':
    'Ìbéèrè ti pọ̀ jù. Ẹ jọ̀ọ́ ẹ dúró díẹ̀, kí ẹ sì tún gbìyànjú.',
  'Registration successful! Please verify your email.':
    'Ìforúkọsílẹ̀ yín ti yọrí sí rere! Ẹ jọ̀ọ́ ẹ jẹ́rìí ímeèlì yín.',
  'Logged in successfully!': 'Ẹ ti wọlé!',
  'Logged out successfully!': 'Ẹ ti jáde!',
  'Role set to {role} successfully!': 'A ti ṣètò ipa yín sí {role}!',
  'Profile created successfully!': 'A ti ṣẹ̀dá àkọsílẹ̀ yín!',
  'Please select a user type (Agent or User) first.': 'Ẹ jọ̀ọ́ ẹ kọ́kọ́ yan irú olùlò (Aṣojú tàbí Oníbàárà).',
  "Invalid role. Please select 'User' to create a user profile.":
    "Ipa yìí kò tọ́. Ẹ jọ̀ọ́ ẹ yan 'Oníbàárà' láti ṣẹ̀dá àkọsílẹ̀ oníbàárà.",
  "Invalid role. Please select 'Agent' to create an agent profile.":
    "Ipa yìí kò tọ́. Ẹ jọ̀ọ́ ẹ yan 'Aṣojú' láti ṣẹ̀dá àkọsílẹ̀ aṣojú.",
  'An account with this email already exists. Sign in, or reset your password if you have forgotten it.':
    'Àkáǹtì kan ti wà pẹ̀lú ímeèlì yìí. Ẹ wọlé, tàbí kí ẹ tún ọ̀rọ̀ aṣínà yín ṣe tí ẹ bá ti gbàgbé rẹ̀.',
  'This password is one of the most common passwords, so it is easy to guess. Choose another: a few unrelated words work well.':
    'Ọ̀rọ̀ aṣínà yìí wà lára èyí tí àwọn ènìyàn ń lò jù, nítorí náà ó rọrùn láti gbà á lérò. Ẹ yan òmíràn: àwọn ọ̀rọ̀ díẹ̀ tí kò jọra máa ń ṣiṣẹ́ dáadáa.',
  'Your password must not be your name or your email address.':
    'Ọ̀rọ̀ aṣínà yín kò gbọdọ̀ jẹ́ orúkọ yín tàbí àdírẹ́sì ímeèlì yín.',
  'If that email has an account waiting for verification, we have sent it a new code. It lasts 10 minutes.':
    'Tí àkáǹtì kan bá ń dúró de ìjẹ́rìí lórí ímeèlì yẹn, a ti fi kóòdù tuntun ránṣẹ́ sí i. Ó máa wà fún ìṣẹ́jú 10.',
  'That code is wrong or has expired. Check the latest email from us, or ask for a new code.':
    'Kóòdù yẹn kò tọ́ tàbí ó ti parí. Ẹ wo ímeèlì tí a fi ránṣẹ́ kẹ́yìn, tàbí kí ẹ béèrè fún kóòdù tuntun.',
  'Email verified. Welcome to Aboki!': 'A ti jẹ́rìí ímeèlì yín. Ẹ káàbọ̀ sí Aboki!',
  'Email verified. This email was signed up more than once with different passwords, so neither was kept: choose a new password with "Forgot password" before you next sign in.':
    'A ti jẹ́rìí ímeèlì yín. Wọ́n fi ímeèlì yìí forúkọsílẹ̀ ju ẹ̀ẹ̀kan lọ pẹ̀lú ọ̀rọ̀ aṣínà tó yàtọ̀ síra, nítorí náà a kò tọ́jú èyíkéyìí: ẹ yan ọ̀rọ̀ aṣínà tuntun pẹ̀lú "Mo gbàgbé ọ̀rọ̀ aṣínà" kí ẹ tó wọlé nígbà míì.',
  'Incorrect email or password.': 'Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ́.',
  'Please verify your email first. We have emailed you a new code.':
    'Ẹ jọ̀ọ́ ẹ kọ́kọ́ jẹ́rìí ímeèlì yín. A ti fi kóòdù tuntun ránṣẹ́ sí ímeèlì yín.',
  'Please verify your email first. Enter the code we emailed you a moment ago.':
    'Ẹ jọ̀ọ́ ẹ kọ́kọ́ jẹ́rìí ímeèlì yín. Ẹ tẹ kóòdù tí a fi ránṣẹ́ sí ímeèlì yín ní ìṣẹ́jú díẹ̀ sẹ́yìn.',
  'Many wrong passwords have been tried for this account, so signing in now also needs a code from your email. If the password is right, we have emailed you a 6-digit sign-in code: enter it with your password. It lasts 10 minutes.':
    'Wọ́n ti gbìyànjú ọ̀pọ̀ ọ̀rọ̀ aṣínà tí kò tọ́ lórí àkáǹtì yìí, nítorí náà láti wọlé báyìí ẹ tún nílò kóòdù láti ímeèlì yín. Tí ọ̀rọ̀ aṣínà bá tọ́, a ti fi kóòdù ìwọlé oní-nọ́ńbà 6 ránṣẹ́ sí ímeèlì yín: ẹ tẹ̀ ẹ́ pẹ̀lú ọ̀rọ̀ aṣínà yín. Ó máa wà fún ìṣẹ́jú 10.',
  'Incorrect password or sign-in code. Check the latest sign-in email from us, or ask for a new code.':
    'Ọ̀rọ̀ aṣínà tàbí kóòdù ìwọlé kò tọ́. Ẹ wo ímeèlì ìwọlé tí a fi ránṣẹ́ kẹ́yìn, tàbí kí ẹ béèrè fún kóòdù tuntun.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'Ìgbìyànjú láti wọlé ti pọ̀ jù. Ẹ jọ̀ọ́ ẹ dúró fún ìṣẹ́jú díẹ̀, kí ẹ sì tún gbìyànjú.',
  'Too many sign-ups from here. Please wait a while and try again.':
    'Ìforúkọsílẹ̀ láti ibí ti pọ̀ jù. Ẹ jọ̀ọ́ ẹ dúró fún ìgbà díẹ̀, kí ẹ sì tún gbìyànjú.',
  'Please wait a minute before asking for another code.':
    'Ẹ jọ̀ọ́ ẹ dúró fún ìṣẹ́jú kan kí ẹ tó béèrè fún kóòdù míì.',
  'You have asked for several codes. Please wait before asking again.':
    'Ẹ ti béèrè fún ọ̀pọ̀ kóòdù. Ẹ jọ̀ọ́ ẹ dúró díẹ̀ kí ẹ tó tún béèrè.',
  'Too many code attempts. Please wait and try again later.':
    'Ìgbìyànjú kóòdù ti pọ̀ jù. Ẹ jọ̀ọ́ ẹ dúró, kí ẹ tún gbìyànjú lẹ́yìn náà.',
  'Please sign in to continue.': 'Ẹ jọ̀ọ́ ẹ wọlé láti tẹ̀síwájú.',
  'Our team has suspended this account: {reason} If you think this is a mistake, reply to the e-mail we sent you or use the contact page.':
    'Ẹgbẹ́ wa ti dá àkáǹtì yìí dúró: {reason} Tí ẹ bá rò pé àṣìṣe ni, ẹ fèsì sí ímeèlì tí a fi ránṣẹ́ sí yín tàbí kí ẹ lo ojú-ìwé ìbánisọ̀rọ̀.',
  'Your session has ended. Please sign in again.': 'Ìgbà ìwọlé yín ti parí. Ẹ jọ̀ọ́ ẹ tún wọlé.',
  'If an account uses that email, we have sent it a code to reset the password. It lasts 10 minutes.':
    'Tí àkáǹtì kan bá ń lo ímeèlì yẹn, a ti fi kóòdù ránṣẹ́ sí i láti tún ọ̀rọ̀ aṣínà ṣe. Ó máa wà fún ìṣẹ́jú 10.',
  'Code accepted. Choose a new password.': 'A ti gba kóòdù náà. Ẹ yan ọ̀rọ̀ aṣínà tuntun.',
  'This password reset has expired or was already used. Please ask for a new code.':
    'Àtúnṣe ọ̀rọ̀ aṣínà yìí ti parí tàbí wọ́n ti lò ó tẹ́lẹ̀. Ẹ jọ̀ọ́ ẹ béèrè fún kóòdù tuntun.',
  'Your password has been changed. Please sign in with your new password.':
    'A ti yí ọ̀rọ̀ aṣínà yín padà. Ẹ jọ̀ọ́ ẹ wọlé pẹ̀lú ọ̀rọ̀ aṣínà tuntun yín.',
  'Your profile is already created, so your role can no longer change.':
    'A ti ṣẹ̀dá àkọsílẹ̀ yín tẹ́lẹ̀, nítorí náà ipa yín kò lè yí padà mọ́.',
  'You already have a profile. Edit it from your profile page.':
    'Ẹ ti ní àkọsílẹ̀ tẹ́lẹ̀. Ẹ ṣàtúnṣe rẹ̀ láti ojú-ìwé àkọsílẹ̀ yín.',
  'You have not created a profile yet. Create one first.': 'Ẹ kò tíì ṣẹ̀dá àkọsílẹ̀. Ẹ kọ́kọ́ ṣẹ̀dá ọ̀kan.',
  'Profile updated successfully!': 'A ti ṣàtúnṣe àkọsílẹ̀ yín!',
  'Only agent profiles have this field': 'Àkọsílẹ̀ aṣojú nìkan ló ní àyè yìí',
  'Aboki saved as a draft. Continue with the details.':
    'A ti fi Aboki pamọ́ (kò tíì jáde). Ẹ tẹ̀síwájú pẹ̀lú àwọn àlàyé.',
  'Aboki details saved.': 'A ti fi àlàyé Aboki pamọ́.',
  'Photo saved.': 'A ti fi fọ́tò náà pamọ́.',
  'Services and prices saved.': 'A ti fi àwọn iṣẹ́ àti iye owó pamọ́.',
  'Working hours and areas saved.': 'A ti fi àkókò iṣẹ́ àti àwọn agbègbè pamọ́.',
  'Sent for review. Our team checks the ID and calls the guarantor, usually within 2 working days; we e-mail you when it is done.':
    'A ti fi ránṣẹ́ fún àyẹ̀wò. Ẹgbẹ́ wa yóò ṣàyẹ̀wò ID náà, yóò sì pe onídùúró, nígbà púpọ̀ láàárín ọjọ́ iṣẹ́ 2; a ó fi ímeèlì ránṣẹ́ sí yín nígbà tí ó bá parí.',
  'This Aboki is already waiting for a review.': 'Aboki yìí ti ń dúró de àyẹ̀wò tẹ́lẹ̀.',
  'Our team has suspended this Aboki: read the reason on its page, and contact us if something is wrong.':
    'Ẹgbẹ́ wa ti dá Aboki yìí dúró: ẹ ka ìdí rẹ̀ lójú ewé rẹ̀, kí ẹ sì kàn sí wa bí nǹkan kan kò bá tọ̀nà.',
  'Aboki paused. Users will not see them until you resume.':
    'A ti dá Aboki dúró. Àwọn oníbàárà kò ní rí i títí ẹ ó fi tún bẹ̀rẹ̀.',
  'Aboki resumed. Users can book them again.': 'Aboki ti padà bẹ̀rẹ̀. Àwọn oníbàárà tún lè ṣe àdéhùn pẹ̀lú rẹ̀.',
  'Only agents can onboard and manage Abokis.': 'Àwọn aṣojú nìkan ló lè mú Aboki wọlé kí wọ́n sì bójú tó wọn.',
  'Create your agent profile first, then you can onboard Abokis.':
    'Ẹ kọ́kọ́ ṣẹ̀dá àkọsílẹ̀ aṣojú yín, lẹ́yìn náà ẹ lè mú Aboki wọlé.',
  'We could not find that Aboki.': 'A kò rí Aboki yẹn.',
  'This Aboki is not ready to publish yet. Still missing: {missing}.':
    'Aboki yìí kò tíì ṣetán láti jáde. Ohun tó ṣì kù: {missing}.',
  'This Aboki is already published.': 'A ti gbé Aboki yìí jáde tẹ́lẹ̀.',
  'This Aboki is paused: resume it instead of publishing it again.':
    'A ti dá Aboki yìí dúró: ẹ tún un bẹ̀rẹ̀ dípò kí ẹ tún gbé e jáde.',
  'Only a published Aboki can be paused.': 'Aboki tí a ti gbé jáde nìkan la lè dá dúró.',
  'Only a paused Aboki can be resumed.': 'Aboki tí a ti dá dúró nìkan la lè tún bẹ̀rẹ̀.',
  'This Aboki was changed by another request at the same time. Reload and try again.':
    'Ìbéèrè míì yí Aboki yìí padà ní àkókò kan náà. Ẹ tún ojú-ìwé gbé, kí ẹ sì tún gbìyànjú.',
  'That file is not a JPEG, PNG or WebP photo. Choose a photo and try again.':
    'Fáìlì yẹn kì í ṣe fọ́tò JPEG, PNG tàbí WebP. Ẹ yan fọ́tò kan, kí ẹ sì tún gbìyànjú.',
  'That photo is too large. Choose one under 5 MB.': 'Fọ́tò yẹn ti tóbi jù. Ẹ yan èyí tí kò tó 5 MB.',
  'Photo not found.': 'A kò rí fọ́tò náà.',

  // Your data and deleting your account (DATA_RIGHTS_MESSAGES).
  'That password is not right. Enter the password you sign in with.':
    'Ọ̀rọ̀ aṣínà yẹn kò tọ́. Ẹ tẹ ọ̀rọ̀ aṣínà tí ẹ fi ń wọlé.',
  'Your account cannot be deleted while a job is still open or money is still being refunded. Finish or cancel your open jobs first, then try again.':
    'A kò lè pa àkáǹtì yín rẹ́ nígbà tí iṣẹ́ kan ṣì wà ní ṣíṣí tàbí tí a ṣì ń dá owó padà. Ẹ kọ́kọ́ parí tàbí fagilé àwọn iṣẹ́ yín tó ṣì wà ní ṣíṣí, lẹ́yìn náà ẹ tún gbìyànjú.',
  'This account has been deleted.': 'A ti pa àkáǹtì yìí rẹ́.',
  'Your account has been deleted.': 'A ti pa àkáǹtì yín rẹ́.',
  'You have downloaded your data 5 times in the last hour. Please try again later.':
    'Ẹ ti ṣe ìgbàsílẹ̀ dátà yín ní ìgbà 5 láàrin wákàtí kan sẹ́yìn. Ẹ jọ̀ọ́ ẹ tún gbìyànjú lẹ́yìn náà.',
  'Too many attempts to delete this account. Please wait an hour and try again.':
    'Ìgbìyànjú láti pa àkáǹtì yìí rẹ́ ti pọ̀ jù. Ẹ jọ̀ọ́ ẹ dúró fún wákàtí kan, kí ẹ sì tún gbìyànjú.',
  'Confirm that you want to delete your account': 'Ẹ jẹ́rìí pé ẹ fẹ́ pa àkáǹtì yín rẹ́',

  // The API's own answers (API_MESSAGES).
  'Request body is too large (limit 100 KiB)': 'Ohun tí ẹ fi ránṣẹ́ ti tóbi jù (òpin rẹ̀ jẹ́ 100 KiB)',
  'Send the request body as JSON': 'Ẹ fi ara ìbéèrè náà ránṣẹ́ ní JSON',
  'Request body is not valid JSON': 'Ohun tí ẹ fi ránṣẹ́ kì í ṣe JSON tó tọ́',
  'Request body is empty; send a JSON object': 'Ohun tí ẹ fi ránṣẹ́ ṣófo; ẹ fi ohun JSON kan ránṣẹ́',
  'No such address: the URL is not valid': 'Kò sí àdírẹ́sì bẹ́ẹ̀: URL náà kò tọ́',
  'No such address: a part of the URL is too long': 'Kò sí àdírẹ́sì bẹ́ẹ̀: apá kan nínú URL náà ti gùn jù',
  'No route for {method} {path}': 'Kò sí ọ̀nà fún {method} {path}',
  '{field} is required': 'A nílò {field}',
  'Unknown field "{field}"': 'A kò mọ àyè "{field}"',
  'Invalid value': 'Iye yìí kò tọ́',
  'Aboki is busy right now. Please try again in a moment.':
    'Ọwọ́ Aboki dí báyìí. Ẹ jọ̀ọ́ ẹ tún gbìyànjú ní ìṣẹ́jú díẹ̀.',
  'Something went wrong on our side. Please try again.': 'Nǹkan kan ṣàṣìṣe ní ọ̀dọ̀ wa. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'We cannot do this for a moment on our side. Please try again in a minute.':
    'A kò lè ṣe èyí fún ìgbà díẹ̀ ní ọ̀dọ̀ wa. Ẹ jọ̀ọ́ ẹ tún gbìyànjú ní ìṣẹ́jú kan.',
  'The database is not answering': 'Ibi ìpamọ́ dátà kò dáhùn',
  'Redis is not answering': 'Redis kò dáhùn',
  'Missing or invalid x-paystack-signature': 'x-paystack-signature kò sí tàbí kò tọ́',
  'This password is only repeated or consecutive characters (like aaaaaaaa, 12345678 or qwertyui), so it is easy to guess. Choose another: a few unrelated words work well.':
    'Ọ̀rọ̀ aṣínà yìí jẹ́ lẹ́tà tí a tún ṣe léraléra tàbí tí ó tẹ̀lé ara wọn nìkan (bí aaaaaaaa, 12345678 tàbí qwertyui), nítorí náà ó rọrùn láti gbà á lérò. Ẹ yan òmíràn: àwọn ọ̀rọ̀ díẹ̀ tí kò jọra máa ń ṣiṣẹ́ dáadáa.',
  '{fields}: Only agent profiles have this field': '{fields}: Àkọsílẹ̀ aṣojú nìkan ló ní àyè yìí',
  'Send the photo as {types}': 'Ẹ fi fọ́tò náà ránṣẹ́ ní {types}',
  'There is no service "{slug}" in the catalogue': 'Kò sí iṣẹ́ ìránṣẹ́ "{slug}" nínú àkójọ',
  '{service} is booked per job, not by the hour; leave hours out':
    'A máa ń ṣe àdéhùn {service} fún iṣẹ́ kọ̀ọ̀kan, kì í ṣe ní wákàtí; ẹ má fi wákàtí sí i',
  'The price can be at most {max} ({multiple}× the starting price)':
    'Iye owó kò gbọdọ̀ ju {max} lọ ({multiple}× iye owó ìbẹ̀rẹ̀)',
  'Say how long the job usually takes (30 minutes to 12 hours)':
    'Ẹ sọ bí iṣẹ́ náà ṣe máa ń pẹ́ tó (ìṣẹ́jú 30 sí wákàtí 12)',
  'This service is booked by the hour, so it has no fixed duration; leave it out':
    'A máa ń ṣe àdéhùn iṣẹ́ ìránṣẹ́ yìí ní wákàtí, nítorí náà kò ní àkókò tí a yàn; ẹ má fi sí i',
  '{lga} is not an LGA in {state}': '{lga} kì í ṣe LGA ní {state}',
  "Include the Aboki's home LGA ({lga})": 'Ẹ fi LGA ilé Aboki kún un ({lga})',
  'Two intervals on the same day overlap': 'Àkókò méjì ní ọjọ́ kan náà kọlu ara wọn',
  'No such Aboki, or not taking bookings': 'Kò sí Aboki bẹ́ẹ̀, tàbí kò gba àdéhùn lọ́wọ́lọ́wọ́',

  'No such service': 'Kò sí iṣẹ́ ìránṣẹ́ bẹ́ẹ̀',
  'No service called "{slug}"': 'Kò sí iṣẹ́ ìránṣẹ́ tí a ń pè ní "{slug}"',
  'No Nigerian state called "{state}"': 'Kò sí ìpínlẹ̀ Nàìjíríà tí a ń pè ní "{state}"',

  // Bookings (BOOKING_MESSAGES, NOT_AVAILABLE_REASONS).
  'Request sent! Give the start code to your Aboki when they arrive.':
    'A ti fi ìbéèrè yín ránṣẹ́! Ẹ fún Aboki yín ní kóòdù ìbẹ̀rẹ̀ nígbà tí wọ́n bá dé.',
  'Someone has just booked this Aboki for that time. Choose another time.':
    'Ẹnìkan ṣẹ̀ṣẹ̀ ṣe àdéhùn pẹ̀lú Aboki yìí fún àkókò yẹn. Ẹ yan àkókò míì.',
  'No such job.': 'Kò sí iṣẹ́ bẹ́ẹ̀.',
  'This Aboki is not available for booking.': 'Aboki yìí kò sí fún àdéhùn báyìí.',
  'Only a User with a profile can book an Aboki.': 'Oníbàárà tó ní àkọsílẹ̀ nìkan ló lè ṣe àdéhùn pẹ̀lú Aboki.',
  'Create your profile before booking an Aboki.': 'Ẹ ṣẹ̀dá àkọsílẹ̀ yín kí ẹ tó ṣe àdéhùn pẹ̀lú Aboki.',
  'We could not send this booking safely. Please try again.':
    'A kò lè fi àdéhùn yìí ránṣẹ́ láìléwu. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'This booking was already sent with other details. Start the booking again to send it as it is now.':
    'A ti fi àdéhùn yìí ránṣẹ́ tẹ́lẹ̀ pẹ̀lú àlàyé míì. Ẹ tún àdéhùn náà bẹ̀rẹ̀ láti fi ránṣẹ́ bí ó ṣe rí báyìí.',
  'This booking is still being sent. Wait a moment, then try again.':
    'A ṣì ń fi àdéhùn yìí ránṣẹ́. Ẹ dúró díẹ̀, lẹ́yìn náà ẹ tún gbìyànjú.',
  'Bookings open at least 2 hours ahead. Choose a later time.':
    'Àdéhùn gbọdọ̀ jẹ́ ó kéré tán wákàtí 2 ṣáájú. Ẹ yan àkókò tó jìnnà díẹ̀.',
  'Bookings open at most 30 days ahead. Choose an earlier date.':
    'Àdéhùn kò lè ju ọjọ́ 30 ṣáájú lọ. Ẹ yan ọjọ́ tó súnmọ́ ju bẹ́ẹ̀ lọ.',
  'This Aboki does not work in that LGA. Choose another Aboki or place.':
    'Aboki yìí kò ṣiṣẹ́ ní LGA yẹn. Ẹ yan Aboki míì tàbí ibòmíì.',
  'This Aboki does not offer that service. Choose another Aboki.':
    'Aboki yìí kò ṣe iṣẹ́ ìránṣẹ́ yẹn. Ẹ yan Aboki míì.',
  'This Aboki is off on that day. Choose another day.': 'Aboki yìí kò ní ṣiṣẹ́ lọ́jọ́ yẹn. Ẹ yan ọjọ́ míì.',
  'This Aboki is not working then (the job and 30 minutes to travel on must fit in their hours). Choose another time.':
    'Aboki yìí kò ní ṣiṣẹ́ nígbà yẹn (iṣẹ́ náà àti ìṣẹ́jú 30 láti rìnrìn àjò síwájú gbọdọ̀ bọ́ sínú àkókò iṣẹ́ wọn). Ẹ yan àkókò míì.',
  'This Aboki already has a job then. Choose another time.':
    'Aboki yìí ti ní iṣẹ́ nígbà yẹn. Ẹ yan àkókò míì.',

  // Jobs (JOB_MESSAGES).
  'This job cannot do that now: it has moved on. Reload to see where it is.':
    'Iṣẹ́ yìí kò lè ṣe bẹ́ẹ̀ báyìí: ó ti kọjá ìpele yẹn. Ẹ tún ojú-ìwé gbé láti rí ibi tó dé.',
  'That start code is not right. Ask the User for the 4-digit code on their job page.':
    'Kóòdù ìbẹ̀rẹ̀ yẹn kò tọ́. Ẹ béèrè kóòdù oní-nọ́ńbà 4 lọ́wọ́ oníbàárà, ó wà lórí ojú-ìwé iṣẹ́ wọn.',
  'Too many wrong start codes. Starting is locked for a while; try again later.':
    'Kóòdù ìbẹ̀rẹ̀ tí kò tọ́ ti pọ̀ jù. A ti ti ìbẹ̀rẹ̀ pa fún ìgbà díẹ̀; ẹ tún gbìyànjú lẹ́yìn náà.',
  'It is too early to start this job. You can start from 30 minutes before the start time.':
    'Ó ti tètè jù láti bẹ̀rẹ̀ iṣẹ́ yìí. Ẹ lè bẹ̀rẹ̀ láti ìṣẹ́jú 30 ṣáájú àkókò ìbẹ̀rẹ̀.',
  'A no-show can be reported only from 30 minutes after the start time.':
    'A lè jábọ̀ pé ẹnìkan kò yọjú láti ìṣẹ́jú 30 lẹ́yìn àkókò ìbẹ̀rẹ̀ nìkan.',
  'Only the User of a completed job can review it, once, within 14 days.':
    'Oníbàárà iṣẹ́ tó ti parí nìkan ló lè ṣe àgbéyẹ̀wò rẹ̀, ẹ̀ẹ̀kan ṣoṣo, láàrin ọjọ́ 14.',
  'You have already reviewed this job.': 'Ẹ ti ṣe àgbéyẹ̀wò iṣẹ́ yìí tẹ́lẹ̀.',
  'Request accepted. The customer has been told.': 'Ẹ ti gba ìbéèrè náà. A ti sọ fún oníbàárà.',
  'Request declined. The customer has been told.': 'Ẹ ti kọ ìbéèrè náà. A ti sọ fún oníbàárà.',
  'Job started. Thank you for being on time.': 'Iṣẹ́ ti bẹ̀rẹ̀. Ẹ ṣé fún dídé lásìkò.',
  'Job done. Thank you!': 'Iṣẹ́ ti parí. Ẹ ṣé!',
  'Request cancelled.': 'A ti fagilé ìbéèrè náà.',
  'No-show recorded.': 'A ti kọ ọ́ sílẹ̀ pé kò yọjú.',
  'Thank you for your review.': 'Ẹ ṣé fún àgbéyẹ̀wò yín.',

  // Booking fields (JOB_FIELD_MESSAGES).
  'Choose a service': 'Ẹ yan iṣẹ́ ìránṣẹ́ kan',
  'Choose a service from the catalogue': 'Ẹ yan iṣẹ́ ìránṣẹ́ kan láti inú àkójọ',
  'Enter a time as HH:MM': 'Ẹ tẹ àkókò bí HH:MM',
  'Enter a time as HH:MM (00:00 to 23:30)': 'Ẹ tẹ àkókò bí HH:MM (00:00 sí 23:30)',
  'Choose a time on the hour or half hour': 'Ẹ yan àkókò ní ìbẹ̀rẹ̀ wákàtí tàbí ààbọ̀ wákàtí',
  'Hours must be a whole number': 'Wákàtí gbọdọ̀ jẹ́ nọ́ńbà odidi',
  'Book at least 1 hour': 'Ẹ ṣe àdéhùn fún ó kéré tán wákàtí 1',
  'Book at most 10 hours': 'Àdéhùn kò gbọdọ̀ ju wákàtí 10 lọ',
  'Use the nextCursor of the previous page': 'Ẹ lo nextCursor ti ojú-ìwé tó ṣáájú',
  'Choose a language from the list': 'Ẹ yan èdè kan láti inú àkójọ',
  'Send date and time together, or neither': 'Ẹ fi ọjọ́ àti àkókò ránṣẹ́ papọ̀, tàbí kí ẹ má fi èyíkéyìí',
  'days must be a whole number': 'days gbọdọ̀ jẹ́ nọ́ńbà odidi',
  'Ask for at least 1 day': 'Ẹ béèrè fún ó kéré tán ọjọ́ 1',
  'Ask for at most 14 days': 'Ẹ má béèrè ju ọjọ́ 14 lọ',
  'Choose a start time': 'Ẹ yan àkókò ìbẹ̀rẹ̀',
  'Send the start as an ISO 8601 time with its offset, e.g. 2026-12-14T09:00:00+01:00':
    'Ẹ fi àkókò ìbẹ̀rẹ̀ ránṣẹ́ ní ìlànà ISO 8601 pẹ̀lú ìyàtọ̀ àkókò rẹ̀, fún àpẹẹrẹ 2026-12-14T09:00:00+01:00',
  'Choose a start on the hour or half hour': 'Ẹ yan ìbẹ̀rẹ̀ ní ìbẹ̀rẹ̀ wákàtí tàbí ààbọ̀ wákàtí',
  'Enter the name of the person the Aboki will help': 'Ẹ tẹ orúkọ ẹni tí Aboki máa ràn lọ́wọ́',
  'Name must be at most 100 characters': 'Orúkọ kò gbọdọ̀ ju lẹ́tà 100 lọ',
  'The price is computed by Aboki from the Aboki’s own price; do not send it':
    'Aboki ló ń ṣírò iye owó láti inú iye owó Aboki fúnra rẹ̀; ẹ má fi ránṣẹ́',
  'Choose an Aboki': 'Ẹ yan Aboki kan',
  'Choose how to pay: cash to the Aboki when the job is done, or card or bank transfer now':
    'Ẹ yan bí ẹ ó ṣe sanwó: owó lọ́wọ́ fún Aboki nígbà tí iṣẹ́ bá parí, tàbí káàdì tàbí fífi owó ránṣẹ́ láti báńkì báyìí',
  'Enter the address': 'Ẹ tẹ àdírẹ́sì',
  'Enter the address (at least 5 characters)': 'Ẹ tẹ àdírẹ́sì (ó kéré tán lẹ́tà 5)',
  'Address must be at most 200 characters': 'Àdírẹ́sì kò gbọdọ̀ ju lẹ́tà 200 lọ',
  'Landmark must be at most 120 characters': 'Àmì ibi kò gbọdọ̀ ju lẹ́tà 120 lọ',
  'Keep the notes to 500 characters': 'Ẹ jẹ́ kí àkíyèsí má ju lẹ́tà 500 lọ',
  'Choose a tab: upcoming, ongoing, completed, cancelled':
    'Ẹ yan táàbù kan: upcoming, ongoing, completed, cancelled',
  'Keep the reason to 500 characters': 'Ẹ jẹ́ kí ìdí náà má ju lẹ́tà 500 lọ',
  'Enter the 4-digit start code': 'Ẹ tẹ kóòdù ìbẹ̀rẹ̀ oní-nọ́ńbà 4',
  'Cash received must be a whole number of kobo': 'Owó tí a gbà gbọdọ̀ jẹ́ nọ́ńbà kobo odidi',
  'Cash received cannot be negative': 'Owó tí a gbà kò lè kéré ju òdo lọ',
  'Cash received is too large': 'Owó tí a gbà ti pọ̀ jù',
  'Choose a rating from 1 to 5 stars': 'Ẹ yan ìdíwọ̀n láti ìràwọ̀ 1 sí 5',
  'Keep the comment to 1000 characters': 'Ẹ jẹ́ kí ọ̀rọ̀ yín má ju lẹ́tà 1000 lọ',
  'Choose the state': 'Ẹ yan ìpínlẹ̀',
  'Choose the LGA': 'Ẹ yan LGA',

  // Moving a booking (RESCHEDULE_MESSAGES, RESCHEDULE_FIELD_MESSAGES).
  'Asked. Your old time is kept until the Aboki’s agent answers.':
    'A ti béèrè. A ó tọ́jú àkókò yín àtijọ́ títí aṣojú Aboki yóò fi dáhùn.',
  'You kept the old time.': 'Ẹ ti di àkókò àtijọ́ mú.',
  'New time accepted. The customer has been told.': 'Ẹ ti gba àkókò tuntun. A ti sọ fún oníbàárà.',
  'New time declined. The customer has been told.': 'Ẹ ti kọ àkókò tuntun. A ti sọ fún oníbàárà.',
  'This request cannot be moved now: only a request or an accepted job that is still ahead can.':
    'A kò lè sún ìbéèrè yìí báyìí: ìbéèrè tàbí iṣẹ́ tí a ti gbà tí àkókò rẹ̀ kò tíì dé nìkan la lè sún.',
  'It is too late to move this request: it starts within the hour. Cancel it instead if you cannot make it.':
    'Ó ti pẹ́ jù láti sún ìbéèrè yìí: yóò bẹ̀rẹ̀ láàrin wákàtí kan. Ẹ fagilé e dípò bẹ́ẹ̀ tí ẹ kò bá ní lè wá.',
  'You have already asked to move this request. Keep the old time first if you want to ask for another.':
    'Ẹ ti béèrè láti sún ìbéèrè yìí tẹ́lẹ̀. Ẹ kọ́kọ́ di àkókò àtijọ́ mú tí ẹ bá fẹ́ béèrè fún òmíràn.',
  'There is no new time waiting for an answer on this request. Reload to see where it is.':
    'Kò sí àkókò tuntun tó ń dúró de ìdáhùn lórí ìbéèrè yìí. Ẹ tún ojú-ìwé gbé láti rí ibi tó dé.',
  'That is the time already booked. Choose another time.':
    'Àkókò yẹn ni a ti ṣe àdéhùn rẹ̀ tẹ́lẹ̀. Ẹ yan àkókò míì.',
  'The customer has changed the time they asked for. Reload to see the new ask.':
    'Oníbàárà ti yí àkókò tí wọ́n béèrè padà. Ẹ tún ojú-ìwé gbé láti rí ìbéèrè tuntun.',
  'Only the customer who booked this request can ask to move it.':
    'Oníbàárà tó ṣe àdéhùn yìí nìkan ló lè béèrè láti sún un.',
  'Only the Aboki’s agent can answer an ask to move this request.':
    'Aṣojú Aboki nìkan ló lè dáhùn ìbéèrè láti sún ìbéèrè yìí.',
  'Enter a date as YYYY-MM-DD': 'Ẹ tẹ ọjọ́ bí YYYY-MM-DD',

  // Payments (PAYMENT_MESSAGES, PAYMENT_FIELD_MESSAGES).
  'Card and bank transfer payments are not available right now. Choose cash on completion.':
    'Ìsanwó pẹ̀lú káàdì tàbí fífi owó ránṣẹ́ láti báńkì kò sí báyìí. Ẹ yan owó lọ́wọ́ nígbà tí iṣẹ́ bá parí.',
  'After 3 late cancellations in 30 days, bookings are paid in advance by card or bank transfer for a while.':
    'Lẹ́yìn ìfagilé tó pẹ́ ní ìgbà 3 láàrin ọjọ́ 30, a máa ń san owó àdéhùn ṣáájú pẹ̀lú káàdì tàbí fífi owó ránṣẹ́ láti báńkì fún ìgbà díẹ̀.',
  'We could not reach our payment provider. Nothing was charged: try again in a moment or pay cash.':
    'A kò lè dé ọ̀dọ̀ olùpèsè ìsanwó wa. A kò gba owó kankan: ẹ tún gbìyànjú ní ìṣẹ́jú díẹ̀ tàbí kí ẹ san owó lọ́wọ́.',
  'This job is not waiting for a payment.': 'Iṣẹ́ yìí kò dúró de ìsanwó kankan.',
  'The time to pay for this booking has run out, and the Aboki’s time was freed. Book again.':
    'Àkókò láti sanwó fún àdéhùn yìí ti tán, a sì ti tú àkókò Aboki sílẹ̀. Ẹ tún ṣe àdéhùn.',
  'Continue to the payment page to pay for your booking.':
    'Ẹ tẹ̀síwájú sí ojú-ìwé ìsanwó láti sanwó fún àdéhùn yín.',
  'Request sent! You will pay the Aboki in cash on completion.':
    'A ti fi ìbéèrè yín ránṣẹ́! Ẹ ó san owó lọ́wọ́ fún Aboki nígbà tí iṣẹ́ bá parí.',
  'Payment was not completed — try again or pay cash.':
    'Ìsanwó kò parí — ẹ tún gbìyànjú tàbí kí ẹ san owó lọ́wọ́.',
  'Choose cash, card or bank transfer': 'Ẹ yan owó lọ́wọ́, káàdì tàbí fífi owó ránṣẹ́ láti báńkì',

  // Money out (PAYOUT_MESSAGES).
  'Choose your bank': 'Ẹ yan báńkì yín',
  'Enter your 10-digit account number': 'Ẹ tẹ nọ́ńbà àkáǹtì báńkì yín (nọ́ńbà 10)',
  'We could not find that account at this bank. Check the number and the bank, then try again.':
    'A kò rí àkáǹtì yẹn ní báńkì yìí. Ẹ ṣàyẹ̀wò nọ́ńbà àti báńkì náà, lẹ́yìn náà ẹ tún gbìyànjú.',
  'We could not reach the bank just now. Nothing was changed: try again in a moment.':
    'A kò lè kàn sí báńkì náà báyìí. Kò sí ohun tí a yí padà: ẹ tún gbìyànjú láìpẹ́.',
  'Enter your password to change the account your money is paid into.':
    'Ẹ tẹ ọ̀rọ̀ aṣínà yín láti yí àkáǹtì tí a ń san owó yín sí padà.',
  'Bank account saved. Your payouts go to this account.':
    'A ti fi àkáǹtì báńkì yín pamọ́. Owó tí a bá san fún yín yóò lọ sí àkáǹtì yìí.',
  'Bank account changed. For your safety, payouts to it start 24 hours from now.':
    'A ti yí àkáǹtì báńkì yín padà. Fún ààbò yín, sísan owó sí i yóò bẹ̀rẹ̀ ní wákàtí 24 láti ìsinsìnyí.',
  'Choose a month': 'Ẹ yan oṣù kan',

  // The cash check (CASH_CHECK_MESSAGES).
  'You entered {recorded}, but the customer owes {owed}. Correct the amount, or say why it is different.':
    'Ẹ tẹ {recorded}, ṣùgbọ́n oníbàárà jẹ {owed}. Ẹ ṣàtúnṣe iye náà, tàbí kí ẹ sọ ìdí tí ó fi yàtọ̀.',
  'Say why the cash is different from what the customer owes (at least 3 characters)':
    'Ẹ sọ ìdí tí owó náà fi yàtọ̀ sí ohun tí oníbàárà jẹ (ó kéré tán lẹ́tà 3)',
  'Keep the reason to 300 characters': 'Ẹ jẹ́ kí ìdí náà má ju lẹ́tà 300 lọ',
  'Enter the amount you paid in naira': 'Ẹ tẹ iye tí ẹ san ní náírà',
  'Enter the amount you paid in naira, e.g. 4500': 'Ẹ tẹ iye tí ẹ san ní náírà, fún àpẹẹrẹ 4500',
  'That is more than ₦1,000,000. Check the amount you paid.': 'Ìyẹn ju ₦1,000,000 lọ. Ẹ ṣàyẹ̀wò iye tí ẹ san.',
  'Thank you. You confirmed what you paid.': 'Ẹ ṣé. Ẹ ti jẹ́rìí ohun tí ẹ san.',
  'Thank you. Aboki support will contact you about the difference.':
    'Ẹ ṣé. Ẹ̀ka ìrànlọ́wọ́ Aboki yóò kàn sí yín nípa ìyàtọ̀ náà.',
  'You have already told us what you paid for this job.': 'Ẹ ti sọ fún wa ohun tí ẹ san fún iṣẹ́ yìí tẹ́lẹ̀.',
  'You can confirm what you paid only for a job paid in cash and done, within 14 days.':
    'Ẹ lè jẹ́rìí ohun tí ẹ san fún iṣẹ́ tí a san owó lọ́wọ́ fún tí ó sì ti parí nìkan, láàrin ọjọ́ 14.',
  'Only the customer who booked this job can confirm what they paid.':
    'Oníbàárà tó ṣe àdéhùn iṣẹ́ yìí nìkan ló lè jẹ́rìí ohun tí wọ́n san.',

  // Places (LOCATION_MESSAGES).
  'Send state and lga together': 'Ẹ fi ìpínlẹ̀ àti lga ránṣẹ́ papọ̀',
  'Choose one of the 36 states or FCT': 'Ẹ yan ọ̀kan nínú ìpínlẹ̀ 36 tàbí FCT',
  'Choose an LGA in {state}': 'Ẹ yan LGA kan ní {state}',

  // An Aboki's fields (ABOKI_FIELD_MESSAGES).
  'Tick the box to confirm this person agreed to the ID check':
    'Ẹ fi àmì sí àpótí náà láti jẹ́rìí pé ẹni yìí gbà kí a ṣàyẹ̀wò ID rẹ̀',
  'A NIN is exactly 11 digits': 'NIN jẹ́ nọ́ńbà 11 gẹ́lẹ́',
  "A voter's card number (VIN) is 19 letters and digits": 'Nọ́ńbà káàdì ìdìbò (VIN) jẹ́ lẹ́tà àti nọ́ńbà 19',
  "A driver's licence number is 8 to 16 letters and digits": 'Nọ́ńbà ìwé ìwakọ̀ jẹ́ lẹ́tà àti nọ́ńbà 8 sí 16',
  'A Nigerian passport number is a letter followed by 8 digits':
    'Nọ́ńbà ìwé ìrìnnà Nàìjíríà jẹ́ lẹ́tà kan tí nọ́ńbà 8 tẹ̀lé',
  'Enter the first name': 'Ẹ tẹ orúkọ àkọ́kọ́',
  'First name must be at most 50 characters': 'Orúkọ àkọ́kọ́ kò gbọdọ̀ ju lẹ́tà 50 lọ',
  'Enter the last name': 'Ẹ tẹ orúkọ ìdílé',
  'Last name must be at most 50 characters': 'Orúkọ ìdílé kò gbọdọ̀ ju lẹ́tà 50 lọ',
  'Choose female or male': 'Ẹ yan obìnrin tàbí ọkùnrin',
  'Enter the date of birth as YYYY-MM-DD': 'Ẹ tẹ ọjọ́ ìbí bí YYYY-MM-DD',
  'An Aboki must be at least 18 years old': 'Aboki gbọdọ̀ ti pé ọmọ ọdún 18 ó kéré tán',
  'Check the year of birth': 'Ẹ ṣàyẹ̀wò ọdún ìbí',
  'Choose from: English, Pidgin, Hausa, Yoruba, Igbo, Fulfulde, Ibibio, Tiv, Kanuri, Edo':
    'Ẹ yàn láti inú: English, Pidgin, Hausa, Yoruba, Igbo, Fulfulde, Ibibio, Tiv, Kanuri, Edo',
  'Choose at least one language': 'Ẹ yan ó kéré tán èdè kan',
  'Choose each language once': 'Ẹ yan èdè kọ̀ọ̀kan ní ẹ̀ẹ̀kan ṣoṣo',
  'Keep the bio to 280 characters': 'Ẹ jẹ́ kí àpèjúwe ara ẹni má ju lẹ́tà 280 lọ',
  'Enter the home address': 'Ẹ tẹ àdírẹ́sì ilé',
  'Enter the home address (at least 5 characters)': 'Ẹ tẹ àdírẹ́sì ilé (ó kéré tán lẹ́tà 5)',
  'Choose the kind of ID: NIN, voter’s card, driver’s licence or international passport':
    'Ẹ yan irú ìdánimọ̀: NIN, káàdì ìdìbò, ìwé ìwakọ̀ tàbí ìwé ìrìnnà àgbáyé',
  'Enter the ID number': 'Ẹ tẹ nọ́ńbà ìdánimọ̀',
  'ID number is too long': 'Nọ́ńbà ìdánimọ̀ ti gùn jù',
  "Enter the guarantor's name": 'Ẹ tẹ orúkọ onídùúró',
  'Say how the guarantor knows the Aboki': 'Ẹ sọ bí onídùúró ṣe mọ Aboki',
  'Say how the guarantor knows the Aboki (e.g. Uncle, Pastor)':
    'Ẹ sọ bí onídùúró ṣe mọ Aboki (fún àpẹẹrẹ Àbúrò bàbá, Pásítọ̀)',
  'Relationship must be at most 60 characters': 'Ìbáṣepọ̀ kò gbọdọ̀ ju lẹ́tà 60 lọ',
  "Enter the guarantor's address": 'Ẹ tẹ àdírẹ́sì onídùúró',
  "Enter the guarantor's address (at least 5 characters)": 'Ẹ tẹ àdírẹ́sì onídùúró (ó kéré tán lẹ́tà 5)',
  'Choose the type of ID this number belongs to': 'Ẹ yan irú ìdánimọ̀ tí nọ́ńbà yìí jẹ́ tirẹ̀',
  'Send at least one field to change': 'Ẹ fi ó kéré tán àyè kan tí ẹ fẹ́ yí padà ránṣẹ́',
  'Enter a price': 'Ẹ tẹ iye owó',
  'Prices are whole kobo': 'Iye owó gbọdọ̀ jẹ́ kobo odidi',
  'The price must be at least ₦500': 'Iye owó gbọdọ̀ jẹ́ ó kéré tán ₦500',
  'The price is too high': 'Iye owó ti ga jù',
  'Enter the duration in whole minutes': 'Ẹ tẹ bí ó ṣe máa pẹ́ tó ní ìṣẹ́jú odidi',
  'A job takes at least 30 minutes': 'Iṣẹ́ máa ń gba ó kéré tán ìṣẹ́jú 30',
  'A job takes at most 12 hours': 'Iṣẹ́ kì í ju wákàtí 12 lọ',
  'Choose at least one service': 'Ẹ yan ó kéré tán iṣẹ́ ìránṣẹ́ kan',
  'Choose at most 30 services': 'Ẹ má yan ju iṣẹ́ ìránṣẹ́ 30 lọ',
  'Each service may appear once': 'Iṣẹ́ ìránṣẹ́ kọ̀ọ̀kan lè fara hàn ní ẹ̀ẹ̀kan ṣoṣo',
  'Enter a time as HH:MM (00:00 to 24:00)': 'Ẹ tẹ àkókò bí HH:MM (00:00 sí 24:00)',
  'Choose a day': 'Ẹ yan ọjọ́ kan',
  'Days run 1 (Monday) to 7 (Sunday)': 'Àwọn ọjọ́ bẹ̀rẹ̀ láti 1 (Ọjọ́ Ajé) sí 7 (Ọjọ́ Àìkú)',
  'A day starts at 00:00 and ends at 24:00': 'Ọjọ́ kan máa ń bẹ̀rẹ̀ ní 00:00, ó sì máa ń parí ní 24:00',
  'The end must be after the start': 'Ìparí gbọdọ̀ wà lẹ́yìn ìbẹ̀rẹ̀',
  'The last day off cannot be before the first': 'Ọjọ́ ìsinmi tó kẹ́yìn kò lè ṣáájú èyí àkọ́kọ́',
  'Add the hours the Aboki works': 'Ẹ fi àwọn wákàtí tí Aboki ń ṣiṣẹ́ kún un',
  'Add at least one working interval': 'Ẹ fi ó kéré tán àkókò iṣẹ́ kan kún un',
  'Too many intervals': 'Àwọn àkókò ti pọ̀ jù',
  'Choose the LGAs the Aboki serves': 'Ẹ yan àwọn LGA tí Aboki ń ṣiṣẹ́ ní',
  'Choose at least one LGA': 'Ẹ yan ó kéré tán LGA kan',
  'Choose at most 60 LGAs': 'Ẹ má yan ju LGA 60 lọ',
  'Choose each LGA once': 'Ẹ yan LGA kọ̀ọ̀kan ní ẹ̀ẹ̀kan ṣoṣo',
  'Too many time-off periods': 'Àwọn àkókò ìsinmi ti pọ̀ jù',
  'This interval overlaps {start}–{end} on the same day': 'Àkókò yìí kọlu {start}–{end} ní ọjọ́ kan náà',
  'This time off overlaps {from} to {to}; join them into one':
    'Ìsinmi yìí kọlu {from} sí {to}; ẹ so wọ́n pọ̀ di ọ̀kan',

  // Account fields (AUTH_FIELD_MESSAGES).
  'Enter a password': 'Ẹ tẹ ọ̀rọ̀ aṣínà',
  'Password must be at most 128 characters': 'Ọ̀rọ̀ aṣínà kò gbọdọ̀ ju lẹ́tà 128 lọ',
  'Password must be at least 8 characters': 'Ọ̀rọ̀ aṣínà gbọdọ̀ jẹ́ ó kéré tán lẹ́tà 8',
  'Enter your password': 'Ẹ tẹ ọ̀rọ̀ aṣínà yín',
  'Enter your name': 'Ẹ tẹ orúkọ yín',
  'Enter the 6-digit code from the email': 'Ẹ tẹ kóòdù oní-nọ́ńbà 6 tó wà nínú ímeèlì',
  'Choose User (to book help) or Agent (to onboard Abokis)':
    'Ẹ yan Oníbàárà (láti wá ìrànlọ́wọ́) tàbí Aṣojú (láti mú Aboki wọlé)',
  'resetToken is required': 'A nílò resetToken',
  'This password reset is not valid. Please ask for a new code.':
    'Àtúnṣe ọ̀rọ̀ aṣínà yìí kò wúlò. Ẹ jọ̀ọ́ ẹ béèrè fún kóòdù tuntun.',

  // Profile fields (PROFILE_FIELD_MESSAGES).
  'A NIN is 11 digits': 'NIN jẹ́ nọ́ńbà 11',
  'A BVN is 11 digits': 'BVN jẹ́ nọ́ńbà 11',
  'Enter your address': 'Ẹ tẹ àdírẹ́sì yín',
  'Enter your address (at least 5 characters)': 'Ẹ tẹ àdírẹ́sì yín (ó kéré tán lẹ́tà 5)',
  'Business name must be at most 100 characters': 'Orúkọ iṣẹ́ òwò kò gbọdọ̀ ju lẹ́tà 100 lọ',
  'Business name must be at least 2 characters': 'Orúkọ iṣẹ́ òwò gbọdọ̀ jẹ́ ó kéré tán lẹ́tà 2',
  'Choose the kind of ID: NIN, BVN, voter’s card, driver’s licence or passport':
    'Ẹ yan irú ìdánimọ̀: NIN, BVN, káàdì ìdìbò, ìwé ìwakọ̀ tàbí ìwé ìrìnnà',
  'Clear idType and idNumber together': 'Ẹ pa idType àti idNumber rẹ́ papọ̀',
  'Choose your state': 'Ẹ yan ìpínlẹ̀ yín',
  'Choose your LGA': 'Ẹ yan LGA yín',

  // Contact fields (CONTACT_FIELD_MESSAGES).
  'Email is too long': 'Ímeèlì ti gùn jù',
  'Enter a valid email address': 'Ẹ tẹ àdírẹ́sì ímeèlì tó tọ́',
  'Tell us a little more (at least 10 characters)': 'Ẹ sọ díẹ̀ sí i fún wa (ó kéré tán lẹ́tà 10)',
  'Message must be at most 2000 characters': 'Ìránṣẹ́ kò gbọdọ̀ ju lẹ́tà 2000 lọ',

  // Dates (DATE_MESSAGES).
  'Enter a real date': 'Ẹ tẹ ọjọ́ tó wà lóòótọ́',
  'Enter a real date: months run 01 to 12': 'Ẹ tẹ ọjọ́ tó wà lóòótọ́: àwọn oṣù jẹ́ láti 01 sí 12',
  'Enter a real date: days start at 01': 'Ẹ tẹ ọjọ́ tó wà lóòótọ́: àwọn ọjọ́ bẹ̀rẹ̀ láti 01',
  'Enter a real date: {month} has {days} days': 'Ẹ tẹ ọjọ́ tó wà lóòótọ́: {month} ní ọjọ́ {days}',
  'Enter a real date: check the year': 'Ẹ tẹ ọjọ́ tó wà lóòótọ́: ẹ ṣàyẹ̀wò ọdún',
  'Enter a real date and time': 'Ẹ tẹ ọjọ́ àti àkókò tó wà lóòótọ́',
  'Enter a real date and time: months run 01 to 12':
    'Ẹ tẹ ọjọ́ àti àkókò tó wà lóòótọ́: àwọn oṣù jẹ́ láti 01 sí 12',
  'Enter a real date and time: days start at 01': 'Ẹ tẹ ọjọ́ àti àkókò tó wà lóòótọ́: àwọn ọjọ́ bẹ̀rẹ̀ láti 01',
  'Enter a real date and time: {month} has {days} days':
    'Ẹ tẹ ọjọ́ àti àkókò tó wà lóòótọ́: {month} ní ọjọ́ {days}',
  'Enter a real date and time: check the year': 'Ẹ tẹ ọjọ́ àti àkókò tó wà lóòótọ́: ẹ ṣàyẹ̀wò ọdún',
  'Enter a real date and time: times run 00:00 to 23:59':
    'Ẹ tẹ ọjọ́ àti àkókò tó wà lóòótọ́: àkókò jẹ́ láti 00:00 sí 23:59',
  'Enter a real date and time: the offset from UTC is at most 14 hours':
    'Ẹ tẹ ọjọ́ àti àkókò tó wà lóòótọ́: ìyàtọ̀ sí UTC kò lè ju wákàtí 14 lọ',

  // Text fields.
  'Remove the invisible control characters from this field':
    'Ẹ yọ àwọn àmì ìdarí tí a kò rí kúrò nínú àyè yìí',
  'Keep this on one line': 'Ẹ jẹ́ kí èyí wà lórí ìlà kan',
  'Enter a Nigerian phone number, e.g. 0803 123 4567': 'Ẹ tẹ nọ́ńbà fóònù Nàìjíríà, fún àpẹẹrẹ 0803 123 4567',
  // When a job goes wrong (DISPUTE_MESSAGES).
  'Choose what went wrong': 'Ẹ yan ohun tí kò lọ dáadáa',
  'Tell us what happened (at least 20 characters)': 'Ẹ sọ ohun tó ṣẹlẹ̀ fún wa (ó kéré tán lẹ́tà 20)',
  'Keep it under 2,000 characters': 'Ẹ má jẹ́ kó ju lẹ́tà 2,000 lọ',
  'Write your side of what happened (at least 20 characters)':
    'Ẹ kọ àlàyé yín nípa ohun tó ṣẹlẹ̀ (ó kéré tán lẹ́tà 20)',
  'Thank you. We have your report and will look into it; we will e-mail you what we decide.':
    'Ẹ ṣé. A ti gba ìròyìn yín, a ó sì wo ọ̀rọ̀ náà; a ó fi ìpinnu wa ránṣẹ́ sí yín ní ímeèlì.',
  'Thank you for telling us. The Aboki is paused while we look into it, and our team has been alerted.':
    'Ẹ ṣé tí ẹ sọ fún wa. A ti dá Aboki náà dúró nígbà tí a ń wo ọ̀rọ̀ náà, a sì ti kéde fún ẹgbẹ́ wa.',
  'Only the person who booked this job can report a problem with it.':
    'Ẹni tó ṣe àdéhùn iṣẹ́ yìí nìkan ló lè ròyìn ìṣòro nípa rẹ̀.',
  "Only the agent of this job's Aboki can answer this report.":
    'Aṣojú Aboki tó ṣe iṣẹ́ yìí nìkan ló lè fèsì sí ìròyìn yìí.',
  'You can report a problem once the job is completed.': 'Ẹ lè ròyìn ìṣòro kan nígbà tí iṣẹ́ náà bá ti parí.',
  'It is more than 48 hours since this job was completed, so it can no longer be reported here.':
    'Ó ti ju wákàtí 48 lọ tí iṣẹ́ yìí ti parí, nítorí náà ẹ kò lè ròyìn rẹ̀ níbí mọ́.',
  'A problem has already been reported for this job.': 'Wọ́n ti ròyìn ìṣòro kan nípa iṣẹ́ yìí tẹ́lẹ̀.',
  'No problem has been reported for this job.': 'Kò sí ìṣòro kankan tí wọ́n ròyìn nípa iṣẹ́ yìí.',
  'Photo added to your report.': 'A ti fi fọ́tò kún ìròyìn yín.',
  'A report can have at most 3 photos.': 'Ìròyìn kan kò lè ní ju fọ́tò 3 lọ.',
  'Photos can no longer be added: the report has been decided.':
    'Ẹ kò lè fi fọ́tò kún un mọ́: a ti pinnu lórí ìròyìn náà.',
  'Your answer has been sent. The Aboki team will decide and tell you both.':
    'A ti fi èsì yín ránṣẹ́. Ẹgbẹ́ Aboki yóò pinnu, wọn ó sì sọ fún ẹ̀yin méjèèjì.',
  'You have already answered this report.': 'Ẹ ti fèsì sí ìròyìn yìí tẹ́lẹ̀.',
  'The 48 hours to answer this report have passed.': 'Wákàtí 48 láti fèsì sí ìròyìn yìí ti kọjá.',
  'This report has already been decided.': 'A ti pinnu lórí ìròyìn yìí tẹ́lẹ̀.',
  // The browser's own fallbacks (CLIENT_MESSAGES, AUTH_MESSAGES).
  'Could not reach Aboki. Check your connection and try again.':
    'A kò lè dé ọ̀dọ̀ Aboki. Ẹ ṣàyẹ̀wò íntánẹ́ẹ̀tì yín kí ẹ sì tún gbìyànjú.',
  'Something went wrong. Please try again.': 'Nǹkan kan kò lọ dáadáa. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'Registration failed': 'Ìforúkọsílẹ̀ kò ṣeé ṣe',
  'Login failed': 'Ìwọlé kò ṣeé ṣe',
  'OTP verification failed': 'A kò lè jẹ́rìí sí kóòdù náà',
  'Failed to resend OTP': 'A kò lè tún kóòdù náà fi ránṣẹ́',
  'Failed to select role': 'A kò lè fi ipa tí ẹ yàn pamọ́',
  'Failed to create profile': 'A kò lè ṣẹ̀dá àkọsílẹ̀ yín',
  'Invalid login response: missing token or user': 'Ìwọlé kò parí. Ẹ jọ̀ọ́ ẹ tún gbìyànjú.',
  'No authentication token found. Please log in again.': 'Ẹ kò sí nínú àkáǹtì yín mọ́. Ẹ jọ̀ọ́ ẹ tún wọlé.',
  'Please complete email verification first.': 'Ẹ jọ̀ọ́ ẹ kọ́kọ́ jẹ́rìí sí ímeèlì yín.',
  'Failed to send the reset code': 'A kò lè fi kóòdù àtúnṣe ọ̀rọ̀ aṣínà ránṣẹ́',
  'Password reset failed': 'Àtúnṣe ọ̀rọ̀ aṣínà kò ṣeé ṣe',
  'Failed to load your profile': 'A kò lè ṣí àkọsílẹ̀ yín',
  'Failed to update your profile': 'A kò lè ṣàtúnṣe àkọsílẹ̀ yín',
  // Support tickets (SUPPORT_MESSAGES).
  'We could not find this conversation. Check the link, or sign in with the account you used.':
    'A kò rí ìjíròrò yìí. Ẹ ṣàyẹ̀wò ìjápọ̀ náà, tàbí kí ẹ wọlé pẹ̀lú àkáǹtì tí ẹ lò.',
  'This link has already been used, or it has expired. We will e-mail you a new one with our next reply.':
    'A ti lo ìjápọ̀ yìí tẹ́lẹ̀, tàbí àkókò rẹ̀ ti kọjá. A ó fi ìjápọ̀ tuntun ránṣẹ́ sí yín nínú èsì wa tó kàn.',
  'Write your message (at least 2 characters)': 'Ẹ kọ ọ̀rọ̀ yín (ó kéré tán lẹ́tà 2)',
  'Keep your message under 4,000 characters': 'Ẹ má jẹ́ kí ọ̀rọ̀ yín ju lẹ́tà 4,000 lọ',
  'Tell us what you need help with (at least 10 characters)':
    'Ẹ sọ ohun tí ẹ nílò ìrànlọ́wọ́ fún fún wa (ó kéré tán lẹ́tà 10)',
  'Keep your message under 2,000 characters': 'Ẹ má jẹ́ kí ọ̀rọ̀ yín ju lẹ́tà 2,000 lọ',
  'Thank you. Our support team has your message and will answer you here and by e-mail.':
    'Ẹ ṣé. Ẹ̀ka ìrànlọ́wọ́ wa ti gba ọ̀rọ̀ yín, wọn ó sì dá yín lóhùn níbí àti nínú ímeèlì.',
  'Your message has been sent. We will answer you by e-mail.':
    'A ti fi ọ̀rọ̀ yín ránṣẹ́. A ó dá yín lóhùn nínú ímeèlì.',
  'Too many tries with this link. Please wait a few minutes and try again.':
    'Ẹ ti gbìyànjú ìjápọ̀ yìí ní ọ̀pọ̀ ìgbà. Ẹ jọ̀wọ́ ẹ dúró fún ìṣẹ́jú díẹ̀ kí ẹ tó tún gbìyànjú.',
  'You have sent several messages already. Please wait before sending another.':
    'Ẹ ti fi ọ̀pọ̀ ọ̀rọ̀ ránṣẹ́ tẹ́lẹ̀. Ẹ jọ̀wọ́ ẹ dúró díẹ̀ kí ẹ tó fi òmíràn ránṣẹ́.',
  // Phone verification (PHONE_MESSAGES).
  'We have sent a 6-digit code to your phone by text message. It lasts 10 minutes.':
    'A ti fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí fóònù yín nípasẹ̀ àtẹ̀jíṣẹ́. Yóò wà fún ìṣẹ́jú 10.',
  'Your phone number is verified.': 'A ti jẹ́rìísí nọ́ńbà fóònù yín.',
  'This phone number is already verified.': 'A ti jẹ́rìísí nọ́ńbà fóònù yìí tẹ́lẹ̀.',
  'Text messages are switched off on this server, so phone numbers cannot be verified here. Nothing more is needed.':
    'A ti pa àtẹ̀jíṣẹ́ lórí sáfà yìí, nítorí náà a kò lè jẹ́rìísí nọ́ńbà fóònù níbí. Kò sí ohun mìíràn tí ẹ nílò láti ṣe.',
  'That code is not right or has expired. Check the latest text message from us, or ask for a new code.':
    'Kóòdù yẹn kò tọ́ tàbí ó ti parí. Ẹ wo àtẹ̀jíṣẹ́ tí a fi ránṣẹ́ kẹ́yìn, tàbí kí ẹ béèrè fún kóòdù tuntun.',
  'Several accounts have asked for codes to this number today, so each further account gets one code a day for it. Try again tomorrow, or contact us if this is your number.':
    'Àwọn àkáǹtì púpọ̀ ti béèrè kóòdù sí nọ́ńbà yìí lónìí, nítorí náà àkáǹtì mìíràn kọ̀ọ̀kan yóò gba kóòdù kan lójúmọ́ fún un. Ẹ gbìyànjú lọ́la, tàbí kí ẹ kàn sí wa tí nọ́ńbà yín ni.',
  'Enter the 6-digit code from the text message': 'Ẹ tẹ kóòdù oní-nọ́ńbà 6 tó wà nínú àtẹ̀jíṣẹ́',
  'Verify your phone number before you book: the Aboki and our team may need to call you. Go to your profile to get a code.':
    'Ẹ jẹ́rìísí nọ́ńbà fóònù yín kí ẹ tó ṣe ìfiṣẹ́ sílẹ̀: Aboki àti ẹgbẹ́ wa lè nílò láti pè yín. Ẹ lọ sí pírófáìlì yín láti gba kóòdù.',
  'Verify your phone number before your Aboki goes to review: our team may need to call you. Go to your profile to get a code.':
    'Ẹ jẹ́rìísí nọ́ńbà fóònù yín kí Aboki yín tó lọ fún àyẹ̀wò: ẹgbẹ́ wa lè nílò láti pè yín. Ẹ lọ sí pírófáìlì yín láti gba kóòdù.',
  // Message preferences (NOTIFICATION_MESSAGES).
  'Choose which messages you are changing': 'Ẹ yan àwọn ìránṣẹ́ tí ẹ ń yí padà',
  'Choose e-mail, text message or both': 'Ẹ yan ímeèlì, àtẹ̀jíṣẹ́ tàbí méjèèjì',
  'Your account does not receive these messages, so there is nothing to choose for them.':
    'Àkántì yín kì í gba àwọn ìránṣẹ́ wọ̀nyí, nítorí náà kò sí nǹkan láti yàn fún wọn.',
  'Choose whether you book help or are an agent first.': 'Ẹ kọ́kọ́ yan bóyá ẹ ń wá ìrànlọ́wọ́ tàbí aṣojú ni yín.',
  'Saved. We will send these messages the way you chose.':
    'A ti fi pamọ́. A ó máa fi àwọn ìránṣẹ́ wọ̀nyí ránṣẹ́ bí ẹ ṣe yàn.',
  'Saved. Until your phone number is verified, these messages come by e-mail; verify it on your profile.':
    'A ti fi pamọ́. Títí a ó fi jẹ́rìí nọ́ńbà fóònù yín, àwọn ìránṣẹ́ wọ̀nyí yóò máa wá nípasẹ̀ ímeèlì; ẹ jẹ́rìí rẹ̀ lórí àkọsílẹ̀ yín.',
  'Saved. Text messages are not available at the moment, so these messages come by e-mail.':
    'A ti fi pamọ́. Àtẹ̀jíṣẹ́ kò sí lọ́wọ́lọ́wọ́, nítorí náà àwọn ìránṣẹ́ wọ̀nyí yóò máa wá nípasẹ̀ ímeèlì.',
};

export default yo;
