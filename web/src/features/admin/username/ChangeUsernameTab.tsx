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
import { FieldErrorSummary, type FieldProblem, useFieldErrors } from '../components/field-errors';
import { useChangeUsername } from '../api/username';

/**
 * Admin tab 9, Change Username (spec 02 §2, §5): pick a user (the admin area's account picker:
 * type-ahead after 500 ms, merged accounts left out), enter the new username, Save. The e-mail
 * changes to match; a refusal is shown as a warning, success with the server's message.
 */
export default function ChangeUsernameTab() {
  const [selected, setSelected] = useState<UserListRow | null>(null);
  const [newUsername, setNewUsername] = useState('');
  // Spec 02 §5: one message for either missing field.
  const problems: FieldProblem<'user' | 'newUsername'>[] = [];
  if (!selected) problems.push({ field: 'user', message: USERNAME_CHANGE_TEXT.bothNeeded });
  if (newUsername.trim() === '') problems.push({ field: 'newUsername', message: USERNAME_CHANGE_TEXT.bothNeeded });
  const errors = useFieldErrors(problems);

  const save = useChangeUsername({
    onSuccess: (answer) => {
      if (answer.error) return;
      errors.reset();
      const renamed = newUsername.trim().toLowerCase();
      setSelected((user) => (user ? { ...user, username: renamed, email: renamed } : user));
      setNewUsername('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.check() && selected) save.mutate({ idUser: selected.id, newUsername: newUsername.trim() });
  };
  const outcome = save.data;

  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Change username">
        <CardHeader title="Change Username" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Stack spacing={2}>
            <FieldErrorSummary errors={errors} />
            <AccountPicker
              label="User"
              value={selected}
              onChange={(user) => {
                setSelected(user);
                save.reset();
              }}
              helperText="The account to rename."
              invalid={errors.fieldProps('user', 'The account to rename.')}
            />
            <TextField
              label="New username"
              value={newUsername}
              onChange={(event) => {
                setNewUsername(event.target.value);
                save.reset();
              }}
              {...errors.fieldProps('newUsername', "An e-mail address: the account's e-mail changes to match.")}
              fullWidth
            />
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
