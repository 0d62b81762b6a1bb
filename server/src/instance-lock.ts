// One app instance per local data folder. The embedded database and the local-disk file store are
// single-instance: a second process on the same folder would corrupt PGlite's files or miss the
// other's uploads. The lock is a file holding the owner's process id; a lock whose process is gone
// (a crash) is taken over.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class InstanceLockError extends Error {}

export const LOCK_FILE = 'instance.lock';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock on `dataDir`; returns the function that releases it. */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new InstanceLockError(
          `Another RentWheels instance (process ${owner}) is using the data folder ${dataDir}. ` +
            'The embedded database and local file storage serve one instance; for several, set DATABASE_URL and STORAGE_DRIVER=s3.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new InstanceLockError(`Could not lock the data folder ${dataDir}`);
}
