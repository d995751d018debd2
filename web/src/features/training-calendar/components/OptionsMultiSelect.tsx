import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Option } from '@shared/api/types/dashboard';

interface OptionsMultiSelectProps {
  label: string;
  options: readonly Option[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}

/** A searchable multi-select of id options, holding the chosen ids. */
export function OptionsMultiSelect({ label, options, value, onChange }: OptionsMultiSelectProps) {
  const selected = options.filter((option) => value.includes(option.value));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={selected}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.value))}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.value}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
