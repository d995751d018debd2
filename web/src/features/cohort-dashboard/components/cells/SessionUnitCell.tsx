import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { DashboardSession } from '@shared/dashboard/types';
import { dayOfUnitLabel, unitLabel } from '../../utils/format';

export function SessionUnit({ session }: { session: DashboardSession }) {
  const days = dayOfUnitLabel(session);
  return (
    <>
      <Typography variant="body2">{unitLabel(session.unit_id)}</Typography>
      {days && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {days}
        </Typography>
      )}
    </>
  );
}

export function SessionUnitCell({ session }: { session: DashboardSession }) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <SessionUnit session={session} />
    </TableCell>
  );
}
