import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SCHEDULE_UNITS } from '@shared/calendar/types';
import type { ScheduleUnit } from '../utils/filters';

/** Unit 4, 5 and 6 Schedule: pressing the active one again turns the unit schedule off (null). */
export function UnitScheduleToggle({ unit, onChange }: { unit: string | null; onChange: (unit: ScheduleUnit | null) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      color="primary"
      exclusive
      value={unit}
      aria-label="Unit schedule"
      onChange={(_event, next: ScheduleUnit | null) => onChange(next)}
    >
      {SCHEDULE_UNITS.map((value) => (
        <ToggleButton key={value} value={value}>
          Unit {value} Schedule
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
