import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CohortMeeting, ForceEndLogEntry } from '@shared/cohort-builder/form.types';
import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import { formatInstant } from '@shared/format';
import { useState } from 'react';
import { hasFutureEvents } from './cohort-form-state';
import type { CohortPaneProps } from './pane-props';

export interface SettingsPaneProps extends CohortPaneProps {
  /** The reasons given so far (editing), newest last. */
  forceEndLog?: readonly ForceEndLogEntry[];
}

const MEETING_FIELDS: ReadonlyArray<{ key: keyof CohortMeeting; label: string; type?: string }> = [
  { key: 'webinar_url', label: 'Webinar URL', type: 'url' },
  { key: 'platform', label: 'Platform' },
  { key: 'meeting_id', label: 'Meeting ID' },
  { key: 'password_meeting', label: 'Meeting password' },
];

/**
 * Settings (spec 03 §2.4, §4): Force End (checkbox 'yes'), allowed only when no scheduled event
 * lies in the future (else the §5 message and the box stays off), its reason when on; the
 * meeting's webinar URL, platform, meeting ID and password.
 */
export function SettingsPane({ values, onChange, errors, forceEndLog = [] }: SettingsPaneProps) {
  const [blocked, setBlocked] = useState(false);
  const setMeeting = (key: keyof CohortMeeting, text: string) =>
    onChange({ meeting: { ...values.meeting, [key]: text === '' ? null : text } });

  const toggleForceEnd = (on: boolean) => {
    if (on && hasFutureEvents(values)) {
      setBlocked(true);
      onChange({ force_end: false });
      return;
    }
    setBlocked(false);
    onChange(on ? { force_end: true } : { force_end: false, force_end_reason: null });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Force End</FormLabel>
        <FormControlLabel
          control={<Checkbox checked={values.force_end} onChange={(e) => toggleForceEnd(e.target.checked)} />}
          label="yes"
        />
      </FormControl>
      {blocked && (
        <Alert severity="error" role="alert" onClose={() => setBlocked(false)}>
          {COHORT_TEXT.forceEndBlocked}
        </Alert>
      )}
      {values.force_end && (
        <TextField
          label="Reason"
          required
          multiline
          minRows={2}
          value={values.force_end_reason ?? ''}
          onChange={(e) => onChange({ force_end_reason: e.target.value === '' ? null : e.target.value })}
          {...errors?.fieldProps('force_end_reason')}
        />
      )}
      {forceEndLog.length > 0 && (
        <Box component="section" aria-label="Force End reasons">
          <Typography variant="subtitle2" component="h3">
            Force End reasons
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {forceEndLog.map((entry) => (
              <li key={`${entry.created_at}-${entry.author}`}>
                <Typography variant="body2">
                  {entry.reason} — {entry.author}, {formatInstant(entry.created_at)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {MEETING_FIELDS.map(({ key, label, type }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            value={values.meeting[key] ?? ''}
            onChange={(e) => setMeeting(key, e.target.value)}
          />
        ))}
      </Box>
    </Box>
  );
}
