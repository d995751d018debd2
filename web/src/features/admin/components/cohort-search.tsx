/**
 * The cohort pickers' search (issue 32: the CSV import's cohort, the banners' cohorts): what is
 * typed settles for DEBOUNCE_MS.cohortSearch, then the server answers the cohorts that match
 * (GET /api/cohort?search=), so no screen reads every cohort of the organisation. Each picker keeps
 * its own Autocomplete, value and label; these are the props of the search they share.
 */
import { COHORT_OPTIONS, DEBOUNCE_MS } from '@shared/constants';
import type { CohortOption } from '@shared/lookups/types';
import { LOOKUPS_TEXT } from '@shared/lookups/texts';
import * as MESSAGES from '@shared/texts/general';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCohortSearch } from '../api/cohort-options';

const asAnswered = <T,>(options: T[]) => options;

/**
 * Options, loading state and texts for an Autocomplete whose input is `input`. `chosenName`: the
 * name a single picker's field shows once a cohort is chosen, which is no search.
 */
export function useCohortSearchProps(input: string, chosenName?: string) {
  const typed = input.trim();
  const wanted = typed === chosenName ? '' : typed;
  const search = useDebouncedValue(wanted, DEBOUNCE_MS.cohortSearch);
  const answer = useCohortSearch(search);
  const searchable = wanted.length >= COHORT_OPTIONS.minChars;
  return {
    options: searchable ? (answer.data ?? []) : ([] as CohortOption[]),
    loading: searchable && (wanted !== search || answer.isFetching),
    // The server has filtered them.
    filterOptions: asAnswered,
    loadingText: LOOKUPS_TEXT.searching,
    noOptionsText: !searchable ? LOOKUPS_TEXT.typeToSearch : answer.isError ? MESSAGES.internalError : LOOKUPS_TEXT.noCohortsMatch,
  };
}
