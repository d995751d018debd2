import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MissingAttendance } from '@shared/dashboard/types';
import { MISSING_ATTENDANCE_CUT } from '@shared/constants';
import { useState } from 'react';
import { ELLIPSIS, missingAttendanceLabel } from '../../utils/format';

/** Past days without attendance, cut after MISSING_ATTENDANCE_CUT; the ellipsis shows them all. */
export function MissingAttendanceList({ missing }: { missing: readonly MissingAttendance[] }) {
  const [expanded, setExpanded] = useState(false);
  if (missing.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.disabled' }}>
        —
      </Typography>
    );
  const cut = !expanded && missing.length > MISSING_ATTENDANCE_CUT;
  const shown = cut ? missing.slice(0, MISSING_ATTENDANCE_CUT) : missing;
  return (
    <Box data-testid="missing-attendance">
      {shown.map((entry) => (
        <Typography key={`${entry.event_id}-${entry.day}-${entry.date}`} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {missingAttendanceLabel(entry)}
        </Typography>
      ))}
      {cut && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setExpanded(true)}
          aria-label={`Show all ${missing.length} days without attendance`}
        >
          {ELLIPSIS}
        </Link>
      )}
    </Box>
  );
}
