/**
 * The Filter Cohort Builder List modal (spec 03 §2.3): every filter field, Cancel / Clear / Done;
 * the Enter key applies. The parent saves what Done or Clear hands back.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { CohortListFilter, IdName } from '@shared/api/types/cohort-list';
import type { Option } from '@shared/api/types/dashboard';
import { COHORT_LIST_TEXT as T, PARTICIPANT_COUNT_RANGE } from '@shared/cohort-list';
import { MultiSelect } from '@/components/MultiSelect';
import { useCohortFilterChoices } from '../api/cohort-list';
import { compactCohortFilter } from './filter-storage';

type TextKey = 'name' | 'city' | 'contract' | 'materials';
type DateKey = `${'events_start' | 'next_event' | 'created' | 'updated'}_${'from' | 'to'}`;
type IdsKey = 'states' | 'courses' | 'delivery_models' | 'created_by' | 'updated_by';

const HAS_SUITE = [
  ['', 'Any'],
  ['yes', T.hasSuite.yes],
  ['no', T.hasSuite.no],
  ['some', T.hasSuite.some],
];
const YES_NO = [
  ['', 'Any'],
  ['yes', 'Yes'],
  ['no', 'No'],
];

const options = (items: readonly IdName[] | undefined): Option[] => (items ?? []).map((i) => ({ value: i.id, label: i.name }));

/** A count of participants typed: digits only, kept within 0-100; blank is no bound. */
function countOf(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  return Math.min(PARTICIPANT_COUNT_RANGE.max, Math.max(PARTICIPANT_COUNT_RANGE.min, Number(digits)));
}

interface Props {
  initial: CohortListFilter;
  onCancel: () => void;
  onDone: (filter: CohortListFilter) => void;
  onClear: () => void;
}

export function CohortFilterModal({ initial, onCancel, onDone, onClear }: Props) {
  const [filter, setFilter] = useState<CohortListFilter>(initial);
  const choices = useCohortFilterChoices(true).data;
  const set = <K extends keyof CohortListFilter>(key: K, value: CohortListFilter[K]) => setFilter((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone(compactCohortFilter(filter));
  };

  const text = (key: TextKey, label: string) => (
    <TextField size="small" label={label} value={filter[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
  );
  const ids = (key: IdsKey, label: string, choicesOf: Option[]) => (
    <MultiSelect label={label} options={choicesOf} value={filter[key] ?? []} onChange={(value) => set(key, value)} keepUnknownValues />
  );
  const select = (label: string, value: string, list: string[][], onChange: (value: string) => void) => (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {list.map(([v, shown]) => (
        <MenuItem key={v} value={v}>
          {shown}
        </MenuItem>
      ))}
    </TextField>
  );
  const range = (from: DateKey, to: DateKey, label: string) => (
    <Box key={from} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <TextField
        size="small"
        type="date"
        label="From"
        value={filter[from] ?? ''}
        onChange={(e) => set(from, e.target.value || null)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} from` } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={filter[to] ?? ''}
        onChange={(e) => set(to, e.target.value || null)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} to` } }}
      />
    </Box>
  );
  const count = (key: 'participants_from' | 'participants_to', label: string) => (
    <TextField
      size="small"
      label={label}
      value={filter[key] ?? ''}
      onChange={(e) => set(key, countOf(e.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      helperText={`${PARTICIPANT_COUNT_RANGE.min} to ${PARTICIPANT_COUNT_RANGE.max}`}
    />
  );
  const participant = filter.participant === null || filter.participant === undefined ? '' : String(filter.participant);

  return (
    <Dialog open onClose={onCancel} maxWidth="md" fullWidth>
      <form onSubmit={submit} aria-label="Filter Cohort Builder List">
        <DialogTitle>Filter Cohort Builder List</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1.5, pt: 1 }}>
            <TextField
              size="small"
              label="ID"
              value={filter.id ?? ''}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '');
                set('id', digits ? Number(digits) : null);
              }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {text('name', 'Name')}
            {text('city', 'City')}
            {ids('states', 'States', options(choices?.states))}
            {ids('courses', 'Course', options(choices?.courses))}
            {ids('delivery_models', 'Delivery model', options(choices?.deliveryModels))}
            {text('contract', 'Contract')}
            {select('Client has GSuite?', filter.has_suite ?? '', HAS_SUITE, (v) =>
              set('has_suite', (v || null) as CohortListFilter['has_suite']),
            )}
            {select('Internal?', filter.internal ?? '', YES_NO, (v) => set('internal', (v || null) as CohortListFilter['internal']))}
            {text('materials', 'Materials')}
            <MultiSelect
              label="Meeting types"
              options={(choices?.meetingTypes ?? []).map((m) => ({ value: m.slug, label: m.name }))}
              value={filter.meeting_types ?? []}
              onChange={(value) => set('meeting_types', value)}
              keepUnknownValues
            />
            <TextField
              size="small"
              label="Participant"
              value={participant}
              onChange={(e) => set('participant', e.target.value)}
              helperText="Name, e-mail or user ID"
            />
            {count('participants_from', 'Total participants from')}
            {count('participants_to', 'Total participants to')}
            {ids('created_by', 'Created by', options(choices?.createdBy))}
            {ids('updated_by', 'Modified by', options(choices?.updatedBy))}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5, mt: 2 }}>
            {range('events_start_from', 'events_start_to', 'Events start')}
            {range('next_event_from', 'next_event_to', 'Next event start')}
            {range('created_from', 'created_to', 'Created')}
            {range('updated_from', 'updated_to', 'Modified')}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button onClick={onClear}>Clear</Button>
          <Button type="submit" variant="contained">
            Done
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
