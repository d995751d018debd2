/** The cohort form's routes (spec 03 §2.4): read one cohort for editing, save, delete, people search, facilitator conflicts. */
import type { GroupImplementations } from '../core/http.ts';
import { deleteCohortRoute, getCohortForEdit, saveCohortRoute } from './cohort-save-routes.ts';
import { peopleImplementations } from './people-routes.ts';

export const formImplementations: GroupImplementations = {
  ...peopleImplementations,
  'GET /api/cohort/{id}': getCohortForEdit,
  'POST /api/cohort': saveCohortRoute,
  'DELETE /api/cohort/{id}': deleteCohortRoute,
};
