/**
 * What the API says, in Nigerian Pidgin: keyed by the English source text (source.ts), following
 * docs/i18n-glossary.md. Friendly and direct, the way a Lagos customer-care person would write.
 */
const pcm: Readonly<Record<string, string>> = {
  // Accounts and messages (MESSAGES).
  "Thanks — we've received your message and will reply by email within one working day.":
    'Thank you — we don get your message, we go reply you for email inside one working day.',
  'Too many requests. Please wait a moment and try again.':
    'Too many requests. Abeg wait small, then try again.',
  'Registration successful! Please verify your email.': 'Your sign up don work! Abeg confirm your email.',
  'Logged in successfully!': 'You don sign in!',
  'Logged out successfully!': 'You don sign out!',
  'Role set to {role} successfully!': 'We don set your role to {role}!',
  'Profile created successfully!': 'Your profile don ready!',
  'Please select a user type (Agent or User) first.': 'Abeg first choose wetin you be (Agent or Customer).',
  "Invalid role. Please select 'User' to create a user profile.":
    "Dis role no correct. Abeg choose 'Customer' to create customer profile.",
  "Invalid role. Please select 'Agent' to create an agent profile.":
    "Dis role no correct. Abeg choose 'Agent' to create agent profile.",
  'An account with this email already exists. Sign in, or reset your password if you have forgotten it.':
    'Account don already dey for dis email. Sign in, or reset your password if you don forget am.',
  'This password is one of the most common passwords, so it is easy to guess. Choose another: a few unrelated words work well.':
    'Dis password na one of the passwords wey plenty people dey use, so e easy to guess. Choose another one: put some words wey no follow each other together, e go work well.',
  'Your password must not be your name or your email address.':
    'Your password no suppose be your name or your email address.',
  'If that email has an account waiting for verification, we have sent it a new code. It lasts 10 minutes.':
    'If account dey wait for confirmation for dat email, we don send new code go there. E go last 10 minutes.',
  'That code is wrong or has expired. Check the latest email from us, or ask for a new code.':
    'Dat code no correct or e don expire. Check the latest email wey we send you, or ask for new code.',
  'Email verified. Welcome to Aboki!': 'We don confirm your email. Welcome to Aboki!',
  'Email verified. This email was signed up more than once with different passwords, so neither was kept: choose a new password with "Forgot password" before you next sign in.':
    'We don confirm your email. Dem use dis email sign up pass one time with different passwords, so we no keep any of dem: choose new password with "I forget my password" before you sign in again.',
  'Incorrect email or password.': 'Email or password no correct.',
  'Please verify your email first. We have emailed you a new code.':
    'Abeg first confirm your email. We don send you new code for email.',
  'Please verify your email first. Enter the code we emailed you a moment ago.':
    'Abeg first confirm your email. Put the code wey we send your email small time ago.',
  'Many wrong passwords have been tried for this account, so signing in now also needs a code from your email. If the password is right, we have emailed you a 6-digit sign-in code: enter it with your password. It lasts 10 minutes.':
    'People don try plenty wrong passwords for dis account, so to sign in now you go need code from your email too. If the password correct, we don send you 6-digit sign-in code for email: put am with your password. E go last 10 minutes.',
  'Incorrect password or sign-in code. Check the latest sign-in email from us, or ask for a new code.':
    'Password or sign-in code no correct. Check the latest sign-in email wey we send you, or ask for new code.',
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'You don try sign in too many times. Abeg wait some minutes, then try again.',
  'Too many sign-ups from here. Please wait a while and try again.':
    'Too many sign-ups don come from here. Abeg wait small, then try again.',
  'Please wait a minute before asking for another code.':
    'Abeg wait one minute before you ask for another code.',
  'You have asked for several codes. Please wait before asking again.':
    'You don ask for plenty codes. Abeg wait small before you ask again.',
  'Too many code attempts. Please wait and try again later.':
    'You don try code too many times. Abeg wait, try again later.',
  'Please sign in to continue.': 'Abeg sign in to continue.',
  'Our team has suspended this account: {reason} If you think this is a mistake, reply to the e-mail we sent you or use the contact page.':
    'Our team don suspend dis account: {reason} If you think say na mistake, reply the email wey we send you or use the contact page.',
  'Your session has ended. Please sign in again.': 'Your session don end. Abeg sign in again.',
  'If an account uses that email, we have sent it a code to reset the password. It lasts 10 minutes.':
    'If any account dey use dat email, we don send code go there to reset the password. E go last 10 minutes.',
  'Code accepted. Choose a new password.': 'Code don work. Choose new password.',
  'This password reset has expired or was already used. Please ask for a new code.':
    'Dis password reset don expire or dem don already use am. Abeg ask for new code.',
  'Your password has been changed. Please sign in with your new password.':
    'We don change your password. Abeg sign in with your new password.',
  'Your profile is already created, so your role can no longer change.':
    'Your profile don already dey, so your role no fit change again.',
  'You already have a profile. Edit it from your profile page.':
    'You don already get profile. Change am for your profile page.',
  'You have not created a profile yet. Create one first.': 'You never create profile. Abeg create one first.',
  'Profile updated successfully!': 'We don update your profile!',
  'Only agent profiles have this field': 'Na only agent profile get dis field',
  'Aboki saved as a draft. Continue with the details.':
    'We don save the Aboki as draft. Continue with the details.',
  'Aboki details saved.': 'We don save the Aboki details.',
  'Photo saved.': 'We don save the photo.',
  'Services and prices saved.': 'We don save the services and prices.',
  'Working hours and areas saved.': 'We don save the working hours and areas.',
  'Sent for review. Our team checks the ID and calls the guarantor, usually within 2 working days; we e-mail you when it is done.':
    'We don send am for review. Our team go check the ID and call the guarantor, usually inside 2 working days; we go email you when e don finish.',
  'This Aboki is already waiting for a review.': 'This Aboki don already dey wait for review.',
  'Our team has suspended this Aboki: read the reason on its page, and contact us if something is wrong.':
    'Our team don suspend this Aboki: read the reason for im page, and contact us if something no correct.',
  'Aboki paused. Users will not see them until you resume.':
    'Aboki don pause. Customers no go see am until you resume am.',
  'Aboki resumed. Users can book them again.': 'Aboki don resume. Customers fit book am again.',
  'Only agents can onboard and manage Abokis.': 'Na only agents fit register Abokis and manage dem.',
  'Create your agent profile first, then you can onboard Abokis.':
    'First create your agent profile, then you fit register Abokis.',
  'We could not find that Aboki.': 'We no fit find dat Aboki.',
  'This Aboki is not ready to publish yet. Still missing: {missing}.':
    'Dis Aboki never ready to go live. E still remain: {missing}.',
  'This Aboki is already published.': 'Dis Aboki don already dey live.',
  'This Aboki is paused: resume it instead of publishing it again.':
    'Dis Aboki dey on pause: resume am instead of to publish am again.',
  'Only a published Aboki can be paused.': 'Na only Aboki wey dey live you fit pause.',
  'Only a paused Aboki can be resumed.': 'Na only Aboki wey dey on pause you fit resume.',
  'This Aboki was changed by another request at the same time. Reload and try again.':
    'Another request change dis Aboki the same time. Reload the page, then try again.',
  'That file is not a JPEG, PNG or WebP photo. Choose a photo and try again.':
    'Dat file no be JPEG, PNG or WebP photo. Choose photo, then try again.',
  'That photo is too large. Choose one under 5 MB.': 'Dat photo too big. Choose one wey no reach 5 MB.',
  'Photo not found.': 'We no see the photo.',

  // Your data and deleting your account (DATA_RIGHTS_MESSAGES).
  'That password is not right. Enter the password you sign in with.':
    'Dat password no correct. Put the password wey you dey take sign in.',
  'Your account cannot be deleted while a job is still open or money is still being refunded. Finish or cancel your open jobs first, then try again.':
    'We no fit delete your account while work still dey open or we still dey return money. First finish or cancel your open work, then try again.',
  'This account has been deleted.': 'Dem don delete dis account.',
  'Your account has been deleted.': 'We don delete your account.',
  'You have downloaded your data 5 times in the last hour. Please try again later.':
    'You don download your data 5 times for the last one hour. Abeg try again later.',
  'Too many attempts to delete this account. Please wait an hour and try again.':
    'Too many tries to delete dis account. Abeg wait one hour, then try again.',
  'Confirm that you want to delete your account': 'Confirm say you wan delete your account',

  // The API's own answers (API_MESSAGES).
  'Request body is too large (limit 100 KiB)': 'Wetin you send too big (e no suppose pass 100 KiB)',
  'Send the request body as JSON': 'Send wetin you dey send as JSON',
  'Request body is not valid JSON': 'Wetin you send no be correct JSON',
  'Request body is empty; send a JSON object': 'Wetin you send empty; send JSON object',
  'No such address: the URL is not valid': 'Dis address no dey: the URL no correct',
  'No such address: a part of the URL is too long': 'Dis address no dey: one part of the URL too long',
  'No route for {method} {path}': 'No route dey for {method} {path}',
  '{field} is required': 'You must fill {field}',
  'Unknown field "{field}"': 'We no know dis field "{field}"',
  'Invalid value': 'Dis value no correct',
  'Aboki is busy right now. Please try again in a moment.':
    'Aboki dey busy right now. Abeg try again small time.',
  'Something went wrong on our side. Please try again.': 'Something spoil for our side. Abeg try again.',
  'We cannot do this for a moment on our side. Please try again in a minute.':
    'We no fit do am now for our side. Abeg try again in one minute.',
  'The database is not answering': 'The database no dey answer',
  'Redis is not answering': 'Redis no dey answer',
  'Missing or invalid x-paystack-signature': 'x-paystack-signature no dey or e no correct',
  'This password is only repeated or consecutive characters (like aaaaaaaa, 12345678 or qwertyui), so it is easy to guess. Choose another: a few unrelated words work well.':
    'Dis password na just the same character again and again or characters wey follow each other (like aaaaaaaa, 12345678 or qwertyui), so e easy to guess. Choose another one: put some words wey no follow each other together, e go work well.',
  '{fields}: Only agent profiles have this field': '{fields}: Na only agent profile get dis field',
  'Send the photo as {types}': 'Abeg send the photo as {types}',
  'There is no service "{slug}" in the catalogue': 'Service "{slug}" no dey for the catalogue',
  '{service} is booked per job, not by the hour; leave hours out':
    '{service} na per work dem dey book am, no be by the hour; no put hours',
  'The price can be at most {max} ({multiple}× the starting price)':
    'The price no fit pass {max} ({multiple}× the starting price)',
  'Say how long the job usually takes (30 minutes to 12 hours)':
    'Talk how long the work dey usually take (30 minutes to 12 hours)',
  'This service is booked by the hour, so it has no fixed duration; leave it out':
    'Na by the hour dem dey book dis service, so e no get fixed time; no put am',
  '{lga} is not an LGA in {state}': '{lga} no be LGA for {state}',
  "Include the Aboki's home LGA ({lga})": 'Add the LGA wey the Aboki dey live ({lga})',
  'Two intervals on the same day overlap': 'Two time for the same day dey enter each other',
  'No such Aboki, or not taking bookings': 'Dis Aboki no dey, or e no dey take booking now',

  'No such service': 'Dis service no dey',
  'No service called "{slug}"': 'No service wey dem dey call "{slug}"',
  'No Nigerian state called "{state}"': 'No Nigerian state wey dem dey call "{state}"',

  // Bookings (BOOKING_MESSAGES, NOT_AVAILABLE_REASONS).
  'Request sent! Give the start code to your Aboki when they arrive.':
    'Request don go! Give your Aboki the start code when e reach.',
  'Someone has just booked this Aboki for that time. Choose another time.':
    'Somebody just book dis Aboki for dat time. Choose another time.',
  'No such job.': 'Dis work no dey.',
  'This Aboki is not available for booking.': 'You no fit book dis Aboki now.',
  'Only a User with a profile can book an Aboki.': 'Na only customer wey get profile fit book Aboki.',
  'Create your profile before booking an Aboki.': 'Create your profile before you book Aboki.',
  'We could not send this booking safely. Please try again.':
    'We no fit send dis booking well. Abeg try again.',
  'This booking was already sent with other details. Start the booking again to send it as it is now.':
    'Dem don already send dis booking with other details. Start the booking again to send am as e be now.',
  'This booking is still being sent. Wait a moment, then try again.':
    'Dis booking still dey go. Wait small, then try again.',
  'Bookings open at least 2 hours ahead. Choose a later time.':
    'You fit only book from 2 hours ahead. Choose time wey far pass dat.',
  'Bookings open at most 30 days ahead. Choose an earlier date.':
    'You no fit book pass 30 days ahead. Choose date wey near pass dat.',
  'This Aboki does not work in that LGA. Choose another Aboki or place.':
    'Dis Aboki no dey work for dat LGA. Choose another Aboki or another place.',
  'This Aboki does not offer that service. Choose another Aboki.':
    'Dis Aboki no dey do dat service. Choose another Aboki.',
  'This Aboki is off on that day. Choose another day.': 'Dis Aboki no dey work dat day. Choose another day.',
  'This Aboki is not working then (the job and 30 minutes to travel on must fit in their hours). Choose another time.':
    'Dis Aboki no dey work dat time (the work plus 30 minutes to travel go next place must fit inside im hours). Choose another time.',
  'This Aboki already has a job then. Choose another time.':
    'Dis Aboki don already get work dat time. Choose another time.',

  // Jobs (JOB_MESSAGES).
  'This job cannot do that now: it has moved on. Reload to see where it is.':
    'You no fit do dat to dis work now: e don move pass dat. Reload to see where e reach.',
  'That start code is not right. Ask the User for the 4-digit code on their job page.':
    'Dat start code no correct. Ask the customer for the 4-digit code wey dey their work page.',
  'Too many wrong start codes. Starting is locked for a while; try again later.':
    'Too many wrong start codes. We don lock start for some time; try again later.',
  'It is too early to start this job. You can start from 30 minutes before the start time.':
    'E too early to start dis work. You fit start from 30 minutes before the start time.',
  'A no-show can be reported only from 30 minutes after the start time.':
    'You fit only report say dem no show from 30 minutes after the start time.',
  'Only the User of a completed job can review it, once, within 14 days.':
    'Na only the customer of work wey don finish fit review am, one time, inside 14 days.',
  'You have already reviewed this job.': 'You don already review dis work.',
  'Request accepted. The customer has been told.': 'You don accept the request. We don tell the customer.',
  'Request declined. The customer has been told.': 'You don decline the request. We don tell the customer.',
  'Job started. Thank you for being on time.': 'Work don start. Thank you say you come on time.',
  'Job done. Thank you!': 'Work don finish. Thank you!',
  'Request cancelled.': 'Request don cancel.',
  'No-show recorded.': 'We don record say dem no show.',
  'Thank you for your review.': 'Thank you well well for your review.',

  // Booking fields (JOB_FIELD_MESSAGES).
  'Choose a service': 'Choose service',
  'Choose a service from the catalogue': 'Choose service from the catalogue',
  'Enter a time as HH:MM': 'Put time as HH:MM',
  'Enter a time as HH:MM (00:00 to 23:30)': 'Put time as HH:MM (00:00 to 23:30)',
  'Choose a time on the hour or half hour': 'Choose time for the hour or half hour',
  'Hours must be a whole number': 'Hours must be full number',
  'Book at least 1 hour': 'Book reach 1 hour at least',
  'Book at most 10 hours': 'No book pass 10 hours',
  'Use the nextCursor of the previous page': 'Use the nextCursor of the page wey you see before',
  'Choose a language from the list': 'Choose language from the list',
  'Send date and time together, or neither': 'Send date and time together, or no send any',
  'days must be a whole number': 'days must be full number',
  'Ask for at least 1 day': 'Ask for 1 day at least',
  'Ask for at most 14 days': 'No ask pass 14 days',
  'Choose a start time': 'Choose start time',
  'Send the start as an ISO 8601 time with its offset, e.g. 2026-12-14T09:00:00+01:00':
    'Send the start as ISO 8601 time with im offset, like 2026-12-14T09:00:00+01:00',
  'Choose a start on the hour or half hour': 'Choose start time for the hour or half hour',
  'Enter the name of the person the Aboki will help': 'Put the name of the person wey the Aboki go help',
  'Name must be at most 100 characters': 'Name no fit pass 100 characters',
  'The price is computed by Aboki from the Aboki’s own price; do not send it':
    'Na Aboki dey calculate the price from the Aboki’s own price; no send am',
  'Choose an Aboki': 'Choose Aboki',
  'Choose how to pay: cash to the Aboki when the job is done, or card or bank transfer now':
    'Choose how you go pay: cash to the Aboki when the work finish, or card or bank transfer now',
  'Enter the address': 'Put the address',
  'Enter the address (at least 5 characters)': 'Put the address (at least 5 characters)',
  'Address must be at most 200 characters': 'Address no fit pass 200 characters',
  'Landmark must be at most 120 characters': 'Landmark no fit pass 120 characters',
  'Keep the notes to 500 characters': 'Make the notes no pass 500 characters',
  'Choose a tab: upcoming, ongoing, completed, cancelled':
    'Choose tab: upcoming, ongoing, completed, cancelled',
  'Keep the reason to 500 characters': 'Make the reason no pass 500 characters',
  'Enter the 4-digit start code': 'Put the 4-digit start code',
  'Cash received must be a whole number of kobo': 'Cash wey you collect must be full number of kobo',
  'Cash received cannot be negative': 'Cash wey you collect no fit be minus',
  'Cash received is too large': 'Cash wey you collect too much',
  'Choose a rating from 1 to 5 stars': 'Choose rating from 1 to 5 stars',
  'Keep the comment to 1000 characters': 'Make the comment no pass 1000 characters',
  'Choose the state': 'Pick the state',
  'Choose the LGA': 'Pick the LGA',

  // Moving a booking (RESCHEDULE_MESSAGES, RESCHEDULE_FIELD_MESSAGES).
  'Asked. Your old time is kept until the Aboki’s agent answers.':
    'We don ask. Your old time still dey until the Aboki’s agent answer.',
  'You kept the old time.': 'You don keep the old time.',
  'New time accepted. The customer has been told.': 'You don accept the new time. We don tell the customer.',
  'New time declined. The customer has been told.': 'You don decline the new time. We don tell the customer.',
  'This request cannot be moved now: only a request or an accepted job that is still ahead can.':
    'You no fit move dis request now: na only request or accepted work wey never reach time you fit move.',
  'It is too late to move this request: it starts within the hour. Cancel it instead if you cannot make it.':
    'E don too late to move dis request: e go start inside one hour. Cancel am instead if you no go fit make am.',
  'You have already asked to move this request. Keep the old time first if you want to ask for another.':
    'You don already ask to move dis request. First keep the old time if you wan ask for another one.',
  'There is no new time waiting for an answer on this request. Reload to see where it is.':
    'No new time dey wait for answer for dis request. Reload to see where e reach.',
  'That is the time already booked. Choose another time.':
    'Na dat time dem don already book. Choose another time.',
  'The customer has changed the time they asked for. Reload to see the new ask.':
    'The customer don change the time wey dem ask for. Reload to see the new one.',
  'Only the customer who booked this request can ask to move it.':
    'Na only the customer wey book dis request fit ask to move am.',
  'Only the Aboki’s agent can answer an ask to move this request.':
    'Na only the Aboki’s agent fit answer if person ask to move dis request.',
  'Enter a date as YYYY-MM-DD': 'Put date as YYYY-MM-DD',

  // Payments (PAYMENT_MESSAGES, PAYMENT_FIELD_MESSAGES).
  'Card and bank transfer payments are not available right now. Choose cash on completion.':
    'Card and bank transfer no dey work right now. Choose cash when work finish.',
  'After 3 late cancellations in 30 days, bookings are paid in advance by card or bank transfer for a while.':
    'After you cancel late 3 times inside 30 days, you go dey pay for booking before, by card or bank transfer, for some time.',
  'We could not reach our payment provider. Nothing was charged: try again in a moment or pay cash.':
    'We no fit reach our payment provider. We no collect any money: try again small time or pay cash.',
  'This job is not waiting for a payment.': 'Dis work no dey wait for payment.',
  'The time to pay for this booking has run out, and the Aboki’s time was freed. Book again.':
    'Time to pay for dis booking don finish, and we don free the Aboki’s time. Book again.',
  'Continue to the payment page to pay for your booking.': 'Go the payment page to pay for your booking.',
  'Request sent! You will pay the Aboki in cash on completion.':
    'Request don go! You go pay the Aboki cash when the work finish.',
  'Payment was not completed — try again or pay cash.': 'Payment no complete — try again or pay cash.',
  'Choose cash, card or bank transfer': 'Pick cash, card or bank transfer',

  // Money out (PAYOUT_MESSAGES).
  'Choose your bank': 'Pick your bank',
  'Enter your 10-digit account number': 'Put your 10-digit account number',
  'We could not find that account at this bank. Check the number and the bank, then try again.':
    'We no fit find dat account for dis bank. Check the number and the bank, then try again.',
  'We could not reach the bank just now. Nothing was changed: try again in a moment.':
    'We no fit reach the bank now. Nothing change: try again small time.',
  'Enter your password to change the account your money is paid into.':
    'Put your password to change the account wey we dey pay your money enter.',
  'Bank account saved. Your payouts go to this account.':
    'We don save your bank account. Your payout go enter dis account.',
  'Bank account changed. For your safety, payouts to it start 24 hours from now.':
    'We don change your bank account. To keep you safe, payout to am go start 24 hours from now.',
  'Choose a month': 'Pick one month',

  // The cash check (CASH_CHECK_MESSAGES).
  'You entered {recorded}, but the customer owes {owed}. Correct the amount, or say why it is different.':
    'You put {recorded}, but the customer owe {owed}. Correct the amount, or talk why e different.',
  'Say why the cash is different from what the customer owes (at least 3 characters)':
    'Talk why the cash different from wetin the customer owe (at least 3 characters)',
  'Keep the reason to 300 characters': 'Make the reason no pass 300 characters',
  'Enter the amount you paid in naira': 'Put the amount wey you pay for naira',
  'Enter the amount you paid in naira, e.g. 4500': 'Put the amount wey you pay for naira, like 4500',
  'That is more than ₦1,000,000. Check the amount you paid.':
    'Dat one pass ₦1,000,000. Check the amount wey you pay.',
  'Thank you. You confirmed what you paid.': 'Thank you. You don confirm wetin you pay.',
  'Thank you. Aboki support will contact you about the difference.':
    'Thank you. Aboki support go contact you about the difference.',
  'You have already told us what you paid for this job.':
    'You don already tell us wetin you pay for dis work.',
  'You can confirm what you paid only for a job paid in cash and done, within 14 days.':
    'You fit only confirm wetin you pay for work wey you pay cash and wey don finish, inside 14 days.',
  'Only the customer who booked this job can confirm what they paid.':
    'Na only the customer wey book dis work fit confirm wetin dem pay.',

  // Places (LOCATION_MESSAGES).
  'Send state and lga together': 'Send state and lga at the same time',
  'Choose one of the 36 states or FCT': 'Pick one of the 36 states or FCT',
  'Choose an LGA in {state}': 'Choose LGA for {state}',

  // An Aboki's fields (ABOKI_FIELD_MESSAGES).
  'Tick the box to confirm this person agreed to the ID check':
    'Tick the box to confirm say this person agree make we check their ID',
  'A NIN is exactly 11 digits': 'NIN na exactly 11 digits',
  "A voter's card number (VIN) is 19 letters and digits":
    "Voter's card number (VIN) na 19 letters and digits",
  "A driver's licence number is 8 to 16 letters and digits":
    "Driver's licence number na 8 to 16 letters and digits",
  'A Nigerian passport number is a letter followed by 8 digits':
    'Nigerian passport number na one letter, then 8 digits',
  'Enter the first name': 'Put the first name',
  'First name must be at most 50 characters': 'First name no fit pass 50 characters',
  'Enter the last name': 'Put the last name',
  'Last name must be at most 50 characters': 'Last name no fit pass 50 characters',
  'Choose female or male': 'Pick female or male',
  'Enter the date of birth as YYYY-MM-DD': 'Put the date of birth as YYYY-MM-DD',
  'An Aboki must be at least 18 years old': 'Aboki must reach at least 18 years',
  'Check the year of birth': 'Check the year wey dem born am',
  'Choose from: English, Pidgin, Hausa, Yoruba, Igbo, Fulfulde, Ibibio, Tiv, Kanuri, Edo':
    'Pick from: English, Pidgin, Hausa, Yoruba, Igbo, Fulfulde, Ibibio, Tiv, Kanuri, Edo',
  'Choose at least one language': 'Pick at least one language',
  'Choose each language once': 'Choose each language one time',
  'Keep the bio to 280 characters': 'Make the bio no pass 280 characters',
  'Enter the home address': 'Put the house address',
  'Enter the home address (at least 5 characters)': 'Put the house address (at least 5 characters)',
  'Choose the kind of ID: NIN, voter’s card, driver’s licence or international passport':
    'Pick the kind of ID: NIN, voter’s card, driver’s licence or international passport',
  'Enter the ID number': 'Put the ID number',
  'ID number is too long': 'ID number too long',
  "Enter the guarantor's name": 'Put the guarantor name',
  'Say how the guarantor knows the Aboki': 'Talk how the guarantor take know the Aboki',
  'Say how the guarantor knows the Aboki (e.g. Uncle, Pastor)':
    'Talk how the guarantor take know the Aboki (like Uncle, Pastor)',
  'Relationship must be at most 60 characters': 'Relationship no fit pass 60 characters',
  "Enter the guarantor's address": 'Put the guarantor address',
  "Enter the guarantor's address (at least 5 characters)":
    'Put the guarantor address (at least 5 characters)',
  'Choose the type of ID this number belongs to': 'Choose the type of ID wey dis number belong to',
  'Send at least one field to change': 'Send at least one field wey you wan change',
  'Enter a price': 'Put price',
  'Prices are whole kobo': 'Price must be full kobo',
  'The price must be at least ₦500': 'The price must reach at least ₦500',
  'The price is too high': 'The price too high',
  'Enter the duration in whole minutes': 'Put how long e go take for full minutes',
  'A job takes at least 30 minutes': 'Work dey take at least 30 minutes',
  'A job takes at most 12 hours': 'Work no dey pass 12 hours',
  'Choose at least one service': 'Pick at least one service',
  'Choose at most 30 services': 'No choose pass 30 services',
  'Each service may appear once': 'Each service fit appear only one time',
  'Enter a time as HH:MM (00:00 to 24:00)': 'Put time as HH:MM (00:00 to 24:00)',
  'Choose a day': 'Choose day',
  'Days run 1 (Monday) to 7 (Sunday)': 'Days na from 1 (Monday) to 7 (Sunday)',
  'A day starts at 00:00 and ends at 24:00': 'Day dey start for 00:00 and e dey end for 24:00',
  'The end must be after the start': 'The end must come after the start',
  'The last day off cannot be before the first': 'The last day off no fit come before the first one',
  'Add the hours the Aboki works': 'Add the hours wey the Aboki dey work',
  'Add at least one working interval': 'Add at least one working time',
  'Too many intervals': 'Too many times',
  'Choose the LGAs the Aboki serves': 'Choose the LGAs wey the Aboki dey work',
  'Choose at least one LGA': 'Pick at least one LGA',
  'Choose at most 60 LGAs': 'No choose pass 60 LGAs',
  'Choose each LGA once': 'Choose each LGA one time',
  'Too many time-off periods': 'Too many days off',
  'This interval overlaps {start}–{end} on the same day': 'Dis time dey enter {start}–{end} for the same day',
  'This time off overlaps {from} to {to}; join them into one':
    'Dis time off dey enter {from} to {to}; join dem together as one',

  // Account fields (AUTH_FIELD_MESSAGES).
  'Enter a password': 'Put password',
  'Password must be at most 128 characters': 'Password no fit pass 128 characters',
  'Password must be at least 8 characters': 'Password must reach at least 8 characters',
  'Enter your password': 'Put your password',
  'Enter your name': 'Put your name',
  'Enter the 6-digit code from the email': 'Put the 6-digit code wey dey the email',
  'Choose User (to book help) or Agent (to onboard Abokis)':
    'Choose Customer (to book help) or Agent (to register Abokis)',
  'resetToken is required': 'resetToken must dey',
  'This password reset is not valid. Please ask for a new code.':
    'Dis password reset no correct. Abeg ask for new code.',

  // Profile fields (PROFILE_FIELD_MESSAGES).
  'A NIN is 11 digits': 'NIN na 11 digits',
  'A BVN is 11 digits': 'BVN na 11 digits',
  'Enter your address': 'Put your address',
  'Enter your address (at least 5 characters)': 'Put your address (at least 5 characters)',
  'Business name must be at most 100 characters': 'Business name no fit pass 100 characters',
  'Business name must be at least 2 characters': 'Business name must reach at least 2 characters',
  'Choose the kind of ID: NIN, BVN, voter’s card, driver’s licence or passport':
    'Pick the kind of ID: NIN, BVN, voter’s card, driver’s licence or passport',
  'Clear idType and idNumber together': 'Clear idType and idNumber at the same time',
  'Choose your state': 'Pick your state',
  'Choose your LGA': 'Pick your LGA',

  // Contact fields (CONTACT_FIELD_MESSAGES).
  'Email is too long': 'Email too long',
  'Enter a valid email address': 'Put correct email address',
  'Tell us a little more (at least 10 characters)': 'Tell us small more (at least 10 characters)',
  'Message must be at most 2000 characters': 'Message no fit pass 2000 characters',

  // Dates (DATE_MESSAGES).
  'Enter a real date': 'Put real date',
  'Enter a real date: months run 01 to 12': 'Put real date: months na from 01 to 12',
  'Enter a real date: days start at 01': 'Put real date: days dey start from 01',
  'Enter a real date: {month} has {days} days': 'Put real date: {month} get {days} days',
  'Enter a real date: check the year': 'Put real date: check the year',
  'Enter a real date and time': 'Put real date and time',
  'Enter a real date and time: months run 01 to 12': 'Put real date and time: months na from 01 to 12',
  'Enter a real date and time: days start at 01': 'Put real date and time: days dey start from 01',
  'Enter a real date and time: {month} has {days} days': 'Put real date and time: {month} get {days} days',
  'Enter a real date and time: check the year': 'Put real date and time: check the year',
  'Enter a real date and time: times run 00:00 to 23:59':
    'Put real date and time: time na from 00:00 to 23:59',
  'Enter a real date and time: the offset from UTC is at most 14 hours':
    'Put real date and time: the offset from UTC no fit pass 14 hours',

  // Text fields.
  'Remove the invisible control characters from this field':
    'Remove the hidden control characters wey dey dis field',
  'Keep this on one line': 'Make dis one stay for one line',
  'Enter a Nigerian phone number, e.g. 0803 123 4567': 'Put Nigerian phone number, like 0803 123 4567',
  // When a job goes wrong (DISPUTE_MESSAGES).
  'Choose what went wrong': 'Choose wetin no go well',
  'Tell us what happened (at least 20 characters)': 'Tell us wetin happen (at least 20 letters)',
  'Keep it under 2,000 characters': 'Make e no pass 2,000 letters',
  'Write your side of what happened (at least 20 characters)':
    'Write your own side of wetin happen (at least 20 letters)',
  'Thank you. We have your report and will look into it; we will e-mail you what we decide.':
    'Thank you. We don get your report and we go look into am; we go email you wetin we decide.',
  'Thank you for telling us. The Aboki is paused while we look into it, and our team has been alerted.':
    'Thank you as you tell us. We don pause the Aboki while we dey look into am, and we don alert our team.',
  'Only the person who booked this job can report a problem with it.':
    'Na only the person wey book dis work fit report wahala about am.',
  "Only the agent of this job's Aboki can answer this report.":
    'Na only the agent of the Aboki wey do dis work fit answer dis report.',
  'You can report a problem once the job is completed.': 'You fit report wahala once the work don finish.',
  'It is more than 48 hours since this job was completed, so it can no longer be reported here.':
    'E don pass 48 hours since dis work finish, so you no fit report am here again.',
  'A problem has already been reported for this job.': 'Person don already report wahala for dis work.',
  'No problem has been reported for this job.': 'Nobody report any wahala for dis work.',
  'Photo added to your report.': 'Photo don enter your report.',
  'A report can have at most 3 photos.': 'One report no fit get pass 3 photos.',
  'Photos can no longer be added: the report has been decided.':
    'You no fit add photo again: we don decide the report.',
  'Your answer has been sent. The Aboki team will decide and tell you both.':
    'We don send your answer. The Aboki team go decide and tell una both.',
  'You have already answered this report.': 'You don already answer dis report.',
  'The 48 hours to answer this report have passed.': 'The 48 hours to answer dis report don pass.',
  'This report has already been decided.': 'We don already decide dis report.',
  // The browser's own fallbacks (CLIENT_MESSAGES, AUTH_MESSAGES).
  'Could not reach Aboki. Check your connection and try again.':
    'We no fit reach Aboki. Check your network and try again.',
  'Something went wrong. Please try again.': 'Something no work well. Abeg try again.',
  'Registration failed': 'Sign up no work',
  'Login failed': 'Sign in no work',
  'OTP verification failed': 'We no fit confirm the code',
  'Failed to resend OTP': 'We no fit send the code again',
  'Failed to select role': 'We no fit save the role wey you choose',
  'Failed to create profile': 'We no fit create your profile',
  'Invalid login response: missing token or user': 'Sign in no complete. Abeg try again.',
  'No authentication token found. Please log in again.':
    'You don comot from your account. Abeg sign in again.',
  'Please complete email verification first.': 'Abeg confirm your email first.',
  'Failed to send the reset code': 'We no fit send the code to change password',
  'Password reset failed': 'Password change no work',
  'Failed to load your profile': 'We no fit load your profile',
  'Failed to update your profile': 'We no fit update your profile',
  // Support tickets (SUPPORT_MESSAGES).
  'We could not find this conversation. Check the link, or sign in with the account you used.':
    'We no fit find dis conversation. Check the link, or sign in with the account wey you use.',
  'This link has already been used, or it has expired. We will e-mail you a new one with our next reply.':
    'Dem don use dis link before, or e don expire. We go email you new one when we reply again.',
  'Write your message (at least 2 characters)': 'Write wetin you wan talk (at least 2 characters)',
  'Keep your message under 4,000 characters': 'Make your message no pass 4,000 characters',
  'Tell us what you need help with (at least 10 characters)':
    'Tell us wetin you need help for (at least 10 characters)',
  'Keep your message under 2,000 characters': 'Make your message no pass 2,000 characters',
  'Thank you. Our support team has your message and will answer you here and by e-mail.':
    'Thank you. Our support team don get your message, dem go answer you here and for email.',
  'Your message has been sent. We will answer you by e-mail.':
    'We don send your message. We go answer you for email.',
  'Too many tries with this link. Please wait a few minutes and try again.':
    'You don try dis link too many times. Abeg wait some minutes, then try again.',
  'You have sent several messages already. Please wait before sending another.':
    'You don send plenty messages already. Abeg wait small before you send another one.',
  // Phone verification (PHONE_MESSAGES).
  'We have sent a 6-digit code to your phone by text message. It lasts 10 minutes.':
    'We don send 6-digit code to your phone for text message. E go last 10 minutes.',
  'Your phone number is verified.': 'We don confirm your phone number.',
  'This phone number is already verified.': 'Dis phone number don already confirm.',
  'Text messages are switched off on this server, so phone numbers cannot be verified here. Nothing more is needed.':
    'Text message no dey work for dis server, so we no fit confirm phone number here. You no need do anything again.',
  'That code is not right or has expired. Check the latest text message from us, or ask for a new code.':
    'Dat code no correct or e don expire. Check the latest text message wey we send you, or ask for new code.',
  'Several accounts have asked for codes to this number today, so each further account gets one code a day for it. Try again tomorrow, or contact us if this is your number.':
    'Plenty accounts don ask for code for dis number today, so any other account go get only one code per day for am. Try again tomorrow, or contact us if na your number.',
  'Enter the 6-digit code from the text message': 'Put the 6-digit code wey dey the text message',
  'Verify your phone number before you book: the Aboki and our team may need to call you. Go to your profile to get a code.':
    'Confirm your phone number before you book: the Aboki and our team fit need to call you. Go your profile to collect code.',
  'Verify your phone number before your Aboki goes to review: our team may need to call you. Go to your profile to get a code.':
    'Confirm your phone number before your Aboki go for review: our team fit need to call you. Go your profile to collect code.',
  // Message preferences (NOTIFICATION_MESSAGES).
  'Choose which messages you are changing': 'Choose which messages you wan change',
  'Choose e-mail, text message or both': 'Choose email, text message or both',
  'Your account does not receive these messages, so there is nothing to choose for them.':
    'Your account no dey receive these messages, so nothing dey to choose for dem.',
  'Choose whether you book help or are an agent first.':
    'First choose whether you dey book help or you be agent.',
  'Saved. We will send these messages the way you chose.':
    'E don save. We go send these messages the way you choose.',
  'Saved. Until your phone number is verified, these messages come by e-mail; verify it on your profile.':
    'E don save. Until your phone number don verify, these messages go come by email; verify am for your profile.',
  'Saved. Text messages are not available at the moment, so these messages come by e-mail.':
    'E don save. Text message no dey available now, so these messages go come by email.',
};

export default pcm;
