import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import type { RosterDay } from '@shared/api/types/roster';
import type { Mark } from '../utils/roster';

interface Props {
  day: RosterDay;
  mark: Mark;
  participantId: number;
  /** The participant's name, for the box's label. */
  name: string;
  independentMode: boolean;
  locked: boolean;
  onChange: (value: boolean) => void;
}

/** A participant's box for one day (attendance, or I/S in Independent Study mode), with the I/S mark. */
export function DayMark({ day, mark, participantId, name, independentMode, locked, onChange }: Props) {
  const checked = independentMode ? mark.independentAttendance : mark.attendance;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <Checkbox
        size="small"
        color={independentMode ? 'secondary' : 'primary'}
        checked={checked}
        disabled={locked || day.isFuture}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{
          input: {
            'aria-label': `${independentMode ? 'Independent Study' : 'Attendance'} day ${day.day} ${name}`,
            ...({
              'data-testid': 'attendance-checkbox',
              'data-day': day.day,
              'data-participant-id': participantId,
              'data-mode': independentMode ? 'independent' : 'attendance',
            } as object),
          },
        }}
      />
      {mark.independentAttendance && (
        <Chip
          size="small"
          variant="outlined"
          color="secondary"
          label="I/S"
          data-testid="independent-mark"
          sx={{ height: 18, fontSize: 11 }}
        />
      )}
    </Box>
  );
}
