import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserListRow } from '@shared/api/types/users';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shared/constants';
import { MESSAGES, USERNAME_CHANGE_TEXT } from '@shared/messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TwoLineOption } from '@/components/SearchOptions';
import { errorText } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { changeUsername, searchPickableUsers } from './api';

/**
 * Admin tab 9, Change Username (spec 02 §2, §5): pick a user (type-ahead after 500 ms, merged
 * accounts left out), enter the new username, Save. The e-mail changes to match; a refusal is
 * shown as a warning, success with the server's message.
 */
export default function ChangeUsernameTab() {
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<UserListRow | null>(null);
  const [newUsername, setNewUsername] = useState('');
  const [missing, setMissing] = useState(false);
  const typed = input.trim();
  const text = useDebouncedValue(typed, DEBOUNCE_MS.userLookup);
  const searchable = text.length >= SEARCH_MIN_CHARS;
  const people = useQuery({
    queryKey: ['change-username-people', text],
    queryFn: ({ signal }) => searchPickableUsers(text, signal),
    enabled: searchable,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const save = useMutation({
    mutationFn: () => changeUsername(selected!.id, newUsername.trim()),
    onSuccess: (answer) => {
      if (answer.error) return;
      setSelected((user) => (user ? { ...user, username: newUsername.trim().toLowerCase(), email: newUsername.trim().toLowerCase() } : user));
      setNewUsername('');
      void queryClient.invalidateQueries({ queryKey: ['change-username-people'] });
    },
  });
  const waiting = typed !== text || people.isFetching;
  const options = searchable && !waiting ? (people.data ?? []) : selected ? [selected] : [];
  const noOptionsText = typed.length < SEARCH_MIN_CHARS ? MESSAGES.searchMinChars : people.isError ? MESSAGES.internalError : MESSAGES.userNotFound;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = !selected || newUsername.trim() === '';
    setMissing(incomplete);
    if (!incomplete) save.mutate();
  };
  const outcome = save.data;

  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Change username">
        <CardHeader title="Change Username" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Stack spacing={2}>
            <Autocomplete
              options={options}
              value={selected}
              onChange={(_event, user) => {
                setSelected(user);
                save.reset();
              }}
              inputValue={input}
              onInputChange={(_event, value) => setInput(value)}
              filterOptions={(all) => all}
              getOptionLabel={(user) => `${user.name} (${user.username})`}
              getOptionKey={(user) => user.id}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={waiting && searchable}
              loadingText="Searching…"
              noOptionsText={noOptionsText}
              renderOption={(props, user) => <TwoLineOption optionProps={props} primary={user.name} secondary={`${user.username} · ${user.email}`} />}
              renderInput={(params) => <TextField {...params} label="User" placeholder="Name, username or e-mail" />}
            />
            <TextField
              label="New username"
              value={newUsername}
              onChange={(event) => {
                setNewUsername(event.target.value);
                save.reset();
              }}
              helperText="An e-mail address: the account's e-mail changes to match."
              fullWidth
            />
            {missing && (
              <Alert severity="warning" role="alert">
                {USERNAME_CHANGE_TEXT.bothNeeded}
              </Alert>
            )}
            {save.isError && (
              <Alert severity="warning" role="alert">
                {errorText(save.error, MESSAGES.internalError)}
              </Alert>
            )}
            {outcome && (
              <Alert severity={outcome.error ? 'warning' : 'success'} role="alert">
                {outcome.message}
              </Alert>
            )}
          </Stack>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </CardActions>
      </Box>
    </Card>
  );
}
