import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { COLUMN_VIEWS, type ColumnView, type DashboardFrom, type VisualFilters } from '@shared/dashboard/types';
import type { ReactNode } from 'react';

const COLUMN_VIEW_LABELS: Record<ColumnView, string> = {
  participant_activity: 'Participant activity',
  assignments_attendance: 'Assignments & attendance',
  assignments: 'Assignments',
};

function nextColumnView(view: ColumnView): ColumnView {
  return COLUMN_VIEWS[(COLUMN_VIEWS.indexOf(view) + 1) % COLUMN_VIEWS.length];
}

export interface DashboardToolbarProps {
  visual: VisualFilters;
  onVisualChange: (change: Partial<VisualFilters>) => void;
  includeCoaching: boolean;
  onIncludeCoachingChange: (include: boolean) => void;
  from: DashboardFrom;
  onFromChange: (from: DashboardFrom) => void;
  /** Highlights the Filter button. */
  filtered: boolean;
  onOpenFilters: () => void;
  /** The cohort search box and, for state coordinators, the drive folders button. */
  search: ReactNode;
  driveFolders?: ReactNode;
}

/** The dashboard's toolbar (spec 01 §2): what the table shows and which sessions it lists. */
export function DashboardToolbar({
  visual,
  onVisualChange,
  includeCoaching,
  onIncludeCoachingChange,
  from,
  onFromChange,
  filtered,
  onOpenFilters,
  search,
  driveFolders,
}: DashboardToolbarProps) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="toolbar"
      aria-label="Dashboard tools"
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={visual.viewCities ? 'cities' : 'names'}
        onChange={(_event, value: 'cities' | 'names' | null) => {
          if (value) onVisualChange({ viewCities: value === 'cities' });
        }}
        aria-label="Cohort column"
        data-testid="cities-toggle"
      >
        <ToggleButton value="cities">View Cities</ToggleButton>
        <ToggleButton value="names">Cohort Names</ToggleButton>
      </ToggleButtonGroup>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        onClick={() => onVisualChange({ columnView: nextColumnView(visual.columnView) })}
        title="Change the columns shown"
        data-testid="column-view-button"
      >
        {COLUMN_VIEW_LABELS[visual.columnView]}
      </Button>
      <FormControlLabel
        control={<Checkbox checked={includeCoaching} onChange={(event) => onIncludeCoachingChange(event.target.checked)} />}
        label="Include coaching"
        data-testid="include-coaching"
      />
      {search}
      <Button
        variant={filtered ? 'contained' : 'outlined'}
        startIcon={<FilterListIcon />}
        onClick={onOpenFilters}
        data-testid="filter-button"
        data-filtered={filtered}
      >
        Filter
      </Button>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={from}
        onChange={(_event, value: DashboardFrom | null) => {
          if (value) onFromChange(value);
        }}
        aria-label="Sessions"
        data-testid="from-toggle"
      >
        <ToggleButton value="today">Upcoming</ToggleButton>
        <ToggleButton value="past">Past</ToggleButton>
      </ToggleButtonGroup>
      {driveFolders}
    </Stack>
  );
}
