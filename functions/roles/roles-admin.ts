/**
 * Admin tab 2, Roles (spec 02 §2, §4, §5, §7): list, create, rename, activate/deactivate
 * (deleted_at) and delete. Built-in roles (shared/auth/roles.ts) carry the portal's permissions
 * by their slug, so they can be renamed but not deleted; administrator, senior admin and the
 * default participant role also stay active (docs/decisions/auth.md, "Roles").
 */
import type { RoleListResponse, RoleRow, RoleSavedResponse } from '../../shared/roles/types.ts';
import { DEFAULT_ROLE_ID, ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import { ROLE_ADMIN_TEXT } from '../../shared/roles/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import type { RoleRecord } from '../data/reference/reference.ts';
import { createRole, currentRoles, deleteRole, isBuiltInRole, saveRole } from '../data/users/roles.ts';

/** Roles the portal cannot work without: who grants privileges, and every new account's role. */
const ALWAYS_ACTIVE: ReadonlySet<number> = new Set([ROLE_BY_SLUG.administrator.id, ROLE_BY_SLUG.senior_admin.id, DEFAULT_ROLE_ID]);

const row = (role: RoleRecord): RoleRow => ({ ...role, built_in: isBuiltInRole(role.id) });

async function findRole(idParam: string): Promise<{ role: RoleRecord; all: RoleRecord[] }> {
  const all = await currentRoles();
  const role = all.find((r) => r.id === Number(idParam));
  if (!role) throw httpError(404, ROLE_ADMIN_TEXT.notFound);
  return { role, all };
}

function checkNameFree(name: string, all: readonly RoleRecord[], exceptId?: number): void {
  const wanted = name.toLocaleLowerCase();
  if (all.some((r) => r.id !== exceptId && r.name.toLocaleLowerCase() === wanted)) throw httpError(422, ROLE_ADMIN_TEXT.nameTaken);
}

export const listRoles: RouteImplementation<'GET /api/role'> = async () => {
  const roles = (await currentRoles()).map(row);
  const answer: RoleListResponse = { roles, roles_no_trash: roles.filter((r) => r.deleted_at === null) };
  return answer;
};

export const addRole: RouteImplementation<'POST /api/role'> = async ({ body }) => {
  const all = await currentRoles();
  checkNameFree(body.name, all);
  const answer: RoleSavedResponse = { message: ROLE_ADMIN_TEXT.saved, role: row(await createRole(body.name, all)) };
  return answer;
};

export const renameRole: RouteImplementation<'PUT /api/role/{id}'> = async ({ params, body }) => {
  const { role, all } = await findRole(params.id);
  checkNameFree(body.name, all, role.id);
  const renamed = { ...role, name: body.name };
  if (!(await saveRole(renamed))) throw httpError(404, ROLE_ADMIN_TEXT.notFound);
  const answer: RoleSavedResponse = { message: ROLE_ADMIN_TEXT.saved, role: row(renamed) };
  return answer;
};

/** The Active switch (spec 02 §4): active when deleted_at is empty. */
export const toggleRole: RouteImplementation<'GET /api/role/change/{id}'> = async ({ params }) => {
  const { role } = await findRole(params.id);
  const activating = role.deleted_at !== null;
  if (!activating && ALWAYS_ACTIVE.has(role.id)) throw httpError(422, ROLE_ADMIN_TEXT.keptActive);
  const changed = { ...role, deleted_at: activating ? null : new Date().toISOString() };
  if (!(await saveRole(changed))) throw httpError(404, ROLE_ADMIN_TEXT.notFound);
  const answer: RoleSavedResponse = { message: activating ? ROLE_ADMIN_TEXT.activated : ROLE_ADMIN_TEXT.deactivated, role: row(changed) };
  return answer;
};

export const removeRole: RouteImplementation<'DELETE /api/role/{id}'> = async ({ params }) => {
  const { role } = await findRole(params.id);
  if (isBuiltInRole(role.id)) throw httpError(422, ROLE_ADMIN_TEXT.builtInDelete);
  await deleteRole(role);
  return { message: ROLE_ADMIN_TEXT.deleted, id: role.id };
};

export const defaultRole: RouteImplementation<'GET /api/role/get/default-role'> = async () => ({ default_role: DEFAULT_ROLE_ID });
