/** The attendance report's legend (spec 01 §2 "Attendance legend"), drawn with the report's own cells. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ATTENDANCE_COLORS, type AttendanceColor, type AttendanceLetter } from '@shared/roster-reports/texts';
import { AttendanceMarkCell } from './AttendanceMarkCell';

const LEGEND: Array<{ letter: AttendanceLetter; color: AttendanceColor; border: boolean; meaning: string }> = [
  { letter: 'y', color: ATTENDANCE_COLORS.green, border: false, meaning: 'in attendance' },
  { letter: 'I/S', color: ATTENDANCE_COLORS.green, border: true, meaning: 'Independent Study completed' },
  { letter: 'n', color: ATTENDANCE_COLORS.red, border: false, meaning: 'absent, no make-up yet' },
  { letter: 'I/S', color: ATTENDANCE_COLORS.red, border: true, meaning: 'Independent Study assigned, not completed' },
  {
    letter: '',
    color: ATTENDANCE_COLORS.grey,
    border: false,
    meaning: 'manually added as make-up (not yet recorded, recorded present, or recorded absent)',
  },
  { letter: 'y(M)', color: ATTENDANCE_COLORS.blue, border: false, meaning: 'absent in home cohort but attended a make-up elsewhere' },
  { letter: 'y', color: ATTENDANCE_COLORS.orange, border: false, meaning: 'duplicate record (same unit in 2 cohorts)' },
];

export function AttendanceLegend() {
  return (
    <Table size="small" aria-label="Legend" sx={{ width: 'auto' }} data-testid="attendance-legend">
      <TableBody>
        {LEGEND.map((row) => (
          <TableRow key={row.meaning}>
            <AttendanceMarkCell letter={row.letter} color={row.color} border={row.border} />
            <TableCell>{row.meaning}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
