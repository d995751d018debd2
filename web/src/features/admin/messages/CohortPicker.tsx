import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { searchingSlotProps } from '@/components/SearchOptions';
import { useCohortSearchProps } from '../components/cohort-search';

/** A chosen cohort: the saved banner's come with their names (AdminMessageRow.cohorts). */
type Chosen = { id: number; name: string };

/** The banners' cohort selection (spec 02 §2): none chosen shows the banner to everyone. The server searches what is typed. */
export function CohortPicker({ value, onChange }: { value: Chosen[]; onChange: (cohorts: Chosen[]) => void }) {
  const [input, setInput] = useState('');
  const search = useCohortSearchProps(input);
  return (
    <Autocomplete<Chosen, true>
      multiple
      {...search}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Cohorts"
          placeholder={value.length ? '' : 'All cohorts'}
          helperText="None chosen: the banner is shown to everyone."
          slotProps={searchingSlotProps(params, search.loading, search.loadingText)}
        />
      )}
    />
  );
}
