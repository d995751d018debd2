import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginActivity } from '@shared/dashboard/types';
import { ACTIVITY_LEGEND } from './activity';
import { ActivityIcon } from './ActivityIcon';

export function ActivityLegend() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      aria-label="Participant activity legend"
      data-testid="activity-legend"
    >
      {Object.entries(ACTIVITY_LEGEND).map(([activity, { color, label }]) => (
        <Stack key={activity} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <ActivityIcon activity={activity as LoginActivity} decorative />
          <Typography variant="caption" sx={{ color }}>
            {label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
