import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { DashboardSession } from '@shared/dashboard/types';
import * as MESSAGES from '@shared/texts/general';
import { cohortTitle } from '../../utils/format';

/** Name (or city) of the cohort, its course and delivery model, and the evaluation-link warning. */
export function SessionCohort({ session, viewCities }: { session: DashboardSession; viewCities: boolean }) {
  const { cohort } = session;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="cohort-title">
        {cohortTitle(cohort, viewCities)}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {cohort.course.name}
      </Typography>
      <Chip
        label={cohort.delivery_model.name}
        size="small"
        sx={{ bgcolor: cohort.delivery_model.color, color: cohort.delivery_model.text_color }}
      />
      {session.warning_url && (
        <Typography variant="caption" sx={{ color: 'error.main' }} data-testid="missing-evaluation-link">
          {MESSAGES.missingEvaluationLink}
        </Typography>
      )}
    </Stack>
  );
}

export function SessionCohortCell({ session, viewCities }: { session: DashboardSession; viewCities: boolean }) {
  return (
    <TableCell sx={{ minWidth: 220 }}>
      <SessionCohort session={session} viewCities={viewCities} />
    </TableCell>
  );
}
