// The identity feature's public face (issue 33): the profile's section, the admins' review and
// the booking form's prompt.
export { IdentityCard } from './IdentityCard';
export { IdentityReview } from './IdentityReview';
export { IdentityPrompt } from './IdentityPrompt';
export { IDENTITY_REQUIRED } from './api';
export { RenterIdentity } from './RenterIdentity';
