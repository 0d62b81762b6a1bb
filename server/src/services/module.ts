// The services feature: a vendor's rental locations.
import { defineFeature } from '../module.js';
import { serviceRoutes } from './routes.js';

export const servicesModule = defineFeature({ name: 'services', routes: serviceRoutes });
