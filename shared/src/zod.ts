// The one import of zod in shared/. In a browser it runs without its compiled fast path, which
// builds functions from strings: the app's content security policy forbids that (script-src
// without 'unsafe-eval'), and even zod's probe for it is reported as a violation. The server keeps
// the fast path. It must be set before any schema is built, hence this module.
import { z } from 'zod';

if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export { z };
