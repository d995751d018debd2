/**
 * The Void modal (spec 03 §2.7, §5): the user and cohort of the certificate and a required reason
 * (the server's message when it is missing: 'Void reason required').
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CertificateListRow } from '@shared/certificates/list.types';
import { CERTIFICATE_LIST_TEXT as T } from '@shared/certificates/list.texts';
import { CERTIFICATE_LIMITS, CERTIFICATE_TEXT } from '@shared/certificates/texts';
import { internalError } from '@shared/texts/http';
import { type FormEvent, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { useVoidCertificate } from '../api/certificates';
import { FieldErrorSummary, useFieldErrors } from '../../components/field-errors';

export function VoidDialog({ certificate, onClose }: { certificate: CertificateListRow; onClose: (done?: string) => void }) {
  const [reason, setReason] = useState('');
  const errors = useFieldErrors(reason.trim() === '' ? [{ field: 'reason', message: CERTIFICATE_TEXT.voidReasonRequired }] : []);
  const save = useVoidCertificate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!errors.check()) return;
    save.mutate(
      { cohortId: certificate.cohort_id, userId: certificate.user_id, reasonVoid: reason.trim() },
      { onSuccess: (answer) => onClose(answer.message) },
    );
  };
  return (
    <Dialog open onClose={() => onClose()} maxWidth="sm" fullWidth aria-labelledby="void-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="void-title">{T.voidTitle}</DialogTitle>
        <FieldErrorSummary errors={errors} sx={{ mx: 3, mb: 1 }} />
        <DialogContent>
          <Typography>
            <strong>User:</strong> {certificate.user_name}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            <strong>Cohort:</strong> {certificate.cohort_name}
          </Typography>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            label={T.voidReasonLabel}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            {...errors.fieldProps('reason', ' ')}
            slotProps={{ htmlInput: { maxLength: CERTIFICATE_LIMITS.maxReasonLength } }}
          />
          {save.error ? <Alert severity="error">{errorText(save.error, internalError)}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={save.isPending}>
            Void
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
