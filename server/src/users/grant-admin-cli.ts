// npm run admin:grant -- someone@example.com
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { grantAdminByEmail } from './grant-admin.js';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}
const ctx = await createContext(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
const granted = await grantAdminByEmail(ctx.db, email);
await ctx.database.close();
if (!granted) {
  console.error(`No account with the email ${email}`);
  process.exit(1);
}
console.log(`${email} is now an admin`);
