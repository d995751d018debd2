import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CalendarFilters, CalendarMode } from '@shared/calendar/types';
import type { FilterOptions } from '@shared/dashboard/types';
import { useState } from 'react';
import { EMPTY_CALENDAR_FILTERS, hasListFilters } from '../utils/filters';
import { FilterDialog } from './FilterDialog';
import { UnitScheduleToggle } from './UnitScheduleToggle';
import { ViewModeToggle } from './ViewModeToggle';

interface CalendarActionsProps {
  showNames: boolean;
  onToggleNames: () => void;
  /** The view on screen (or being loaded); null before the first answer. */
  mode: CalendarMode | null;
  canSwitch: boolean;
  onModeChange: (mode: CalendarMode) => void;
  filters: CalendarFilters;
  filterChoices: FilterOptions | undefined;
  onFiltersChange: (filters: CalendarFilters) => void;
}

/** The buttons above the calendar (spec 01 §2 "Training calendar"). */
export function CalendarActions({
  showNames,
  onToggleNames,
  mode,
  canSwitch,
  onModeChange,
  filters,
  filterChoices,
  onFiltersChange,
}: CalendarActionsProps) {
  const [filterOpen, setFilterOpen] = useState(false);
  const filtered = hasListFilters(filters);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <Button variant="outlined" onClick={onToggleNames}>
        {showNames ? 'Show cities' : 'Show cohort names'}
      </Button>
      {canSwitch && mode && <ViewModeToggle mode={mode} onChange={onModeChange} />}
      {mode === 'complete' && <UnitScheduleToggle unit={filters.unit} onChange={(unit) => onFiltersChange({ ...filters, unit })} />}
      <Button variant="outlined" onClick={() => onFiltersChange(EMPTY_CALENDAR_FILTERS)}>
        Clear filter
      </Button>
      <Button
        variant={filtered ? 'contained' : 'outlined'}
        startIcon={<FilterListIcon />}
        aria-haspopup="dialog"
        onClick={() => setFilterOpen(true)}
      >
        Filter
      </Button>
      {filterOpen && (
        <FilterDialog
          filters={filters}
          choices={filterChoices}
          onApply={(next) => {
            onFiltersChange(next);
            setFilterOpen(false);
          }}
          onClose={() => setFilterOpen(false)}
        />
      )}
    </Stack>
  );
}
