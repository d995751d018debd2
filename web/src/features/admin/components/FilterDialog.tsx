/**
 * The frame of an admin list's filter modal (Filter Users List, spec 02 §2; Filter Cohort Builder List, spec 03
 * §2.3): the title, the fields in a grid (one column on a phone), the date ranges below, Cancel / Clear / Done; the
 * Enter key in a field applies (the fields are one form). The tab saves what Done or Clear hands back.
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
import type { FormEvent, ReactNode } from 'react';

interface Props {
  title: string;
  onCancel: () => void;
  onClear: () => void;
  onDone: () => void;
  /** The fields, laid out in a grid. */
  children: ReactNode;
  /** The date ranges (DateRanges), in two columns below the fields. */
  ranges?: ReactNode;
}

export function FilterDialog({ title, onCancel, onClear, onDone, children, ranges }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone();
  };
  return (
    <Dialog open onClose={onCancel} maxWidth="md" fullWidth>
      <form onSubmit={submit} aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1.5, pt: 1 }}>
            {children}
          </Box>
          {ranges ? <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5, mt: 2 }}>{ranges}</Box> : null}
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

/** A from/to pair of dates (`YYYY-MM-DD`, empty is no bound), each input named '<label> from' / '<label> to'. */
export function DateRange({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string | null | undefined;
  to: string | null | undefined;
  onChange: (end: 'from' | 'to', value: string | null) => void;
}) {
  const date = (end: 'from' | 'to', shown: string, value: string | null | undefined) => (
    <TextField
      size="small"
      type="date"
      label={shown}
      value={value ?? ''}
      onChange={(e) => onChange(end, e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} ${end}` } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      {date('from', 'From', from)}
      {date('to', 'To', to)}
    </Box>
  );
}

type End = 'from' | 'to';

/** One DateRange per `[stem, label]`: the filter's `<stem>_from` and `<stem>_to` fields. */
export function DateRanges<Stem extends string>({
  ranges,
  value,
  onChange,
}: {
  ranges: ReadonlyArray<readonly [Stem, string]>;
  value: (key: `${Stem}_${End}`) => string | null | undefined;
  onChange: (key: `${Stem}_${End}`, value: string | null) => void;
}) {
  return ranges.map(([stem, label]) => (
    <DateRange
      key={stem}
      label={label}
      from={value(`${stem}_from`)}
      to={value(`${stem}_to`)}
      onChange={(end, date) => onChange(`${stem}_${end}`, date)}
    />
  ));
}

/** A select of fixed choices, `[value, shown]`; the value '' is no choice. */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {choices.map(([v, shown]) => (
        <MenuItem key={v} value={v}>
          {shown}
        </MenuItem>
      ))}
    </TextField>
  );
}
