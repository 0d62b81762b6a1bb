// `npm run admin:grant -- email` and ADMIN_EMAIL both go through grantAdminByEmail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { users } from '../db/schema.js';
import { grantAdminByEmail } from './grant-admin.js';

describe('granting the admin role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds ADMIN once to the account with that email, in any case', async () => {
    const user = await t.f.vendor({ email: 'owner@example.pk' });
    expect(await grantAdminByEmail(t.ctx.db, ' Owner@Example.PK ')).toBe(true);
    expect(await grantAdminByEmail(t.ctx.db, 'owner@example.pk')).toBe(true);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.roles).toEqual(['ADMIN', 'CUSTOMER', 'VENDOR']);
  });

  it('reports an unknown or deleted account', async () => {
    expect(await grantAdminByEmail(t.ctx.db, 'nobody@example.pk')).toBe(false);
    await t.f.customer({ email: 'gone@example.pk', deletedAt: new Date() });
    expect(await grantAdminByEmail(t.ctx.db, 'gone@example.pk')).toBe(false);
  });
});
