import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SettingRow } from '@shared/settings/types';
import { settingValueProblem } from '@shared/settings/texts';
import { type FormEvent, useState } from 'react';
import { FieldErrorSummary, useFieldErrors } from '../components/field-errors';

/**
 * The System Settings edit modal (spec 03 §2.9): the value's field by the setting's kind, a switch
 * for on/off, a text for a plain value (required, spec 03 §5), an address field for an address, a
 * select of the options for a choice (spec 03 §3 optionsSelector).
 * `onSave` resolves with the server's refusal text, or null when saved.
 */
export function SettingModal({
  setting,
  saving,
  onSave,
  onClose,
}: {
  setting: SettingRow;
  saving: boolean;
  onSave: (value: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [value, setValue] = useState(setting.value);
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = setting.optionsSelector ?? [];
  const sent = setting.type === 'boolean' ? value : value.trim();
  const problem = settingValueProblem(
    setting.type,
    sent,
    options.map((option) => option.value),
  );
  const errors = useFieldErrors(problem ? [{ field: 'value', message: problem }] : []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.check()) return;
    setRefusal(await onSave(sent));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="setting-modal-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="setting-modal-title">Edit setting</DialogTitle>
        <FieldErrorSummary errors={errors} sx={{ mx: 3, mb: 1 }} />
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{setting.description}</DialogContentText>
          {setting.type === 'boolean' ? (
            <FormControlLabel
              control={<Switch autoFocus checked={value === 'true'} onChange={(event) => setValue(String(event.target.checked))} />}
              label={value === 'true' ? 'On' : 'Off'}
            />
          ) : setting.type === 'choice' ? (
            <TextField
              select
              autoFocus
              fullWidth
              margin="dense"
              label="Value"
              value={options.some((option) => option.value === value) ? value : ''}
              onChange={(event) => setValue(event.target.value)}
              {...errors.fieldProps('value', ' ')}
              required
            >
              {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Value"
              type={setting.type === 'url' ? 'url' : 'text'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              {...errors.fieldProps('value', ' ')}
              required
            />
          )}
          {refusal && (
            <Alert severity="warning" role="alert">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={saving}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
