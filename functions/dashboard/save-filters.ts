/**
 * POST /api/user/saveFilters: keeps (or, with save_filters false, forgets) the caller's filters
 * of one type: dashboard filters, calendar filters, the dashboard's view toggles, include coaching.
 */
import type { RouteImplementation } from '../core/http.ts';
import { forgetFilters, saveFilters } from '../data/users/preferences.ts';

export const saveUserFilters: RouteImplementation<'POST /api/user/saveFilters'> = async ({ auth, body }) => {
  if (body.save_filters) await saveFilters(auth.userId, body.type_filters, body.filters);
  else await forgetFilters(auth.userId, body.type_filters);
  return { saved: body.save_filters };
};
