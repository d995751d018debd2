/** The Cohort Builder list's filter kept in the browser (spec 03 §2.3: saved locally; Clear removes it). */
import type { CohortListFilter } from '@shared/cohort-builder/list.types';
import { browserFilter, isEmptyValue, withoutEmptyFields } from '../../components/filter-storage';

export const COHORT_FILTER_KEY = 'admin-cohort-builder-filter';

/** The filter without its empty fields, as sent and stored (a participant's label goes with its participant). */
export function compactCohortFilter(filter: CohortListFilter): CohortListFilter {
  const kept = withoutEmptyFields(filter, true);
  if (isEmptyValue(kept.participant, true)) delete kept.participant_label;
  return kept;
}

export const savedCohortFilter = browserFilter(COHORT_FILTER_KEY, compactCohortFilter);
export const storedCohortFilter = savedCohortFilter.stored;
export const storeCohortFilter = savedCohortFilter.store;
/** Fields left empty do not count: 'Filters have been set.' */
export const isCohortFilterSet = savedCohortFilter.isSet;
