import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { ROLE_RECORDS } from '../../scripts/seed/reference-data.ts';
import type { RoleListResponse, RoleSavedResponse } from '../../shared/roles/types.ts';
import { ROLES } from '../../shared/auth/roles.ts';
import { ROLE_ADMIN_TEXT } from '../../shared/roles/texts.ts';
import { putAll } from '../data/table/batch.ts';
import { listReference, referenceItem } from '../data/reference/reference.ts';
import { CUSTOM_ROLE_ID_BASE } from '../data/users/roles.ts';
import { handler } from './handler.ts';

useTestTable();

let senior: string;
let admin: string;
beforeAll(async () => {
  await putAll(ROLE_RECORDS.map((r) => referenceItem('ROLE', r)));
  senior = await sessionToken(1, ['senior_admin', 'administrator']);
  admin = await sessionToken(2, ['administrator']);
});

const list = async (token = senior) => parseBody<RoleListResponse>(await handler(apiEvent('GET /api/role', { token })));
const create = (name: unknown, token = senior) => handler(apiEvent('POST /api/role', { token, body: { name } }));
const idParams = (id: number) => ({ params: { id: String(id) } });

describe('roles (admin tab 2)', () => {
  it('lists every role and the active ones; the default role is 10', async () => {
    const { roles, roles_no_trash } = await list(admin);
    expect(roles.map((r) => r.id)).toEqual(ROLES.map((r) => r.id));
    expect(roles_no_trash).toHaveLength(ROLES.length);
    expect(roles.every((r) => r.built_in)).toBe(true);
    expect(parseBody(await handler(apiEvent('GET /api/role/get/default-role', { token: admin })))).toEqual({ default_role: 10 });
  });

  it('creates a role with a fresh id above the built-in ones and a slug of its own; the list shows it at once', async () => {
    await list(); // warm this Lambda's reference cache
    const result = await create('  Regional Lead (East) ');
    expect(result.statusCode).toBe(200);
    const saved = parseBody<RoleSavedResponse>(result);
    expect(saved.message).toBe(ROLE_ADMIN_TEXT.saved);
    expect(saved.role).toMatchObject({ name: 'Regional Lead (East)', slug: 'regional_lead_east', deleted_at: null, built_in: false });
    expect(saved.role.id).toBeGreaterThan(CUSTOM_ROLE_ID_BASE);
    expect((await list()).roles.at(-1)).toEqual(saved.role);
    // Other readers of the reference cache in this Lambda see it too.
    expect((await listReference('ROLE')).some((r) => r.id === saved.role.id)).toBe(true);
  });

  it("requires a name ('Please input a role name') and refuses a name already in use", async () => {
    for (const name of ['', '   ', undefined]) {
      const result = await create(name);
      expect([result.statusCode, parseBody(result).message]).toEqual([422, ROLE_ADMIN_TEXT.nameRequired]);
    }
    const taken = await create('senior admin');
    expect([taken.statusCode, parseBody(taken).message]).toEqual([422, ROLE_ADMIN_TEXT.nameTaken]);
    expect((await list()).roles).toHaveLength(ROLES.length + 1);
  });

  it('renames a role (built-in ones keep their slug), and refuses a taken or empty name', async () => {
    const coach = (await list()).roles.find((r) => r.slug === 'coach')!;
    const renamed = await handler(
      apiEvent('PUT /api/role/{id}', { token: senior, ...idParams(coach.id), body: { name: 'Leadership Coach' } }),
    );
    expect(parseBody<RoleSavedResponse>(renamed)).toEqual({ message: ROLE_ADMIN_TEXT.saved, role: { ...coach, name: 'Leadership Coach' } });
    expect((await list()).roles.find((r) => r.id === coach.id)!.name).toBe('Leadership Coach');

    const taken = await handler(apiEvent('PUT /api/role/{id}', { token: senior, ...idParams(coach.id), body: { name: 'Participant' } }));
    expect([taken.statusCode, parseBody(taken).message]).toEqual([422, ROLE_ADMIN_TEXT.nameTaken]);
    const empty = await handler(apiEvent('PUT /api/role/{id}', { token: senior, ...idParams(coach.id), body: { name: '' } }));
    expect([empty.statusCode, parseBody(empty).message]).toEqual([422, ROLE_ADMIN_TEXT.nameRequired]);
    const missing = await handler(apiEvent('PUT /api/role/{id}', { token: senior, ...idParams(9999), body: { name: 'X' } }));
    expect(missing.statusCode).toBe(404);
  });

  it('toggles active through the change call; administrator, senior admin and participant stay active', async () => {
    const toggle = (id: number) => handler(apiEvent('GET /api/role/change/{id}', { token: senior, ...idParams(id) }));
    const off = parseBody<RoleSavedResponse>(await toggle(11));
    expect(off.message).toBe(ROLE_ADMIN_TEXT.deactivated);
    expect(off.role.deleted_at).not.toBeNull();
    const listed = await list();
    expect(listed.roles.find((r) => r.id === 11)!.deleted_at).not.toBeNull();
    expect(listed.roles_no_trash.some((r) => r.id === 11)).toBe(false);
    const on = parseBody<RoleSavedResponse>(await toggle(11));
    expect([on.message, on.role.deleted_at]).toEqual([ROLE_ADMIN_TEXT.activated, null]);

    for (const id of [1, 2, 10]) {
      const refused = await toggle(id);
      expect([refused.statusCode, parseBody(refused).message]).toEqual([422, ROLE_ADMIN_TEXT.keptActive]);
    }
    expect((await list()).roles_no_trash).toHaveLength(ROLES.length + 1);
  });

  it("deletes a role of the admins' own making ('role deleted'), never a built-in one", async () => {
    const custom = parseBody<RoleSavedResponse>(await create('Temporary Role')).role;
    const deleted = await handler(apiEvent('DELETE /api/role/{id}', { token: senior, ...idParams(custom.id) }));
    expect(parseBody(deleted)).toEqual({ message: ROLE_ADMIN_TEXT.deleted, id: custom.id });
    expect((await list()).roles.some((r) => r.id === custom.id)).toBe(false);
    expect((await handler(apiEvent('DELETE /api/role/{id}', { token: senior, ...idParams(custom.id) }))).statusCode).toBe(404);

    for (const id of [1, 10, 24]) {
      const refused = await handler(apiEvent('DELETE /api/role/{id}', { token: senior, ...idParams(id) }));
      expect([refused.statusCode, parseBody(refused).message]).toEqual([422, ROLE_ADMIN_TEXT.builtInDelete]);
    }
    expect((await list()).roles.filter((r) => r.built_in)).toHaveLength(ROLES.length);
  });

  it('a taken slug gets a suffix, so a new role can never speak for a built-in one', async () => {
    const saved = parseBody<RoleSavedResponse>(await create('Senior-Admin')).role;
    expect(saved.slug).toBe('senior_admin_2');
  });

  it('is for senior admins only: an administrator may read the list but not change it', async () => {
    const calls = [
      apiEvent('POST /api/role', { token: admin, body: { name: 'Nope' } }),
      apiEvent('PUT /api/role/{id}', { token: admin, ...idParams(11), body: { name: 'Nope' } }),
      apiEvent('DELETE /api/role/{id}', { token: admin, ...idParams(11) }),
      apiEvent('GET /api/role/change/{id}', { token: admin, ...idParams(11) }),
    ];
    for (const event of calls) expect((await handler(event)).statusCode).toBe(403);
    const participant = await sessionToken(3, ['participant']);
    expect((await handler(apiEvent('GET /api/role', { token: participant }))).statusCode).toBe(403);
  });
});
