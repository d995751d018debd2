/** The columns that change with the column view (spec 01 §4): their headers and cells. */
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { CO_FACILITATOR_NAMES } from '@shared/constants';
import type { ColumnView, DashboardSession, MissingAttendance } from '@shared/dashboard/types';
import type { AlpCounts } from '../api/alp-counts';
import { MissingAttendanceList } from './cells/MissingAttendanceList';
import { ParticipantActivityList } from './cells/ParticipantActivityList';
import { PeopleNames } from './cells/PeopleNames';

export const VIEW_HEADERS: Record<ColumnView, readonly string[]> = {
  participant_activity: ['Participants', 'Participant activity'],
  assignments_attendance: ['Facilitators', 'Co-facilitators', 'Producer', 'Missing attendance'],
  assignments: ['Facilitators', 'Co-facilitators', 'Producer / Quality', 'Coaches'],
};

export interface ViewCellsProps {
  view: ColumnView;
  session: DashboardSession;
  missingAttendance: readonly MissingAttendance[];
  alp: AlpCounts;
}

function Label({ children }: { children: string }) {
  return (
    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

export function ViewCells({ view, session, missingAttendance, alp }: ViewCellsProps) {
  const producer = session.producer ? [session.producer] : [];
  if (view === 'participant_activity') {
    return (
      <>
        <TableCell align="right" data-testid="participant-count">
          {session.cohort.participant_count}
        </TableCell>
        <TableCell>
          <ParticipantActivityList participants={session.cohort.participants} alp={alp} />
        </TableCell>
      </>
    );
  }
  return (
    <>
      <TableCell>
        <PeopleNames people={session.facilitators} />
      </TableCell>
      <TableCell>
        <PeopleNames people={session.co_facilitators} max={CO_FACILITATOR_NAMES.shown} ellipsisFrom={CO_FACILITATOR_NAMES.ellipsisFrom} />
      </TableCell>
      {view === 'assignments_attendance' ? (
        <>
          <TableCell>
            <PeopleNames people={producer} />
          </TableCell>
          <TableCell>
            <MissingAttendanceList missing={missingAttendance} />
          </TableCell>
        </>
      ) : (
        <>
          <TableCell>
            <Label>Producer</Label>
            <PeopleNames people={producer} />
            <Label>Quality</Label>
            <PeopleNames people={session.cohort.qualities} />
          </TableCell>
          <TableCell>
            <PeopleNames people={session.cohort.alp_coachs} />
          </TableCell>
        </>
      )}
    </>
  );
}
