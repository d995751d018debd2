/**
 * The unit's attendance history for administrators (issue 5 "Saving attendance": who, when,
 * before, after): one row per changed mark of every save, newest save first.
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { AttendanceHistoryEntry, AttendanceMark, RosterResponse } from '@shared/api/types/roster';
import { formatInstant } from '@shared/format';

const markText = (mark: AttendanceMark | null) =>
  mark === null ? '—' : `${mark.attendance === '1' ? 'Present' : 'Absent'}${mark.independent ? ' (I/S)' : ''}`;

export function AttendanceHistory({ roster, history }: { roster: RosterResponse; history: AttendanceHistoryEntry[] }) {
  const names = new Map(
    roster.participants.map((p) => [p.generalInformation.id, `${p.generalInformation.firstName} ${p.generalInformation.lastName}`]),
  );
  const dayOf = new Map(roster.days.map((d) => [d.eventId, d.day]));
  const rows = history.flatMap((entry) =>
    entry.detail.changes.map((change, i) => ({ entry, change, key: `${entry.at}#${entry.detail.version}#${i}` })),
  );
  return (
    <Accordion variant="outlined" disableGutters data-testid="attendance-history">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography
          variant="subtitle1"
          component="h2"
        >{`Attendance history (${history.length} ${history.length === 1 ? 'save' : 'saves'})`}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No attendance has been saved for this unit yet.
          </Typography>
        ) : (
          <TableContainer sx={{ maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label="Attendance history">
              <TableHead>
                <TableRow>
                  <TableCell>Saved</TableCell>
                  <TableCell>By</TableCell>
                  <TableCell>Participant</TableCell>
                  <TableCell>Day</TableCell>
                  <TableCell>Before</TableCell>
                  <TableCell>After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ entry, change, key }) => (
                  <TableRow key={key} data-testid="history-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.at)}</TableCell>
                    <TableCell>{entry.actorName ?? `#${entry.actorId}`}</TableCell>
                    <TableCell>{names.get(change.user_id) ?? `#${change.user_id}`}</TableCell>
                    <TableCell>{dayOf.has(change.event_id) ? `Day ${dayOf.get(change.event_id)}` : change.event_id}</TableCell>
                    <TableCell>{markText(change.before)}</TableCell>
                    <TableCell>{markText(change.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
