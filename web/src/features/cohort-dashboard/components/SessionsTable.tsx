import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ColumnView, DashboardFrom, DashboardSession, MissingAttendance } from '@shared/dashboard/types';
import { useMemo } from 'react';
import type { AlpCounts } from '../api/alp-counts';
import { withGroupHeaders } from '../utils/group-rows';
import { SessionRow } from './SessionRow';
import { VIEW_HEADERS } from './ViewCells';

export interface SessionsTableProps {
  sessions: readonly DashboardSession[];
  from: DashboardFrom;
  view: ColumnView;
  viewCities: boolean;
  missingAttendance: Record<string, MissingAttendance[]>;
  alp: AlpCounts;
}

const NO_MISSING: MissingAttendance[] = [];

export function SessionsTable({ sessions, from, view, viewCities, missingAttendance, alp }: SessionsTableProps) {
  const items = useMemo(() => withGroupHeaders(sessions, from), [sessions, from]);
  const headers = ['Date', 'Unit', viewCities ? 'City' : 'Cohort', ...VIEW_HEADERS[view], 'Roster'];
  return (
    // The page scrolls, not the table: the header sticks under the app bar (64 px from sm up).
    <Table stickyHeader size="small" aria-label="Cohort sessions" sx={{ '& thead th': { top: { xs: 56, sm: 64 } } }}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) =>
          item.kind === 'header' ? (
            <TableRow key={item.key} data-testid="group-header">
              <TableCell colSpan={headers.length} component="th" scope="rowgroup" sx={{ bgcolor: 'grey.100', fontWeight: 600 }}>
                {item.label}
              </TableCell>
            </TableRow>
          ) : (
            <SessionRow
              key={item.key}
              session={item.session}
              view={view}
              viewCities={viewCities}
              missingAttendance={missingAttendance[String(item.session.cohort.id)] ?? NO_MISSING}
              alp={alp}
            />
          ),
        )}
      </TableBody>
    </Table>
  );
}
