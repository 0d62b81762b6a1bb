// The users feature's surface for other features: ID documents as the admin screens read them.
export { documentsOf, presentDocument } from './documents.js';
