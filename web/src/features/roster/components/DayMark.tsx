import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import type { RosterDay, RosterParticipant } from '@shared/roster/types';
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

interface CellsProps {
  participant: RosterParticipant;
  days: readonly RosterDay[];
  independentMode: boolean;
  locked: boolean;
  markOf: (participant: RosterParticipant, day: number) => Mark;
  onMark: (participant: RosterParticipant, day: number, value: boolean) => void;
  /** The wide table's cells keep checkbox padding; the phone table's none, to fit 390 px. */
  padding: 'none' | 'checkbox';
}

/** A participant's row of day boxes, one cell per day: the same in the wide and the phone table. */
export function DayMarkCells({ participant, days, independentMode, locked, markOf, onMark, padding }: CellsProps) {
  const info = participant.generalInformation;
  const name = `${info.firstName} ${info.lastName}`;
  return days.map((day) => (
    <TableCell key={day.day} align="center" padding={padding}>
      <DayMark
        day={day}
        mark={markOf(participant, day.day)}
        participantId={info.id}
        name={name}
        independentMode={independentMode}
        locked={locked}
        onChange={(value) => onMark(participant, day.day, value)}
      />
    </TableCell>
  ));
}
