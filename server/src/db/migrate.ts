// Applies the SQL files in ./migrations in name order, each once, each in its own transaction.
// One set of migrations serves PGlite and the PostgreSQL server alike.
import { readdirSync, readFileSync } from 'node:fs';
import { serverPath } from '../paths.js';
import type { Database } from './client.js';

const migrationsDir = serverPath('src/db/migrations/');

export async function migrate(database: Database): Promise<string[]> {
  // Two instances starting at once must not both apply a migration.
  return database.withLock(7_210_042, async () => {
    await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(migrationsDir + file, 'utf8');
      try {
        await database.exec(
          `BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
        );
      } catch (error) {
        await database.exec('ROLLBACK').catch(() => {});
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
    }
    return applied;
  });
}
