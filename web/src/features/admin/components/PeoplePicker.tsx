/**
 * People pickers of the admin filters, searched by name through GET /api/getUserListFilter (spec 03 §2.3, §7: the
 * cohort filter's participant, created by and modified by): the typed text settles, the server answers the people of
 * the typeFilter whose name words start with it. PeoplePicker holds several people by id; PersonSearchField one
 * person by id, or the typed text itself when no one is chosen.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { NamedOption, UserListFilterType } from '@shared/users/list.types';
import { DEBOUNCE_MS } from '@shared/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useListFilterPeople } from '../api/users';

/** The people offered for what is typed, asked for once the field is opened or typed in. */
function usePeopleOptions(typeFilter: UserListFilterType, input: string, wanted: boolean) {
  const search = useDebouncedValue(input.trim(), DEBOUNCE_MS.userLookup);
  const answer = useListFilterPeople(typeFilter, search, wanted);
  return { options: answer.data?.users ?? [], loading: answer.isFetching };
}

interface PickerProps {
  label: string;
  typeFilter: UserListFilterType;
  /** The chosen people's ids. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Names of people the answers may not hold (a filter saved earlier), offered before anything is typed. */
  known?: readonly NamedOption[];
}

export function PeoplePicker({ label, typeFilter, value, onChange, known = [] }: PickerProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  // Names of people seen in answers, so that a chosen person keeps their name after the search moves on.
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(() => new Map(known.map((p) => [p.id, p.name])));
  const { options, loading } = usePeopleOptions(typeFilter, input, open || input !== '');
  const nameOf = (id: number) => seen.get(id) ?? known.find((p) => p.id === id)?.name ?? `#${id}`;
  const offered = input.trim() === '' ? [...options, ...known.filter((k) => !options.some((o) => o.id === k.id))] : options;
  return (
    <Autocomplete
      multiple
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={offered}
      loading={loading}
      filterOptions={(shown) => shown}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={value.map((id) => ({ id, name: nameOf(id) }))}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_, chosen) => {
        setSeen((names) => new Map([...names, ...chosen.map((p): [number, string] => [p.id, p.name])]));
        setInput('');
        onChange(chosen.map((p) => p.id));
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

interface SearchFieldProps {
  label: string;
  typeFilter: UserListFilterType;
  /** A chosen person's id, or the text typed; null when empty. */
  value: number | string | null | undefined;
  /** The chosen person's name (kept beside the id, as a saved filter holds it). */
  valueLabel: string | null | undefined;
  onChange: (value: number | string | null, label: string | null) => void;
  helperText?: string;
}

/** One person chosen from the offers, or free text (what the list matches in names and e-mails) when none is chosen. */
export function PersonSearchField({ label, typeFilter, value, valueLabel, onChange, helperText }: SearchFieldProps) {
  const chosen = typeof value === 'number' ? { id: value, name: valueLabel || `#${value}` } : null;
  const input = chosen ? chosen.name : typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const { options, loading } = usePeopleOptions(typeFilter, chosen ? '' : input, open && input.trim() !== '');
  return (
    <Autocomplete
      freeSolo
      size="small"
      open={open && input.trim() !== '' && !chosen}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      filterOptions={(shown) => shown}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && a.id === b.id}
      value={chosen}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        // 'reset' is the field showing a chosen person's name, not something typed.
        if (reason === 'reset') return;
        onChange(text === '' ? null : text, null);
      }}
      onChange={(_, picked) => {
        if (picked === null) onChange(null, null);
        else if (typeof picked === 'string') onChange(picked === '' ? null : picked, null);
        else onChange(picked.id, picked.name);
      }}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
