import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVAILABILITY, type Availability } from '@shared/calendar/types';
import { AVAILABILITY_STYLES } from './availability-styles';

/** The order of the click cycle (spec 01 §4). */
const LEGEND_ORDER: readonly Availability[] = [AVAILABILITY.free, AVAILABILITY.busy, AVAILABILITY.partial];

export function AvailabilityLegend() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      component="ul"
      aria-label="Availability legend"
      sx={{ flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, mt: 2 }}
    >
      {LEGEND_ORDER.map((availability) => {
        const { color, label } = AVAILABILITY_STYLES[availability];
        return (
          <Stack key={availability} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 16, height: 16, bgcolor: color, border: 1, borderColor: 'divider' }} />
            <Typography variant="body2">{label}</Typography>
          </Stack>
        );
      })}
      <Typography component="li" variant="body2" color="text.secondary">
        Click a day to change your availability.
      </Typography>
    </Stack>
  );
}
