// The cars feature's surface for other features (besides service.ts, queries.ts and the rest).
export { hasFutureHeldBookings } from './holds.js';
export { deleteCarImage, storeCarImage, storePrivatePhoto, variantKeys, type PrivatePhoto } from './images.js';
export { sweepUnclaimedUploads } from './upload-sweep.js';
export { releaseUpload, reserveUpload, type UploadReservation } from './upload-quota.js';
