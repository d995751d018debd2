/**
 * The Facilitator Utilization Filter (spec 03 §3 "Filter fields", §5, §6): delivery model,
 * states, units 1-12, schedule (as facilitator, co-facilitator or both), facilitator,
 * co-facilitator, cohorts, the program year, and Retain filter (saved for next time). The
 * schedule, facilitator and co-facilitator fields are left out when the server offers no
 * schedules: it does so for the facilitator roles. The two people fields search the names from
 * the third typed character.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { NamedOption, UtilizationFilterOptions, UtilizationFilters } from '@shared/reports/types';
import { REPORT_USER_SEARCH_MIN_CHARS, REPORTS_TEXT, UTILIZATION_UNITS, type UtilizationSchedule } from '@shared/reports/texts';
import { useMemo, useState } from 'react';
import { MultiSelect } from '@/components/MultiSelect';

export const SCHEDULE_LABELS: Readonly<Record<UtilizationSchedule, string>> = {
  both: 'Facilitator and co-facilitator',
  facilitator: 'Facilitator',
  cofacilitator: 'Co-facilitator',
};

export const TYPE_MORE = `Type at least ${REPORT_USER_SEARCH_MIN_CHARS} characters`;

const asOptions = <K extends string | number>(list: readonly NamedOption<K>[]) => list.map((o) => ({ value: o.id, label: o.name }));

/** Whether any field restricts the report (the year and Retain filter do not). */
export function filtersSet(filters: UtilizationFilters): boolean {
  const { retain_filter: _r, year: _y, schedule_facilitator_cofacilitator: schedule, ...lists } = filters;
  return (schedule !== undefined && schedule !== 'both') || Object.values(lists).some((v) => Array.isArray(v) && v.length > 0);
}

/** A people field: the names appear from the third typed character; none found says 'User not found'. */
function PeoplePicker({
  label,
  people,
  value,
  onChange,
}: {
  label: string;
  people: readonly NamedOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const [input, setInput] = useState('');
  const selected = people.filter((p) => value.includes(p.id));
  const typed = input.trim().length >= REPORT_USER_SEARCH_MIN_CHARS;
  return (
    <Autocomplete<NamedOption, true>
      multiple
      size="small"
      options={people}
      value={selected}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      onChange={(_event, next) => {
        onChange(next.map((p) => p.id));
        setInput('');
      }}
      filterOptions={(options, { inputValue }) => {
        const text = inputValue.trim().toLowerCase();
        if (text.length < REPORT_USER_SEARCH_MIN_CHARS) return [];
        return options.filter((o) => o.name.toLowerCase().includes(text)).slice(0, 50);
      }}
      noOptionsText={typed ? REPORTS_TEXT.userNotFound : TYPE_MORE}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

export function UtilizationFilterDialog({
  options,
  value,
  year,
  onCancel,
  onApply,
}: {
  options: UtilizationFilterOptions;
  value: UtilizationFilters;
  /** The program year shown now. */
  year: number | undefined;
  onCancel: () => void;
  onApply: (filters: UtilizationFilters) => void;
}) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const [draft, setDraft] = useState<UtilizationFilters>(value);
  const set = <K extends keyof UtilizationFilters>(key: K, next: UtilizationFilters[K]) => setDraft((d) => ({ ...d, [key]: next }));
  const choices = useMemo(
    () => ({
      deliveryModels: asOptions(options.delivery_models),
      states: asOptions(options.states),
      cohorts: asOptions(options.cohorts),
      units: (options.units.length ? options.units : UTILIZATION_UNITS).map((u) => ({ value: u, label: `Unit ${u}` })),
    }),
    [options],
  );
  const peopleFilters = options.schedules.length > 0;
  const shownYear = draft.year ?? year;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="utilization-filter-title" fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id="utilization-filter-title">Filter Facilitator Utilization</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {options.years.length ? (
            <TextField
              select
              size="small"
              label="Program year"
              value={shownYear ?? ''}
              onChange={(event) => set('year', Number(event.target.value))}
            >
              {options.years.map((y) => (
                <MenuItem key={y} value={y}>{`July ${y} – June ${y + 1}`}</MenuItem>
              ))}
            </TextField>
          ) : null}
          <MultiSelect
            label="Delivery model"
            options={choices.deliveryModels}
            value={draft.delivery_model ?? []}
            onChange={(v) => set('delivery_model', v)}
            disableCloseOnSelect
          />
          <MultiSelect
            label="States"
            options={choices.states}
            value={draft.states ?? []}
            onChange={(v) => set('states', v)}
            disableCloseOnSelect
          />
          <MultiSelect
            label="Units"
            options={choices.units}
            value={draft.units ?? []}
            onChange={(v) => set('units', v)}
            disableCloseOnSelect
          />
          {peopleFilters ? (
            <>
              <TextField
                select
                size="small"
                label="Schedule"
                value={draft.schedule_facilitator_cofacilitator ?? 'both'}
                onChange={(event) => set('schedule_facilitator_cofacilitator', event.target.value as UtilizationSchedule)}
              >
                {options.schedules.map((s) => (
                  <MenuItem key={s} value={s}>
                    {SCHEDULE_LABELS[s]}
                  </MenuItem>
                ))}
              </TextField>
              <PeoplePicker
                label="Facilitator"
                people={options.facilitators}
                value={draft.facilitator ?? []}
                onChange={(v) => set('facilitator', v)}
              />
              <PeoplePicker
                label="Co-facilitator"
                people={options.co_facilitators}
                value={draft.co_facilitator ?? []}
                onChange={(v) => set('co_facilitator', v)}
              />
            </>
          ) : null}
          <MultiSelect
            label="Cohorts"
            options={choices.cohorts}
            value={draft.cohorts ?? []}
            onChange={(v) => set('cohorts', v)}
            limit={50}
          />
          <FormControlLabel
            control={<Checkbox checked={Boolean(draft.retain_filter)} onChange={(event) => set('retain_filter', event.target.checked)} />}
            label="Retain filter"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft({ retain_filter: draft.retain_filter })}>Clear</Button>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
