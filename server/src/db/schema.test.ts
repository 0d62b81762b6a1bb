// The Drizzle schema (db/schema.ts) and the SQL migrations describe the same database: every table
// and column the code names exists after the migrations, with the same type and nullability, and
// every table the migrations make is either in the schema or listed below with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../../test/harness.js';
import * as schema from './schema.js';

/** Tables the migrations make that the code reaches only through SQL, on purpose. */
const SQL_ONLY_TABLES: Record<string, string> = {
  schema_migrations: "the migrator's own record",
  car_holds: 'kept by triggers: the exclusion constraint over held bookings and blocks',
  search_changes: 'kept by triggers: what the in-memory search index reloads',
  driver_holds: 'reached through SQL (its tsrange): the exclusion constraint over trips and days off of a driver',
};

/** PostgreSQL's name for a Drizzle column type, as information_schema spells it. */
function expectedType(sqlType: string): string {
  const t = sqlType.toLowerCase();
  if (t.startsWith('timestamp')) return t.includes('with time zone') ? 'timestamp with time zone' : 'timestamp without time zone';
  if (t.startsWith('varchar')) return 'character varying';
  if (t.endsWith('[]')) return 'ARRAY';
  if (t === 'serial') return 'integer';
  if (t === 'bigserial') return 'bigint';
  if (t.startsWith('numeric')) return 'numeric';
  if (t === 'double precision' || t === 'real' || t === 'boolean' || t === 'uuid' || t === 'text' || t === 'integer' || t === 'bigint' || t === 'jsonb' || t === 'json' || t === 'date' || t === 'smallint') return t;
  return t;
}

describe('db/schema.ts and the migrations', () => {
  let t: TestApp;
  let columns: Map<string, Map<string, { type: string; nullable: boolean }>>;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.ctx.database.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      `select table_name, column_name, data_type, is_nullable from information_schema.columns
        where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`,
    );
    columns = new Map();
    for (const row of rows) {
      const table = columns.get(row.table_name) ?? new Map();
      table.set(row.column_name, { type: row.data_type, nullable: row.is_nullable === 'YES' });
      columns.set(row.table_name, table);
    }
  });
  afterAll(() => t.close());

  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTableClass)).map((table) => getTableConfig(table));

  it('has every table and column of the schema, with its type and nullability', () => {
    expect(tables.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const table of tables) {
      const actual = columns.get(table.name);
      if (!actual) {
        problems.push(`${table.name}: no such table`);
        continue;
      }
      for (const column of table.columns) {
        const found = actual.get(column.name);
        if (!found) problems.push(`${table.name}.${column.name}: no such column`);
        else {
          if (found.type !== expectedType(column.getSQLType())) problems.push(`${table.name}.${column.name}: ${found.type} in the database, ${column.getSQLType()} in the schema`);
          if (found.nullable !== !column.notNull) problems.push(`${table.name}.${column.name}: ${found.nullable ? 'nullable' : 'not null'} in the database, the other in the schema`);
        }
      }
      for (const name of actual.keys()) {
        if (!table.columns.some((c) => c.name === name)) problems.push(`${table.name}.${name}: in the database, not in the schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names every table of the migrations in the schema, or says why not', () => {
    const inSchema = new Set(tables.map((table) => table.name));
    const unexplained = [...columns.keys()].filter((name) => !inSchema.has(name) && !(name in SQL_ONLY_TABLES)).sort();
    expect(unexplained).toEqual([]);
  });
});
