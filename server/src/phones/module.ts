// The phones feature (issue 33, decision 0036): verified phone numbers, codes by SMS, sign-in by code.
import { defineFeature } from '../module.js';
import { phoneRoutes } from './routes.js';
import { deleteOldCodes } from './codes.js';

export const phonesModule = defineFeature({
  name: 'phones',
  routes: phoneRoutes,
  nightly: { phoneCodes: deleteOldCodes },
});
