// Words many screens share: actions, states, generic errors.
export const common = {
  'common.loading': 'Loading…',
  'common.cancel': 'Cancel',
  'common.errorNetwork': 'Cannot reach the server. Check your connection and try again.',
  'common.uploadFailed': 'Failed to upload files',
  'common.requestFailed': 'Request failed ({status})',
} as const;
