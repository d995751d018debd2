import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACTIVITY_LEGEND } from './activity';

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
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
          <Typography variant="caption">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
