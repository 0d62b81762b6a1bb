// The handovers feature's surface for other features: the sealed record for the rental agreement
// (made after `handover.sealed`, see events.ts).
export { readSealedHandover, standingSealedHandover, type SealedHandover } from './queries.js';
export { sealedCheckOut } from './service.js';
export type { HandoverSealed } from './events.js';
