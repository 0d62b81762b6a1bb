// The API's success answers that carry words (`{ message }`): said in the caller's language by one
// hook on the server (server/src/http/locale.ts); services write the English text from here.
export const answers = {
  'answers.jobRequeued': 'The job is queued again.',
  'answers.passwordUpdated': 'Password updated successfully. You were signed out on your other devices.',
  'answers.emailAlreadyVerified': 'Your email is already verified.',
  'answers.verificationSent': 'Verification email sent. Please check your inbox.',
  'answers.signedOutEverywhere': 'You were signed out on every device.',
  'answers.phoneCodeSent': 'If this number can receive it, a code is on its way by SMS.',
  'answers.emailVerified': 'Your email has been successfully verified!',
  'answers.passwordReset': 'Your password has been reset. Please log in with your new password.',
  'answers.forgotPassword': 'If an account exists for this email, we have sent a link to reset its password. It works once, for one hour.',
  'answers.payment.confirmed': 'Your booking has been confirmed.',
  'answers.payment.pending': 'Your payment has not been completed yet, so the booking is not confirmed. Nothing was charged.',
  'answers.payment.notStarted': 'No payment was made for this booking, so it is not confirmed.',
  'answers.payment.failed': 'The payment was not completed (the checkout was cancelled or expired). You can pay again from your booking.',
  'answers.payment.carTaken': 'The car was booked by someone else while you were paying. Your payment has been refunded.',
  'answers.payment.carRemoved': 'This car is no longer offered by its vendor. Your payment has been refunded.',
  'answers.payment.notPayable': 'This booking can no longer be paid. Your payment has been refunded.',
  'answers.payment.cancelled': 'This booking was cancelled. Your payment has been refunded.',
  'answers.payment.alreadyConfirmed': 'Your booking has been confirmed. It had already been paid, so this payment has been refunded.',
} as const;
