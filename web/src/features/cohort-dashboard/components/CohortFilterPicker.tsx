import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DEBOUNCE_MS } from '@shared/constants';
import type { Option } from '@shared/dashboard/types';
import { LOOKUPS_TEXT } from '@shared/lookups/texts';
import * as MESSAGES from '@shared/texts/general';
import { useCallback, useState } from 'react';
import { searchingSlotProps } from '@/components/SearchOptions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCohortSuggestions } from '../api/dashboard';

const asAnswered = <T,>(options: T[]) => options;

/**
 * The names of the cohorts chosen so far, by id: GET /api/filter-cohort names only the saved
 * filter's cohorts (issue 32), so the names of those chosen since (in the toolbar's search or the
 * modal's picker) are kept here for the modal's next opening.
 */
export function useCohortNames(saved: readonly Option[]) {
  const [names, setNames] = useState(() => new Map(saved.map((option) => [option.value, option.label])));
  const remember = useCallback((chosen: readonly Option[]) => {
    setNames((current) =>
      chosen.every((option) => current.has(option.value))
        ? current
        : new Map([...current, ...chosen.map((o) => [o.value, o.label] as const)]),
    );
  }, []);
  return { names, remember };
}

export interface CohortFilterPickerProps {
  value: readonly number[];
  onChange: (value: number[]) => void;
  names: ReadonlyMap<number, string>;
  onChoose: (chosen: readonly Option[]) => void;
}

/**
 * The filter modal's Cohorts field: what is typed settles for DEBOUNCE_MS.cohortSearch, then the
 * server answers the visible cohorts that match (GET /api/searchCohort/{text}), instead of the
 * modal reading every cohort.
 */
export function CohortFilterPicker({ value, onChange, names, onChoose }: CohortFilterPickerProps) {
  const [input, setInput] = useState('');
  const typed = input.trim();
  const search = useDebouncedValue(typed, DEBOUNCE_MS.cohortSearch);
  const answer = useCohortSuggestions(search, search.length > 0);
  const options: Option[] = typed ? (answer.data ?? []).map((hit) => ({ value: hit.id, label: hit.name })) : [];
  const loading = typed.length > 0 && (typed !== search || answer.isFetching);
  const selected = value.map((id) => ({ value: id, label: names.get(id) ?? String(id) }));
  return (
    <Autocomplete<Option, true>
      multiple
      disableCloseOnSelect
      size="small"
      options={options}
      // The server has filtered them.
      filterOptions={asAnswered}
      loading={loading}
      loadingText={LOOKUPS_TEXT.searching}
      noOptionsText={!typed ? MESSAGES.cohortPickerHint : answer.isError ? MESSAGES.internalError : LOOKUPS_TEXT.noCohortsMatch}
      value={selected}
      onChange={(_event, next) => {
        onChoose(next);
        onChange(next.map((option) => option.value));
      }}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        // Choosing keeps what was typed, so that several matches can be picked in a row.
        if (reason !== 'reset') setInput(text);
      }}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.value}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      renderInput={(params) => (
        <TextField {...params} label="Cohorts" slotProps={searchingSlotProps(params, loading, LOOKUPS_TEXT.searching)} />
      )}
    />
  );
}
