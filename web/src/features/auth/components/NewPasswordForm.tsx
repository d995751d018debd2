import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PasswordField } from '@/components/PasswordField';
import { PasswordPolicyChecklist } from '@/components/PasswordPolicyChecklist';
import { type NewPasswordChecks, type NewPasswordErrors, validateNewPassword } from '@/lib/new-password';
import type { NewPassword } from '../api/passwords';

type Errors = NewPasswordErrors;
type Checks = NewPasswordChecks;

/** Password + confirmation (and the current password when asked), used by the recover-password and new-password screens. */
export function NewPasswordForm({
  onSubmit,
  pending,
  actions,
  label,
  askCurrent = false,
  owner,
  adminPolicy = false,
}: {
  onSubmit: (input: NewPassword) => void;
  pending: boolean;
  actions?: ReactNode;
  label: string;
} & Checks) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: NewPassword = { password, confirm, ...(askCurrent ? { currentPassword: current } : {}) };
    const found = validateNewPassword(input, { askCurrent, owner, adminPolicy });
    setErrors(found);
    if (!found.current && !found.password && !found.confirm) onSubmit(input);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <Stack spacing={2}>
        {askCurrent && (
          <PasswordField
            label="Current password"
            name="current_password"
            autoComplete="current-password"
            autoFocus
            fullWidth
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={Boolean(errors.current)}
            helperText={errors.current}
          />
        )}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          autoFocus={!askCurrent}
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        {adminPolicy && <PasswordPolicyChecklist password={password} />}
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
