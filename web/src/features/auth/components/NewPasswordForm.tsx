import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@shared/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PasswordField } from './PasswordField';

interface Errors {
  password?: string;
  confirm?: string;
}

/** Spec 01 §5 "Other sign-in forms": required password, required and matching confirmation. */
export function validateNewPassword(password: string, confirm: string): Errors {
  const errors: Errors = {};
  if (password === '') errors.password = MESSAGES.inputPassword;
  if (confirm === '') errors.confirm = MESSAGES.confirmPassword;
  else if (password !== confirm) errors.confirm = MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** Password + confirmation, used by the recover-password and new-password screens. */
export function NewPasswordForm({
  onSubmit,
  pending,
  actions,
  label,
}: {
  onSubmit: (password: string, confirm: string) => void;
  pending: boolean;
  actions?: ReactNode;
  label: string;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (!found.password && !found.confirm) onSubmit(password, confirm);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <Stack spacing={2}>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          autoFocus
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <PasswordField
          label="Confirm password"
          name="repeat_password"
          autoComplete="new-password"
          fullWidth
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={Boolean(errors.confirm)}
          helperText={errors.confirm}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {actions}
          <Button type="submit" variant="contained" loading={pending}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
