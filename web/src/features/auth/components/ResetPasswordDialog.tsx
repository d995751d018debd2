import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CURRENT_PASSWORD_CHECK_FROM } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { type FormEvent, useState } from 'react';
import { rolesOf } from '@/lib/roles';
import { STORAGE_KEYS, setStoredValue, useMasterUser, useSession } from '@/lib/session';
import { isCurrentPassword, isPasswordReused, passwordErrorText, useChangeOwnPassword } from '../api/passwords';
import { type ServerCheck, useServerCheck } from '../hooks/useServerCheck';
import { ADMIN_POLICY_RULES, adminPolicyChecks, hasAdminPasswordPolicy } from '../utils/password-rules';
import { PasswordField } from './PasswordField';

/** Wait after the last keystroke before asking the server (a wrong current password counts towards the sign-in lockout). */
export const PASSWORD_CHECK_DELAY_MS = 500;

function checkFailure(check: ServerCheck): string | undefined {
  return check.status === 'failed' ? passwordErrorText(check.error) : undefined;
}

function PolicyChecklist({ password }: { password: string }) {
  const checks = adminPolicyChecks(password);
  return (
    <List dense disablePadding aria-label="Password requirements">
      {ADMIN_POLICY_RULES.map(({ rule, label }) => (
        <ListItem key={rule} disableGutters data-met={checks[rule]} sx={{ py: 0 }}>
          <ListItemIcon sx={{ minWidth: 30 }}>
            {checks[rule] ? <CheckCircle fontSize="small" color="success" /> : <RadioButtonUnchecked fontSize="small" color="disabled" />}
          </ListItemIcon>
          <ListItemText
            primary={label}
            secondary={<Box component="span" sx={visuallyHidden}>{checks[rule] ? 'met' : 'not met'}</Box>}
            sx={{ my: 0, color: checks[rule] ? 'success.main' : 'text.secondary' }}
          />
        </ListItem>
      ))}
    </List>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The Reset Password form (spec 01 §4-§5): Save is enabled only when the current password is
 * verified on the server (from 4 typed characters), the new one is not reused and, for
 * administrators and senior admins, meets every policy rule; and the confirmation matches.
 */
function ResetPasswordForm({ onClose }: { onClose: () => void }) {
  const { nislData } = useSession();
  const admin = hasAdminPasswordPolicy(rolesOf(nislData));
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ current: false, password: false, confirm: false });

  const policyMet = !admin || Object.values(adminPolicyChecks(password)).every(Boolean);
  const currentCheck = useServerCheck(
    current,
    current.length >= CURRENT_PASSWORD_CHECK_FROM,
    (value, signal) => isCurrentPassword(value, signal),
    PASSWORD_CHECK_DELAY_MS,
  );
  const reuseCheck = useServerCheck(password, password !== '' && policyMet, (value, signal) => isPasswordReused(value, signal), PASSWORD_CHECK_DELAY_MS);

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
    (admin && password !== '' && !policyMet && MESSAGES.passwordPolicy) ||
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
          {admin && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                Your password must have:
              </Typography>
              <PolicyChecklist password={password} />
            </Box>
          )}
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
