import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import * as MESSAGES from '@shared/texts/general';
import { type MarkConflict, markText } from '../utils/draft';
import { fullName } from '../utils/roster';

interface Props {
  conflicts: readonly MarkConflict[];
  saving: boolean;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

/** A save that met someone else's newer one: both, mark by mark, and the person chooses (never overwritten silently). */
export function RosterConflict({ conflicts, saving, onKeepMine, onUseTheirs }: Props) {
  return (
    <Alert severity="warning" data-testid="roster-conflict">
      <AlertTitle>{MESSAGES.attendanceSaveError(MESSAGES.attendanceConflict)}</AlertTitle>
      {MESSAGES.attendanceConflictBoth}
      <Table size="small" aria-label="Your marks and the saved ones" sx={{ my: 1, maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Participant</TableCell>
            <TableCell>Day</TableCell>
            <TableCell>Saved by someone else</TableCell>
            <TableCell>Yours</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {conflicts.map((conflict) => (
            <TableRow key={`${conflict.participant.generalInformation.id}:${conflict.day}`} data-testid="conflict-row">
              <TableCell>{fullName(conflict.participant.generalInformation)}</TableCell>
              <TableCell>{conflict.day}</TableCell>
              <TableCell>{markText(conflict.theirs)}</TableCell>
              <TableCell>{markText(conflict.yours)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" disabled={saving} onClick={onKeepMine} data-testid="conflict-keep-mine">
          Keep mine and save
        </Button>
        <Button variant="outlined" size="small" disabled={saving} onClick={onUseTheirs} data-testid="conflict-use-theirs">
          Use theirs
        </Button>
      </Stack>
    </Alert>
  );
}
