/**
 * The dashboard's filter state (spec 01 §2 "Dashboard filter modal", §4): the empty default,
 * what a saved filter restores to, and whether anything narrows the list.
 */
import type { DashboardFilters, DashboardFrom, VisualFilters } from '@shared/dashboard/types';
import { DEFAULT_PAST_YEAR } from '@shared/constants';

export function emptyFilters(): DashboardFilters {
  return {
    courses: [],
    types: [],
    meeting_types: [],
    facilitators: [],
    units: [],
    cohorts: [],
    states: [],
    facilitators_cofac: [],
    co_facilitators: [],
    coaches_alp: [],
    schedule: [],
    participants: null,
    webinar_producer: [],
    qualities: [],
    contract: '',
    materials: '',
    years: [],
    check_past: false,
    retain_filter: true,
    cohort_name: '',
    past_year: DEFAULT_PAST_YEAR,
  };
}

/** A saved filter may predate a field: missing fields take their empty default. */
export function restoreFilters(saved: Partial<DashboardFilters> | null): DashboardFilters {
  return { ...emptyFilters(), ...saved };
}

export const DEFAULT_VISUAL_FILTERS: VisualFilters = { viewCities: false, columnView: 'participant_activity' };

/**
 * Whether any field narrows the list. The Upcoming/Past switch has its own control in the
 * toolbar and "keep next time" is a preference, so neither highlights the Filter button.
 */
export function hasAppliedFilters(filters: DashboardFilters): boolean {
  const defaults = emptyFilters();
  return (Object.keys(defaults) as Array<keyof DashboardFilters>).some((field) => {
    if (field === 'check_past' || field === 'retain_filter') return false;
    const value = filters[field];
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'string') return value.trim() !== '';
    return value !== defaults[field];
  });
}

export function fromOf(filters: DashboardFilters): DashboardFrom {
  return filters.check_past ? 'past' : 'today';
}
