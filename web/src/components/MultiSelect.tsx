import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Option } from '@shared/dashboard/types';
import { useMemo } from 'react';

export interface MultiSelectProps<V extends string | number> {
  label: string;
  options: readonly Option<V>[];
  /** The chosen values. */
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** Keep the list open after a choice (the dashboard's filter modal, where several are chosen at once). */
  disableCloseOnSelect?: boolean;
  /** Leave the chosen options out of the list (the calendar's filter). */
  filterSelectedOptions?: boolean;
  /** Show at most this many matching options: long lists (hundreds of facilitators at the large seed) would render every row, typing narrows them. */
  limit?: number;
  /**
   * A chosen value missing from the options still shows, under its raw value (the dashboard's saved
   * filters); otherwise it is not shown (the calendar, whose options may still be loading).
   */
  keepUnknownValues?: boolean;
}

/** A searchable multiple-choice field of options, holding the chosen values (the dashboard's and the calendar's filter modals). */
export function MultiSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  disableCloseOnSelect = false,
  filterSelectedOptions = false,
  limit,
  keepUnknownValues = false,
}: MultiSelectProps<V>) {
  const filterOptions = useMemo(() => (limit === undefined ? undefined : createFilterOptions<Option<V>>({ limit })), [limit]);
  const selected = keepUnknownValues
    ? value.map((v) => options.find((option) => option.value === v) ?? { value: v, label: String(v) })
    : options.filter((option) => value.includes(option.value));
  return (
    <Autocomplete<Option<V>, true>
      multiple
      disableCloseOnSelect={disableCloseOnSelect}
      size="small"
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next.map((option) => option.value))}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => String(option.value)}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterOptions={filterOptions}
      filterSelectedOptions={filterSelectedOptions}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
