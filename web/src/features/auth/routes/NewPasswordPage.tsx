import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { rolesOf } from '@/lib/roles';
import { STORAGE_KEYS, setStoredValue, useSession } from '@/lib/session';
import { passwordErrorText, useChangePassword } from '../api/passwords';
import { PublicCard } from '@/components/PublicCard';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { hasAdminPasswordPolicy } from '../utils/password-rules';
import { requiredStep } from '../utils/required-step';

/**
 * /new-password: change password. Cancel is offered except in the required flows (first sign-in,
 * expired administrator password). A first sign-in chooses its password on /profile (its
 * first-time mode); one that comes here anyway goes on to /profile after the change.
 * Outside those flows the server wants the current password (anyone at an unlocked screen could
 * otherwise change it), so the page asks for it, as the Reset Password dialog does.
 */
export default function NewPasswordPage() {
  const navigate = useNavigate();
  const { nislData, userData } = useSession();
  const [step] = useState(() => requiredStep());
  const firstTime = step === 'first-login';
  const required = firstTime || step === 'expired-password';
  const mutation = useChangePassword({
    onSuccess: (answer) => {
      if (answer?.lastDateChangedPassword) setStoredValue(STORAGE_KEYS.dateLastUpdatePass, answer.lastDateChangedPassword);
    },
  });

  return (
    <PublicCard title="New Password">
      {mutation.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{MESSAGES.passwordChanged}</Alert>
          <Link component={RouterLink} to={firstTime ? '/profile' : '/'} sx={{ alignSelf: 'center' }}>
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
            askCurrent={!required}
            owner={{ username: userData?.username, email: userData?.email }}
            adminPolicy={hasAdminPasswordPolicy(rolesOf(nislData))}
            onSubmit={(input) => mutation.mutate(input)}
            actions={required ? undefined : <Button onClick={() => void navigate(-1)}>Cancel</Button>}
          />
        </Stack>
      )}
    </PublicCard>
  );
}
