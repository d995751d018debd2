/** One cell of the attendance report: the legend's letter on its colour, I/S framed. */
import TableCell from '@mui/material/TableCell';
import type { AttendanceColor, AttendanceLetter } from '@shared/roster-reports/texts';

export function AttendanceMarkCell({
  letter,
  color,
  border,
}: {
  letter: AttendanceLetter;
  color: AttendanceColor | null;
  border: boolean;
}) {
  return (
    <TableCell
      align="center"
      data-testid="attendance-mark"
      data-color={color ?? ''}
      sx={{
        bgcolor: color ?? undefined,
        color: color ? '#000' : undefined,
        fontWeight: letter ? 600 : undefined,
        outline: border ? '2px solid #000' : undefined,
        outlineOffset: border ? '-3px' : undefined,
        px: 1,
        whiteSpace: 'nowrap',
      }}
    >
      {letter}
    </TableCell>
  );
}
