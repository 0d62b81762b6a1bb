// The identity feature (issue 33, decision 0040): CNIC and driving licence, their photos and the
// admins' review; what a booking needs of them.
import { defineFeature } from '../module.js';
import { identityRoutes } from './routes.js';

export const identityModule = defineFeature({ name: 'identity', routes: identityRoutes });
