/** The Cohort Builder list's filter kept in the browser (spec 03 §2.3: saved locally; Clear removes it). */
import type { CohortListFilter } from '@shared/api/types/cohort-list';

export const COHORT_FILTER_KEY = 'admin-cohort-builder-filter';

export function storedCohortFilter(): CohortListFilter {
  try {
    const raw = window.localStorage.getItem(COHORT_FILTER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as CohortListFilter) : {};
  } catch {
    return {};
  }
}

export function storeCohortFilter(filter: CohortListFilter): void {
  try {
    if (isCohortFilterSet(filter)) window.localStorage.setItem(COHORT_FILTER_KEY, JSON.stringify(filter));
    else window.localStorage.removeItem(COHORT_FILTER_KEY);
  } catch {
    // no storage: the filter lasts this visit only
  }
}

/** The filter without its empty fields, as sent and stored (a participant's label goes with its participant). */
export function compactCohortFilter(filter: CohortListFilter): CohortListFilter {
  const kept = Object.entries(filter).filter(([key, value]) => {
    if (key === 'participant_label') return filter.participant !== null && filter.participant !== undefined && filter.participant !== '';
    if (typeof value === 'string') return value.trim() !== '';
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
  });
  return Object.fromEntries(kept) as CohortListFilter;
}

/** Fields left empty do not count: 'Filters have been set.' */
export function isCohortFilterSet(filter: CohortListFilter): boolean {
  return Object.keys(compactCohortFilter(filter)).length > 0;
}
