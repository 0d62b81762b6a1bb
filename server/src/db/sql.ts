// Helpers for raw SQL written with drizzle's `sql` template.
import { sql, type SQL } from 'drizzle-orm';

/** `db.execute` answers rows directly (PGlite) or inside `.rows` (node-postgres). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * A constant list of enum values as SQL literals: `('ACCEPTED','CONFIRMED')`. Literals rather than
 * parameters so that a partial index whose predicate names the same list (the exclusion
 * constraint's `WHERE status IN (...)`) can answer the query.
 */
export function literalList(values: readonly string[]): SQL {
  for (const value of values) if (!/^[A-Z_]+$/.test(value)) throw new Error(`not an enum value: ${value}`);
  return sql.raw(`(${values.map((v) => `'${v}'`).join(',')})`);
}
