import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RosterParticipant, RosterResponse } from '@shared/api/types/roster';
import { type Mark, halves } from '../utils/roster';
import { ParticipantTable, type ParticipantTableProps } from './ParticipantTable';

interface Props {
  roster: RosterResponse;
  /** Coachees or Participants. */
  title: string;
  /** The participants in the chosen order. */
  sorted: RosterParticipant[];
  /** The mark the day checkboxes set: attendance, or Independent Study. */
  field: keyof Mark;
  /** Everything the two table halves share. */
  table: Omit<ParticipantTableProps, 'participants'>;
  onSelectAll: (day: number, value: boolean) => void;
}

/** The participants with a Select All per day, in two tables side by side on wide screens. */
export function ParticipantsPanel({ roster, title, sorted, field, table, onSelectAll }: Props) {
  const [left, right] = halves(sorted);
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {title} ({roster.participants.length})
        </Typography>
        {table.showAttendance &&
          roster.days.map((day) => {
            const all =
              roster.participants.length > 0 && roster.participants.every((participant) => table.markOf(participant, day.day)[field]);
            return (
              <FormControlLabel
                key={day.day}
                label={`Select All Day ${day.day}`}
                control={
                  <Checkbox
                    size="small"
                    checked={all}
                    disabled={table.locked || day.isFuture || roster.participants.length === 0}
                    onChange={() => onSelectAll(day.day, !all)}
                    slotProps={{ input: { ...({ 'data-testid': 'select-all', 'data-day': day.day } as object) } }}
                  />
                }
              />
            );
          })}
        {table.independentMode && (
          <Alert severity="info" sx={{ py: 0 }}>
            Independent Study mode: the day checkboxes set I/S.
          </Alert>
        )}
      </Stack>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', xl: right.length > 0 ? '1fr 1fr' : '1fr' }, gap: 2, overflowX: 'auto' }}
      >
        <ParticipantTable participants={left} {...table} />
        {right.length > 0 && <ParticipantTable participants={right} {...table} />}
      </Box>
    </Paper>
  );
}
