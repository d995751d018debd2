import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { passwordErrorText, useRecoverPassword } from '../api/passwords';
import { PublicCard } from '@/components/PublicCard';
import { NewPasswordForm } from '../components/NewPasswordForm';

/** /recover-password/{token}: a new password from an e-mailed link. Failure: the server's text in a dialog. */
export default function RecoverPasswordPage() {
  const { token = '' } = useParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const mutation = useRecoverPassword(token, { onError: () => setDialogOpen(true) });

  return (
    <PublicCard title="Recover Password">
      {mutation.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{MESSAGES.passwordChanged}</Alert>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
            Back to Log in
          </Link>
        </Stack>
      ) : (
        <NewPasswordForm
          label="Password recovery"
          pending={mutation.isPending}
          onSubmit={(input) => mutation.mutate(input)}
          actions={
            <Button component={RouterLink} to="/login">
              Cancel
            </Button>
          }
        />
      )}
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} aria-labelledby="recover-error-title">
        <DialogTitle id="recover-error-title">Error</DialogTitle>
        <DialogContent>
          <DialogContentText>{passwordErrorText(mutation.error)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </PublicCard>
  );
}
