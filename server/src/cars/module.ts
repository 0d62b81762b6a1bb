// The cars feature: listings, photos and search.
import { defineFeature } from '../module.js';
import { carRoutes } from './routes.js';
import { sweepUnclaimedUploads } from './upload-sweep.js';

export const carsModule = defineFeature({
  name: 'cars',
  routes: carRoutes,
  /** Photo uploads no car claimed within a day, with their files. */
  nightly: { uploads: sweepUnclaimedUploads },
});
