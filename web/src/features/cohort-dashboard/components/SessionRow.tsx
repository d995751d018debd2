import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { DashboardSession } from '@shared/dashboard/types';
import { Link as RouterLink } from 'react-router';
import { sessionRosterPath, unitLabel } from '../utils/format';
import { SessionCohortCell } from './cells/SessionCohortCell';
import { SessionDateCell } from './cells/SessionDateCell';
import { SessionUnitCell } from './cells/SessionUnitCell';
import { ViewCells, type ViewCellsProps } from './ViewCells';

export interface SessionRowProps extends Omit<ViewCellsProps, 'session'> {
  session: DashboardSession;
  viewCities: boolean;
}

export function SessionRow({ session, viewCities, ...viewCells }: SessionRowProps) {
  return (
    <TableRow hover data-testid="dashboard-row" sx={{ verticalAlign: 'top' }}>
      <SessionDateCell session={session} />
      <SessionUnitCell session={session} />
      <SessionCohortCell session={session} viewCities={viewCities} />
      <ViewCells session={session} {...viewCells} />
      <TableCell>
        <Button
          component={RouterLink}
          to={sessionRosterPath(session)}
          size="small"
          variant="outlined"
          aria-label={`Roster of ${session.cohort.name}, ${unitLabel(session.unit_id)}`}
          data-testid="roster-link"
        >
          Roster
        </Button>
      </TableCell>
    </TableRow>
  );
}
