import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CURRENT_PASSWORD_CHECK_FROM } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { type FormEvent, useState } from 'react';
import { rolesOf } from '@/lib/roles';
import { STORAGE_KEYS, setStoredValue, useMasterUser, useSession } from '@/lib/session';
import { isCurrentPassword, isPasswordReused, passwordErrorText, useChangeOwnPassword } from '../api/passwords';
import { type ServerCheck, useServerCheck } from '../hooks/useServerCheck';
import { adminPolicyChecks, basicPasswordProblem, hasAdminPasswordPolicy } from '../utils/password-rules';
import { PasswordField } from '@/components/PasswordField';
import { PasswordPolicyChecklist } from '@/components/PasswordPolicyChecklist';

/** Wait after the last keystroke before asking the server (a wrong current password counts towards the sign-in lockout). */
export const PASSWORD_CHECK_DELAY_MS = 500;

function checkFailure(check: ServerCheck): string | undefined {
  return check.status === 'failed' ? passwordErrorText(check.error) : undefined;
}

/**
 * The Reset Password form (spec 01 §4-§5): Save is enabled only when the current password is
 * verified on the server (from 4 typed characters), the new one meets the basic rule of every
 * account and, for administrators and senior admins, every policy rule, is not reused; and the
 * confirmation matches.
 */
function ResetPasswordForm({ onClose }: { onClose: () => void }) {
  const { nislData, userData } = useSession();
  const admin = hasAdminPasswordPolicy(rolesOf(nislData));
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ current: false, password: false, confirm: false });

  const adminPolicyMet = !admin || Object.values(adminPolicyChecks(password)).every(Boolean);
  const basicProblem =
    password === '' ? undefined : basicPasswordProblem(password, { username: userData?.username, email: userData?.email });
  const policyMet = adminPolicyMet && !basicProblem;
  const currentCheck = useServerCheck(
    current,
    current.length >= CURRENT_PASSWORD_CHECK_FROM,
    (value, signal) => isCurrentPassword(value, signal),
    PASSWORD_CHECK_DELAY_MS,
  );
  const reuseCheck = useServerCheck(
    password,
    password !== '' && policyMet,
    (value, signal) => isPasswordReused(value, signal),
    PASSWORD_CHECK_DELAY_MS,
  );

  const mutation = useChangeOwnPassword({
    onSuccess: (answer) => {
      if (answer?.lastDateChangedPassword) setStoredValue(STORAGE_KEYS.dateLastUpdatePass, answer.lastDateChangedPassword);
    },
  });

  const currentError =
    (touched.current && current === '' && MESSAGES.inputCurrentPassword) ||
    (currentCheck.status === 'done' && !currentCheck.result && MESSAGES.currentPasswordWrong) ||
    checkFailure(currentCheck) ||
    undefined;
  const passwordError =
    (touched.password && password === '' && MESSAGES.inputPassword) ||
    (password !== '' && !adminPolicyMet && MESSAGES.passwordPolicy) ||
    basicProblem ||
    (reuseCheck.status === 'done' && reuseCheck.result && MESSAGES.passwordReused) ||
    checkFailure(reuseCheck) ||
    undefined;
  const confirmError =
    (touched.confirm && confirm === '' && MESSAGES.confirmPassword) ||
    (confirm !== '' && confirm !== password && MESSAGES.passwordsDoNotMatch) ||
    undefined;

  const canSave =
    currentCheck.status === 'done' &&
    currentCheck.result &&
    password !== '' &&
    policyMet &&
    reuseCheck.status === 'done' &&
    !reuseCheck.result &&
    confirm === password &&
    !mutation.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ current: true, password: true, confirm: true });
    if (canSave) mutation.mutate({ currentPassword: current, password, repeatPassword: confirm, saveHistoric: admin });
  }

  if (mutation.isSuccess) {
    return (
      <>
        <DialogContent>
          <Alert severity="success" role="status">
            {MESSAGES.passwordUpdatedDialog}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            OK
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change password">
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PasswordField
            label="Current password"
            name="current_password"
            autoComplete="current-password"
            autoFocus
            fullWidth
            value={current}
            onChange={(event) => {
              setCurrent(event.target.value);
              setTouched((t) => ({ ...t, current: true }));
            }}
            error={Boolean(currentError)}
            helperText={currentError}
          />
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            fullWidth
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setTouched((t) => ({ ...t, password: true }));
            }}
            error={Boolean(passwordError)}
            helperText={passwordError}
          />
          {admin && <PasswordPolicyChecklist password={password} />}
          <PasswordField
            label="Confirm new password"
            name="repeat_password"
            autoComplete="new-password"
            fullWidth
            value={confirm}
            onChange={(event) => {
              setConfirm(event.target.value);
              setTouched((t) => ({ ...t, confirm: true }));
            }}
            error={Boolean(confirmError)}
            helperText={confirmError}
          />
          {mutation.isError && (
            <Alert severity="error" role="alert">
              {passwordErrorText(mutation.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!canSave} loading={mutation.isPending}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The avatar menu's Reset Password dialog. */
export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const impersonating = useMasterUser() !== null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="reset-password-title">Reset Password</DialogTitle>
      {impersonating ? (
        <>
          <DialogContent>
            <Alert severity="info">The password cannot be changed while you are logged in as another user.</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        open && <ResetPasswordForm onClose={onClose} />
      )}
    </Dialog>
  );
}
