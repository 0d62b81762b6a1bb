// The admin feature: users, roles and ID-document checks.
import { defineFeature } from '../module.js';
import { adminRoutes } from './routes.js';

export const adminModule = defineFeature({ name: 'admin', routes: adminRoutes });
