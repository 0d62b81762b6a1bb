// Helpers for the staff feature's tests (and other features' tests): a member added the way a
// company adds one, invited by the owner and accepted by the member, through HTTP.
import { expect } from 'vitest';
import { bearer, type TestApp } from '../../test/harness.js';
import type { UserRow } from '../../test/factories.js';

/** Invites `member` by email to `serviceIds` with `role`, accepts; returns the staff id. */
export async function addStaff(t: TestApp, owner: UserRow, member: UserRow, role: 'manager' | 'agent' | 'driver', serviceIds: string[]): Promise<string> {
  const invited = await t.app.inject({ method: 'POST', url: '/api/vendor/staff', headers: bearer(await t.f.token(owner)), payload: { email: member.email, role, serviceIds } });
  expect(invited.statusCode, invited.body).toBe(201);
  const id = invited.json().id as string;
  const accepted = await t.app.inject({ method: 'POST', url: `/api/staff/invitations/${id}/accept`, headers: bearer(await t.f.token(member)) });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}
