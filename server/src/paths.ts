// Files the server reads at run time, found from the server's folder. This module sits one level
// below it both as source (server/src/paths.ts) and inside the production build (server/dist/main.js),
// so the same relative step finds the server folder in both.
import { fileURLToPath } from 'node:url';

const serverDir = new URL('../', import.meta.url);

/** An absolute path inside the server folder (e.g. `src/db/migrations/`). */
export const serverPath = (relative: string) => fileURLToPath(new URL(relative, serverDir));
