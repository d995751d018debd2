import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@shared/messages';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { STORAGE_KEYS, getStoredValue, setStoredValue } from '@/lib/session';
import { changePassword, passwordErrorText } from '../api/passwords';
import { AuthLayout } from '../components/AuthLayout';
import { NewPasswordForm } from '../components/NewPasswordForm';

/** /new-password: change password; Cancel is offered except in the first-time flow. */
export default function NewPasswordPage() {
  const navigate = useNavigate();
  const firstTime = getStoredValue(STORAGE_KEYS.firstLogin) !== null;
  const mutation = useMutation({
    mutationFn: ({ password, confirm }: { password: string; confirm: string }) => changePassword(password, confirm),
    onSuccess: (answer) => {
      if (answer?.lastDateChangedPassword) setStoredValue(STORAGE_KEYS.dateLastUpdatePass, answer.lastDateChangedPassword);
    },
  });

  return (
    <AuthLayout title="New Password">
      {mutation.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{MESSAGES.passwordChanged}</Alert>
          <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
            Continue
          </Link>
        </Stack>
      ) : (
        <Stack spacing={2}>
          {mutation.isError && (
            <Alert severity="error" role="alert">
              {passwordErrorText(mutation.error)}
            </Alert>
          )}
          <NewPasswordForm
            label="Password change"
            pending={mutation.isPending}
            onSubmit={(password, confirm) => mutation.mutate({ password, confirm })}
            actions={firstTime ? undefined : <Button onClick={() => void navigate(-1)}>Cancel</Button>}
          />
        </Stack>
      )}
    </AuthLayout>
  );
}
