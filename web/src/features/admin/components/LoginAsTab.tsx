import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { useLoginAs } from '@/lib/use-login-as';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { LoginAsCandidate } from '@shared/users/list.types';
import { useLoginAsCandidates } from '../api/login-as-users';

const optionLabel = (user: LoginAsCandidate) => `${user.name} (${user.username})`;

/**
 * Admin tab 3 "Login as" (spec 02 §2, §5): a searchable select of active accounts (the search
 * waits 500 ms after typing, and needs 3 characters like every people search) and a Login As
 * button; a refusal shows the server's message.
 */
export default function LoginAsTab() {
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<LoginAsCandidate | null>(null);
  const typed = input.trim();
  const text = useDebouncedValue(typed, DEBOUNCE_MS.userLookup);
  const searchable = text === '' || text.length >= SEARCH_MIN_CHARS;
  const candidates = useLoginAsCandidates(text, searchable);
  const loginAs = useLoginAs();
  const waiting = typed !== text || candidates.isFetching;
  const options = searchable && !waiting ? (candidates.data ?? []) : selected ? [selected] : [];

  const noOptionsText =
    typed !== '' && typed.length < SEARCH_MIN_CHARS
      ? MESSAGES.searchMinChars
      : candidates.isError
        ? MESSAGES.internalError
        : MESSAGES.userNotFound;

  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardHeader title="Login as" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Autocomplete
          options={options}
          value={selected}
          onChange={(_event, value) => {
            setSelected(value);
            loginAs.reset();
          }}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          filterOptions={(all) => all}
          getOptionLabel={optionLabel}
          getOptionKey={(user) => user.key}
          isOptionEqualToValue={(a, b) => a.key === b.key}
          loading={waiting}
          loadingText="Searching…"
          noOptionsText={noOptionsText}
          renderOption={({ key, ...props }, user) => (
            <Box component="li" key={key} {...props}>
              <Box>
                <Typography>{user.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {user.username}
                  {user.roles.length > 0 ? ` · ${user.roles.join(', ')}` : ''}
                </Typography>
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="User"
              placeholder="Name, username or e-mail"
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {waiting ? <CircularProgress color="inherit" size={18} /> : null}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
        {loginAs.errorMessage && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {loginAs.errorMessage}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          disabled={!selected}
          loading={loginAs.isPending}
          onClick={() => selected && loginAs.mutate(selected.key)}
        >
          Login As
        </Button>
      </CardActions>
    </Card>
  );
}
