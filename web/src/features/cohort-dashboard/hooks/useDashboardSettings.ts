/**
 * The dashboard's settings for this visit, starting from the saved ones: the filters, the
 * cohort-column and column-view choices and the include-coaching flag. Each change the spec
 * remembers is saved as it happens (POST /api/user/saveFilters).
 */
import type { DashboardFilters, FilterOptions, VisualFilters } from '@shared/dashboard/types';
import { useState } from 'react';
import { useSaveFilters } from '../api/dashboard';
import { DEFAULT_VISUAL_FILTERS, restoreFilters } from '../utils/filters';

export function useDashboardSettings(saved: FilterOptions['filters']) {
  const [filters, setFilters] = useState(() => restoreFilters(saved.filters));
  const [visual, setVisual] = useState<VisualFilters>(() => saved.visualFilters ?? DEFAULT_VISUAL_FILTERS);
  const [includeCoaching, setIncludeCoaching] = useState(saved.include_coaching);
  // Spec 01 §8: failures of these calls are only logged.
  const save = useSaveFilters({ onError: (error) => console.error('Dashboard settings were not saved', error) });

  return {
    filters,
    visual,
    includeCoaching,
    /** The filter modal's Apply and Clear: kept for the next visit only when retain_filter is on. */
    applyFilters(next: DashboardFilters) {
      setFilters(next);
      save.mutate({ type_filters: 'cohort', filters: next, save_filters: next.retain_filter });
    },
    /** The search box and the Upcoming/Past switch: this visit only. */
    changeFilters(change: Partial<DashboardFilters>) {
      setFilters((current) => ({ ...current, ...change }));
    },
    changeVisual(change: Partial<VisualFilters>) {
      const next = { ...visual, ...change };
      setVisual(next);
      save.mutate({ type_filters: 'visualFilters', filters: next, save_filters: true });
    },
    changeIncludeCoaching(next: boolean) {
      setIncludeCoaching(next);
      save.mutate({ type_filters: 'dashboard_include_coaching', filters: next, save_filters: true });
    },
  };
}
