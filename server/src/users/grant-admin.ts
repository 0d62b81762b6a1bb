import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';

/** Adds ADMIN to the roles of the account with this email. Returns false when there is none. */
export async function grantAdminByEmail(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      roles: sql`(SELECT array_agg(DISTINCT r ORDER BY r) FROM unnest(${users.roles} || ARRAY['ADMIN']::text[]) AS r)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
