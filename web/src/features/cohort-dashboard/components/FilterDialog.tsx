import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DashboardFilters, FilterOptions, Option } from '@shared/dashboard/types';
import { DEFAULT_PAST_YEAR } from '@shared/constants';
import { nyDate } from '@shared/time';
import { useState } from 'react';
import { MultiSelect } from '@/components/MultiSelect';
import { emptyFilters } from '../utils/filters';
import { CohortFilterPicker } from './CohortFilterPicker';

type MultiField =
  | 'courses'
  | 'types'
  | 'meeting_types'
  | 'units'
  | 'cohorts'
  | 'states'
  | 'facilitators'
  | 'facilitators_cofac'
  | 'co_facilitators'
  | 'coaches_alp'
  | 'webinar_producer'
  | 'qualities'
  | 'schedule'
  | 'years';
type TextFieldName = 'contract' | 'materials' | 'cohort_name';
/** Ids are numbers; units, qualities' 'n/a' and schedules are strings. */
type FilterValue = string | number;

/** `options` null: the cohorts, searched on the server as one types (CohortFilterPicker). */
const MULTI_FIELDS: ReadonlyArray<{
  field: MultiField;
  label: string;
  options: ((all: FilterOptions) => readonly Option<FilterValue>[]) | null;
}> = [
  { field: 'courses', label: 'Courses', options: (all) => all.courses },
  { field: 'types', label: 'Delivery models', options: (all) => all.delivery_models },
  { field: 'meeting_types', label: 'Meeting types', options: (all) => all.meeting_types },
  { field: 'units', label: 'Units', options: (all) => all.units },
  { field: 'cohorts', label: 'Cohorts', options: null },
  { field: 'states', label: 'States', options: (all) => all.states },
  { field: 'facilitators', label: 'Facilitators', options: (all) => all.facilitators },
  { field: 'facilitators_cofac', label: 'Facilitators or co-facilitators', options: (all) => all.facilitators_cofac },
  { field: 'co_facilitators', label: 'Co-facilitators', options: (all) => all.co_facilitators },
  { field: 'coaches_alp', label: 'ALP coaches', options: (all) => all.alp },
  { field: 'webinar_producer', label: 'Webinar producers', options: (all) => all.producer },
  // The server lists the 'n/a' choice (QUALITY_NONE) first.
  { field: 'qualities', label: 'Quality', options: (all) => all.qualities },
  { field: 'schedule', label: 'Schedule', options: (all) => all.schedule },
  { field: 'years', label: 'Years', options: (all) => all.years.map((year) => ({ value: year, label: String(year) })) },
];

const TEXT_FIELDS: ReadonlyArray<{ field: TextFieldName; label: string }> = [
  { field: 'contract', label: 'Contract' },
  { field: 'materials', label: 'Materials' },
  { field: 'cohort_name', label: 'Cohort name' },
];

/** From the earliest of the default and the chosen year to this year, newest first. */
function pastYearChoices(chosen: number): number[] {
  const thisYear = Number(nyDate().slice(0, 4));
  const first = Math.min(DEFAULT_PAST_YEAR, chosen);
  return Array.from({ length: thisYear - first + 1 }, (_, index) => thisYear - index);
}

export interface FilterDialogProps {
  options: FilterOptions;
  filters: DashboardFilters;
  /** The names of the chosen cohorts known so far (useCohortNames), and what to do with newly chosen ones. */
  cohortNames: ReadonlyMap<number, string>;
  onChooseCohorts: (chosen: readonly Option[]) => void;
  /** Apply (or Clear, with the defaults): the dialog is done. */
  onApply: (filters: DashboardFilters) => void;
  onClose: () => void;
}

/**
 * The dashboard filter modal (spec 01 §2): every filter field except those hidden for this
 * account. Enter in a text field applies; Clear applies the defaults.
 */
export function FilterDialog({ options, filters, cohortNames, onChooseCohorts, onApply, onClose }: FilterDialogProps) {
  const [draft, setDraft] = useState(filters);
  const shown = (field: keyof DashboardFilters) => !options.hidden.includes(field);
  const change = (patch: Partial<DashboardFilters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dashboard-filter-title" data-testid="filter-dialog">
      <Box
        component="form"
        noValidate
        sx={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <DialogTitle id="dashboard-filter-title">Filter sessions</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
            {MULTI_FIELDS.filter(({ field }) => shown(field)).map(({ field, label, options: optionsOf }) =>
              optionsOf === null ? (
                <CohortFilterPicker
                  key={field}
                  value={draft.cohorts}
                  onChange={(cohorts) => change({ cohorts })}
                  names={cohortNames}
                  onChoose={onChooseCohorts}
                />
              ) : (
                <MultiSelect
                  key={field}
                  label={label}
                  options={optionsOf(options)}
                  value={draft[field]}
                  onChange={(value) => change({ [field]: value })}
                  disableCloseOnSelect
                  limit={200}
                  keepUnknownValues
                />
              ),
            )}
            {shown('participants') && (
              <TextField
                select
                size="small"
                label="Participants"
                value={draft.participants ?? ''}
                onChange={(event) => change({ participants: (event.target.value || null) as DashboardFilters['participants'] })}
              >
                <MenuItem value="">Any</MenuItem>
                {options.participant.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {TEXT_FIELDS.filter(({ field }) => shown(field)).map(({ field, label }) => (
              <TextField
                key={field}
                size="small"
                label={label}
                value={draft[field]}
                onChange={(event) => change({ [field]: event.target.value })}
              />
            ))}
            {shown('past_year') && (
              <TextField
                select
                size="small"
                label="Past sessions from"
                value={draft.past_year}
                onChange={(event) => change({ past_year: Number(event.target.value) })}
              >
                {pastYearChoices(draft.past_year).map((year) => (
                  <MenuItem key={year} value={year}>
                    {year}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, pt: 1 }}>
            {shown('check_past') && (
              <FormControlLabel
                control={<Checkbox checked={draft.check_past} onChange={(event) => change({ check_past: event.target.checked })} />}
                label="Include past sessions"
              />
            )}
            {shown('retain_filter') && (
              <FormControlLabel
                control={<Checkbox checked={draft.retain_filter} onChange={(event) => change({ retain_filter: event.target.checked })} />}
                label="Keep these filters next time"
              />
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button type="button" color="inherit" onClick={() => onApply(emptyFilters())} sx={{ mr: 'auto' }}>
            Clear
          </Button>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
