/** POST /api/role/get/names: the display names of role slugs (the impersonation bar shows them). */
import type { RouteImplementation } from '../core/http.ts';
import { listReference } from '../data/reference/reference.ts';

export const roleNames: RouteImplementation<'POST /api/role/get/names'> = async ({ body }) => {
  const wanted = new Set(body.slugs);
  const roles = (await listReference('ROLE')).filter((role) => wanted.has(role.slug)).map(({ id, slug, name }) => ({ id, slug, name }));
  return { roles };
};
