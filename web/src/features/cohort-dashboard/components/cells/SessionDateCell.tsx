import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { DashboardSession } from '@shared/dashboard/types';
import { formatDateRange, formatTimeRange } from '../../utils/format';

/** The cohort's next session is marked Next; one starting today, today (spec 01 §2). */
function NextMark({ mark }: { mark: DashboardSession['mark_next'] }) {
  if (mark === 'next') return <Chip label="Next" color="primary" size="small" data-testid="mark-next" />;
  if (mark === 'today') return <Chip label="today" color="success" size="small" data-testid="mark-today" />;
  return null;
}

/** Dates, times and the Next/today mark (a table cell, or a session card's top line). */
export function SessionDate({ session }: { session: DashboardSession }) {
  const time = session.start_date ? formatTimeRange(session.time) : '';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{formatDateRange(session.start_date, session.end_date)}</Typography>
      {time && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {time}
        </Typography>
      )}
      <NextMark mark={session.mark_next} />
    </Stack>
  );
}

export function SessionDateCell({ session }: { session: DashboardSession }) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <SessionDate session={session} />
    </TableCell>
  );
}
