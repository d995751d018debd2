import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserListRow } from '@shared/users/list.types';
import * as MESSAGES from '@shared/texts/general';
import { USERNAME_CHANGE_TEXT } from '@shared/accounts/texts';
import { type FormEvent, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { AccountPicker } from '../components/AccountPicker';
import { useChangeUsername } from '../api/username';

/**
 * Admin tab 9, Change Username (spec 02 §2, §5): pick a user (the admin area's account picker:
 * type-ahead after 500 ms, merged accounts left out), enter the new username, Save. The e-mail
 * changes to match; a refusal is shown as a warning, success with the server's message.
 */
export default function ChangeUsernameTab() {
  const [selected, setSelected] = useState<UserListRow | null>(null);
  const [newUsername, setNewUsername] = useState('');
  const [missing, setMissing] = useState(false);
  const save = useChangeUsername({
    onSuccess: (answer) => {
      if (answer.error) return;
      const renamed = newUsername.trim().toLowerCase();
      setSelected((user) => (user ? { ...user, username: renamed, email: renamed } : user));
      setNewUsername('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = !selected || newUsername.trim() === '';
    setMissing(incomplete);
    if (!incomplete) save.mutate({ idUser: selected.id, newUsername: newUsername.trim() });
  };
  const outcome = save.data;

  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Change username">
        <CardHeader title="Change Username" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Stack spacing={2}>
            <AccountPicker
              label="User"
              value={selected}
              onChange={(user) => {
                setSelected(user);
                save.reset();
              }}
              helperText="The account to rename."
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
