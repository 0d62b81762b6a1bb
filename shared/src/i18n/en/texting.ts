// What the server sends by SMS and WhatsApp (issue 33), in the recipient's language: the code of a
// phone verification or sign-in, and the updates of a booking. Server only (the web never names these keys).
export const texting = {
  'texting.code': 'Your RentWheels code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  'texting.handover.code': 'RentWheels: your {kind, select, check_in {check-in} other {check-out}} code for {car} is {code}. Give it to the agent only if you agree with what they recorded.',
  'texting.booking.created': 'RentWheels: new request for your {car}, {start} to {end}. Accept or suggest changes: {link}',
  'texting.booking.accepted': 'RentWheels: {service} accepted your booking of the {car} from {start}. Pay to confirm it: {link}',
  'texting.booking.suggestion_made': 'RentWheels: {service} suggested changes to your booking of the {car}. Have a look: {link}',
  'texting.booking.expired': 'RentWheels: your request for the {car} from {start} expired without an answer. Other cars are free: {link}',
  'texting.booking.paid': 'RentWheels: your booking is confirmed. {car}, pickup {start}. Details: {link}',
  'texting.reminder.pickup_24h': 'RentWheels reminder: pick up the {car} from {service} tomorrow, {start}. Bring your CNIC and driving licence. Details: {link}',
  'texting.reminder.pickup_2h': 'RentWheels reminder: your pickup of the {car} from {service} is at {start}, in about two hours. Details: {link}',
  'texting.reminder.return': 'RentWheels reminder: please return the {car} to {service} by {end}. Details: {link}',
  'texting.deposit_returned': 'RentWheels: {service} returned your deposit of {amount} for the {car}. Statement: {link}',
  'texting.messages_digest': 'RentWheels: {count, plural, one {a new message} other {# new messages}} about your booking of the {car}. Read and answer: {link}',
};
