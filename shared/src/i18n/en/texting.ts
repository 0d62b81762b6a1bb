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
};
