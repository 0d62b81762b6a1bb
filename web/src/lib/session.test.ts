import { describe, expect, it } from 'vitest';
import { ROLES, sessionUserSchema } from '@carrental/shared';
import { SESSION_ROLES, parseStoredUser } from './session';

// The hand-written check of the stored user must accept and reject what the shared schema does.
const samples: unknown[] = [
  { id: 'u1', name: 'Ayesha', roles: ['CUSTOMER'] },
  { id: 'u1', name: 'Ayesha', roles: ['CUSTOMER', 'VENDOR'], email: 'a@example.pk', phone: '03001234567', emailVerified: false },
  { id: 'u1', name: 'Ayesha', roles: [] },
  { id: 'u1', name: 'Ayesha', roles: ['ADMIN'], extra: 'dropped' },
  { id: 'u1', name: 'Ayesha', roles: ['OWNER'] },
  { id: 'u1', name: 'Ayesha', roles: 'CUSTOMER' },
  { id: 1, name: 'Ayesha', roles: ['CUSTOMER'] },
  { id: 'u1', roles: ['CUSTOMER'] },
  { id: 'u1', name: 'Ayesha', roles: ['CUSTOMER'], email: 5 },
  { id: 'u1', name: 'Ayesha', roles: ['CUSTOMER'], emailVerified: 'yes' },
  { id: 'u1', name: 'Ayesha', roles: ['CUSTOMER'], phone: null },
  null,
  'Ayesha',
  ['u1'],
];

describe('parseStoredUser', () => {
  it('knows the same roles as the shared schema', () => {
    expect([...SESSION_ROLES].sort()).toEqual([...ROLES].sort());
  });

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with sessionUserSchema on %s', (_name, sample) => {
    const parsed = sessionUserSchema.safeParse(sample);
    expect(parseStoredUser(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
