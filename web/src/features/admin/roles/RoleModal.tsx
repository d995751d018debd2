import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { RoleRow } from '@shared/roles/types';
import { ROLE_ADMIN_TEXT } from '@shared/roles/texts';
import { type FormEvent, useState } from 'react';
import { FieldErrorSummary, useFieldErrors } from '../components/field-errors';

/**
 * 'Create new role' (spec 02 §2), also used to rename: the role name is required. `onSave`
 * resolves with the server's refusal text, or null when saved.
 */
export function RoleModal({
  role,
  saving,
  onSave,
  onClose,
}: {
  role: RoleRow | null;
  saving: boolean;
  onSave: (name: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [name, setName] = useState(role?.name ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = useFieldErrors(name.trim() === '' ? [{ field: 'name', message: ROLE_ADMIN_TEXT.nameRequired }] : []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.check()) return;
    setRefusal(await onSave(name.trim()));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="role-modal-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="role-modal-title">Create new role</DialogTitle>
        <FieldErrorSummary errors={errors} sx={{ mx: 3, mb: 1 }} />
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Role name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...errors.fieldProps('name', ' ')}
            required
          />
          {refusal && (
            <Alert severity="warning" role="alert">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {role ? 'Update' : 'Create'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
