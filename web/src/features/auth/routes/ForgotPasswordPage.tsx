import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { OutlinedField } from '@/components/OutlinedField';
import * as MESSAGES from '@shared/texts/general';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { passwordErrorText, usePasswordResetRequest } from '../api/passwords';
import { PublicCard } from '@/components/PublicCard';

export default function ForgotPasswordPage() {
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = usePasswordResetRequest();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (username.trim() === '') {
      setError(MESSAGES.inputUsername);
      return;
    }
    setError(undefined);
    mutation.mutate(username.trim());
  }

  return (
    <PublicCard title="Forgot Password">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Forgot password">
        <Stack spacing={2}>
          {mutation.isSuccess ? (
            <Alert severity="success">{MESSAGES.forgotPasswordSent}</Alert>
          ) : (
            <>
              <OutlinedField
                label="Username"
                name="username"
                autoComplete="username"
                autoFocus
                fullWidth
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                  setError(undefined);
                }}
                error={Boolean(error)}
                helperText={error}
              />
              {mutation.isError && (
                <Alert severity="error" role="alert">
                  {passwordErrorText(mutation.error)}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth loading={mutation.isPending}>
                Send
              </Button>
            </>
          )}
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
            Back to Log in
          </Link>
        </Stack>
      </Box>
    </PublicCard>
  );
}
