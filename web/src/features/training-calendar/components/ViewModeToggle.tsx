import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CalendarMode } from '@shared/calendar/types';

const VIEW_MODES: ReadonlyArray<{ mode: CalendarMode; label: string }> = [
  { mode: 'my_schedule', label: 'My Schedule' },
  { mode: 'complete', label: 'Complete Calendar' },
];

/** My Schedule / Complete Calendar, the active one pressed. */
export function ViewModeToggle({ mode, onChange }: { mode: CalendarMode; onChange: (mode: CalendarMode) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      color="primary"
      exclusive
      value={mode}
      aria-label="Calendar view"
      onChange={(_event, next: CalendarMode | null) => next && onChange(next)}
    >
      {VIEW_MODES.map(({ mode: value, label }) => (
        <ToggleButton key={value} value={value}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
