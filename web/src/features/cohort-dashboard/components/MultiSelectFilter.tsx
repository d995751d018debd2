import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Option } from '@shared/api/types/dashboard';

export type FilterValue = string | number;

/** Long lists (every visible cohort) would render thousands of rows: typing narrows them. */
const filterOptions = createFilterOptions<Option<FilterValue>>({ limit: 200 });

export interface MultiSelectFilterProps {
  label: string;
  options: readonly Option<FilterValue>[];
  value: readonly FilterValue[];
  onChange: (value: FilterValue[]) => void;
}

/** One multiple-choice field of the filter modal. A chosen value missing from the options still shows. */
export function MultiSelectFilter({ label, options, value, onChange }: MultiSelectFilterProps) {
  const selected = value.map((v) => options.find((option) => option.value === v) ?? { value: v, label: String(v) });
  return (
    <Autocomplete<Option<FilterValue>, true>
      multiple
      disableCloseOnSelect
      size="small"
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next.map((option) => option.value))}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => String(option.value)}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterOptions={filterOptions}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
