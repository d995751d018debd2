import { green, red, yellow } from '@mui/material/colors';
import { AVAILABILITY, type Availability } from '@shared/calendar/types';

/** Busy red, free green, partial yellow (spec 01 §9), light enough for events to stay readable. */
export const AVAILABILITY_STYLES: Record<Availability, { className: string; color: string; label: string }> = {
  [AVAILABILITY.free]: { className: 'availability-free', color: green[100], label: 'Available' },
  [AVAILABILITY.busy]: { className: 'availability-busy', color: red[100], label: 'Unavailable' },
  [AVAILABILITY.partial]: { className: 'availability-partial', color: yellow[200], label: 'Tentative' },
};
