// npm run seed: loads the demo data into an empty database.
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { seedIfEmpty } from './demo.js';

const ctx = await createContext(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
await ctx.jobs.start();
const seeded = await seedIfEmpty(ctx);
await ctx.jobs.stop();
await ctx.database.close();
console.log(seeded ? 'Demo data loaded.' : 'The database already has data; nothing was loaded.');
