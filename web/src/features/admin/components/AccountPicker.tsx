import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { UserListRow } from '@shared/users/list.types';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { twoLineOption } from '@/components/SearchOptions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePickableUsers } from '../api/username';
import type { InvalidFieldProps } from './field-errors';

/**
 * A searchable account select for the merge (GET /api/user/search/{text} after a 500 ms pause,
 * merged accounts left out; 'User not found' when nothing matches).
 */
export function AccountPicker({
  label,
  value,
  onChange,
  helperText,
  invalid,
}: {
  label: string;
  value: UserListRow | null;
  onChange: (user: UserListRow | null) => void;
  helperText: string;
  /** Its id, and whether and why it stops the save (then its helper text). */
  invalid?: InvalidFieldProps;
}) {
  const [input, setInput] = useState('');
  const typed = input.trim();
  const text = useDebouncedValue(typed, DEBOUNCE_MS.userLookup);
  const searchable = text.length >= SEARCH_MIN_CHARS;
  const people = usePickableUsers(text, searchable);
  const waiting = typed !== text || people.isFetching;
  const options = searchable && !waiting ? (people.data ?? []) : value ? [value] : [];
  const noOptionsText =
    typed.length < SEARCH_MIN_CHARS ? MESSAGES.searchMinChars : people.isError ? MESSAGES.internalError : MESSAGES.userNotFound;
  return (
    <Autocomplete
      id={invalid?.id}
      options={options}
      value={value}
      onChange={(_event, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      filterOptions={(all) => all}
      getOptionLabel={(user) => `${user.name} (${user.username})`}
      getOptionKey={(user) => user.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={waiting && searchable}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      renderOption={(props, user) => twoLineOption(props, `${user.name} (${user.id})`, `${user.username} · ${user.email}`)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="Name, username or e-mail"
          error={invalid?.error}
          helperText={invalid?.helperText ?? helperText}
        />
      )}
      sx={{ flex: 1, minWidth: 280 }}
    />
  );
}
