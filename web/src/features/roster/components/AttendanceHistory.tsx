/**
 * The unit's attendance history for administrators (issue 5 "Saving attendance": who, when,
 * before, after): one row per changed mark of every save, newest save first. Asked for when the
 * panel is first opened (the roster's own load does not carry it), and again when the roster
 * loads a newer save.
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
import type { AttendanceHistoryEntry, AttendanceMark, RosterResponse } from '@shared/roster/types';
import { formatInstant } from '@shared/format';
import { useState } from 'react';
import { QueryContent } from '@/components/QueryContent';
import { useAttendanceHistory } from '../api/roster';

const markText = (mark: AttendanceMark | null) =>
  mark === null ? '—' : `${mark.attendance === '1' ? 'Present' : 'Absent'}${mark.independent ? ' (I/S)' : ''}`;

const savesText = (count: number) => `${count} ${count === 1 ? 'save' : 'saves'}`;

export function AttendanceHistory({ cohortId, roster }: { cohortId: number; roster: RosterResponse }) {
  const [opened, setOpened] = useState(false);
  const history = useAttendanceHistory(cohortId, roster, opened);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      data-testid="attendance-history"
      // The summary's button sits in MUI's heading (an h3 by default): the section's one heading, an h2.
      slotProps={{ heading: { component: 'h2' } }}
      onChange={(_event, expanded) => expanded && setOpened(true)}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1" component="span">
          {history.data ? `Attendance history (${savesText(history.data.length)})` : 'Attendance history'}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <QueryContent query={history} loadingLabel="Loading the attendance history">
          {(saves) => <HistoryTable roster={roster} history={saves} />}
        </QueryContent>
      </AccordionDetails>
    </Accordion>
  );
}

function HistoryTable({ roster, history }: { roster: RosterResponse; history: AttendanceHistoryEntry[] }) {
  const names = new Map(
    roster.participants.map((p) => [p.generalInformation.id, `${p.generalInformation.firstName} ${p.generalInformation.lastName}`]),
  );
  const dayOf = new Map(roster.days.map((d) => [d.eventId, d.day]));
  const rows = history.flatMap((entry) =>
    entry.detail.changes.map((change, i) => ({ entry, change, key: `${entry.at}#${entry.detail.version}#${i}` })),
  );
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No attendance has been saved for this unit yet.
      </Typography>
    );
  return (
    // Its own scroll region (a long history): reachable with Tab and named for screen readers.
    <TableContainer tabIndex={0} role="region" aria-label="Attendance history of this unit" sx={{ maxHeight: 360 }}>
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
  );
}
