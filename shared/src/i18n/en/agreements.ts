// The rental agreement on the web (issue 31, decision 0042): its download on the booking and the
// public page that checks a copy.
export const agreements = {
  'agreements.download': 'Download agreement',
  'agreements.downloadFailed': 'The agreement could not be downloaded. Try again.',
  'agreements.loadFailed': 'The rental agreement could not be loaded.',
  'agreements.verify.title': 'Check a rental agreement',
  'agreements.verify.intro': 'Choose a copy of the agreement (the PDF file). Your browser computes its fingerprint and asks RentWheels whether it is the copy on record.',
  'agreements.verify.pick': 'Choose the PDF file',
  'agreements.verify.checking': 'Checking…',
  'agreements.verify.matches': 'This copy is the agreement on record, made on {date}.',
  'agreements.verify.differs': 'This copy is not the one on record: it was changed, or it is another document. The agreement on record was made on {date}.',
  'agreements.verify.unknown': 'This agreement could not be checked.',
  'agreements.verify.privacy': 'The file stays on your device: only its fingerprint (SHA-256) is sent.',
};
