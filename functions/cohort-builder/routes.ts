/** The built routes of the `cohort-builder` group. Documented routes not listed here answer 501. */
import { COHORT_FORM_CONTRACTS } from '../../shared/cohort-builder/form.contract.ts';
import { COHORT_LIST_CONTRACTS } from '../../shared/cohort-builder/list.contract.ts';
import { COHORT_PEOPLE_CONTRACTS } from '../../shared/cohort-builder/people.contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { formImplementations } from './form-routes.ts';
import { listImplementations } from './list-routes.ts';

export const implementations: GroupImplementations<'cohort-builder'> = { ...listImplementations, ...formImplementations };

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'cohort-builder'> = {
  ...COHORT_LIST_CONTRACTS,
  ...COHORT_FORM_CONTRACTS,
  ...COHORT_PEOPLE_CONTRACTS,
};
