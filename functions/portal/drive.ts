/**
 * GET /api/get-nisl-drive: the shared-drive folders of the cohorts in a state coordinator's
 * states (the dashboard's Add Cohort / Update button). Others get an empty map.
 */
import type { RouteImplementation } from '../core/http.ts';
import { cohortsOfStates } from '../data/cohorts/cohorts.ts';
import { getUser } from '../data/users/users.ts';

export const driveFolders: RouteImplementation<'GET /api/get-nisl-drive'> = async ({ auth }) => {
  const user = await getUser(auth.userId);
  const states = user?.state_coordinator ? user.states_coordinator : [];
  const cohorts = states.length ? await cohortsOfStates(states) : [];
  const response = Object.fromEntries(
    cohorts
      .filter((c): c is typeof c & { link_folder: string } => Boolean(c.link_folder))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => [String(c.id), { name: c.name, link_folder: c.link_folder }]),
  );
  return { response };
};
