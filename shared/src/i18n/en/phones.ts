// The phones feature's screens (issue 33): the verified-phone badge and the verify dialog.
export const phones = {
  'phones.verified': 'Verified',
  'phones.notVerified': 'Not verified',
  'phones.verify': 'Verify phone',
  'phones.dialog.title': 'Verify your phone',
  'phones.dialog.intro': 'We send a six-digit code by SMS to {phone}. It works for 10 minutes.',
  'phones.dialog.send': 'Send code',
  'phones.dialog.resend': 'Send a new code',
  'phones.dialog.code': 'Code',
  'phones.dialog.submit': 'Verify',
  'phones.dialog.cancel': 'Cancel',
  'phones.dialog.done': 'Your phone is verified.',
  'phones.dialog.failed': 'That did not work. Please try again.',
};
