// What the server sends by SMS and WhatsApp (issue 33), in the recipient's language: the code of a
// phone verification or sign-in. Server only (the web never names these keys).
export const texting = {
  'texting.code': 'Your RentWheels code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
};
