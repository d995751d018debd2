import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../test/integration/table.ts';
import { meetsAdminPolicy } from '../../shared/auth/password-policy.ts';
import { verifyPassword } from '../../functions/services/passwords.ts';
import { listReference } from '../../functions/data/reference/reference.ts';
import { getUser, passwordHistory, UniquenessError } from '../../functions/data/users/users.ts';
import { bootstrapSeniorAdmin } from './senior-admin.ts';

useTestTable();

describe('bootstrap of the first senior admin', () => {
  it('creates a senior admin with a generated policy-compliant password and the base reference data', async () => {
    const { user, password, referenceItemsWritten } = await bootstrapSeniorAdmin({
      username: 'Root.Admin',
      email: 'root@org.example',
      firstName: 'Root',
      lastName: 'Admin',
    });
    expect(meetsAdminPolicy(password)).toBe(true);
    const stored = await getUser(user.id);
    expect(stored).toMatchObject({ username: 'root.admin', roles: [2, 1], status: 'active' });
    expect(await verifyPassword(password, stored!.passwordHash)).toBe(true);
    expect(await passwordHistory(user.id)).toHaveLength(1);
    expect(referenceItemsWritten).toBeGreaterThan(20);
    expect((await listReference('ROLE')).map((r) => r.slug)).toContain('senior_admin');
  });

  it('refuses a second account with the same username and keeps reference data as it was', async () => {
    await expect(
      bootstrapSeniorAdmin({ username: 'root.admin', email: 'other@org.example', firstName: 'X', lastName: 'Y' }),
    ).rejects.toBeInstanceOf(UniquenessError);
  });
});
