import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CohortOption } from '@shared/lookups/types';
import { useMemo } from 'react';
import { useCohortOptions } from '../api/messages';

type Chosen = { id: number; name: string };

/** At most this many matches are listed while typing (there are thousands of cohorts). */
const SHOWN = 50;
const filterOptions = createFilterOptions<Chosen>({ limit: SHOWN, stringify: (option) => option.name });

/** The banners' cohort selection (spec 02 §2): none chosen shows the banner to everyone. */
export function CohortPicker({ value, onChange }: { value: Chosen[]; onChange: (cohorts: Chosen[]) => void }) {
  const cohorts = useCohortOptions();
  const options = useMemo(() => (cohorts.data ?? []).map(({ id, name }: CohortOption) => ({ id, name })), [cohorts.data]);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      filterOptions={filterOptions}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={cohorts.isLoading}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Cohorts"
          placeholder={value.length ? '' : 'All cohorts'}
          helperText="None chosen: the banner is shown to everyone."
        />
      )}
    />
  );
}
