import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PasswordOwner } from '@shared/auth/password-policy';
import { MESSAGES } from '@shared/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { NewPassword } from '../api/passwords';
import { basicPasswordProblem, meetsAdminPolicy } from '../utils/password-rules';
import { PasswordField } from './PasswordField';
import { PasswordPolicyChecklist } from './PasswordPolicyChecklist';

interface Errors {
  current?: string;
  password?: string;
  confirm?: string;
}

interface Checks {
  /** The form asks for the current password (a change outside the first-time and expired flows). */
  askCurrent?: boolean;
  /** Whose password it is, when known: the basic rule refuses the account's own names. */
  owner?: PasswordOwner;
  /** An administrator or senior admin: the policy applies, shown as a checklist. */
  adminPolicy?: boolean;
}

/**
 * Spec 01 §5 "Other sign-in forms": required password, required and matching confirmation; and
 * the current password when asked for, the administrator policy when it applies and the basic
 * rule every account's password meets.
 */
export function validateNewPassword(
  { password, confirm, currentPassword }: NewPassword,
  { askCurrent = false, owner, adminPolicy = false }: Checks = {},
): Errors {
  const errors: Errors = {};
  if (askCurrent && !currentPassword) errors.current = MESSAGES.inputCurrentPassword;
  if (password === '') errors.password = MESSAGES.inputPassword;
  else if (adminPolicy && !meetsAdminPolicy(password)) errors.password = MESSAGES.passwordPolicy;
  else errors.password = basicPasswordProblem(password, owner);
  if (confirm === '') errors.confirm = MESSAGES.confirmPassword;
  else if (password !== confirm) errors.confirm = MESSAGES.passwordsDoNotMatch;
  return errors;
}

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
