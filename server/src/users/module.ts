// The users feature: profiles, ID documents, account deletion.
import { defineFeature } from '../module.js';
import { userRoutes } from './routes.js';

export const usersModule = defineFeature({ name: 'users', routes: userRoutes });
