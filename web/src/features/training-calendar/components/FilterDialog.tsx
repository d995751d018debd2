import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { CalendarFilters } from '@shared/calendar/types';
import type { FilterOptions } from '@shared/dashboard/types';
import { useState } from 'react';
import { MultiSelect } from '@/components/MultiSelect';

type ListField = 'courses' | 'types' | 'states' | 'facilitators';

/** Each filter field and the list of GET /api/filter-cohort that offers its choices. */
const FIELDS: ReadonlyArray<{ field: ListField; label: string; source: 'courses' | 'delivery_models' | 'states' | 'facilitators' }> = [
  { field: 'courses', label: 'Courses', source: 'courses' },
  { field: 'types', label: 'Delivery models', source: 'delivery_models' },
  { field: 'states', label: 'States', source: 'states' },
  { field: 'facilitators', label: 'Facilitators', source: 'facilitators' },
];

interface FilterDialogProps {
  filters: CalendarFilters;
  choices: FilterOptions | undefined;
  onApply: (filters: CalendarFilters) => void;
  onClose: () => void;
}

/** The filter control: edits a draft of the list filters; Apply hands it back, Cancel drops it. */
export function FilterDialog({ filters, choices, onApply, onClose }: FilterDialogProps) {
  const [draft, setDraft] = useState(filters);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-filter-title">
      <DialogTitle id="calendar-filter-title">Filter calendar</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {FIELDS.map(({ field, label, source }) => (
            <MultiSelect
              key={field}
              label={label}
              options={choices?.[source] ?? []}
              value={draft[field]}
              onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
              filterSelectedOptions
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
