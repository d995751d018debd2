import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { RosterUnitOption } from '@shared/roster/types';
import { unitLabel } from '../utils/roster';

/** The unit drop-down: 'Orientation' / 'Unit n'; choosing one opens that unit's first day. */
export function UnitSelect({
  units,
  current,
  onChange,
}: {
  units: RosterUnitOption[];
  current: string;
  onChange: (unit: RosterUnitOption) => void;
}) {
  const known = units.some((unit) => unit.value === current);
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id="roster-unit-label">Unit</InputLabel>
      <Select
        labelId="roster-unit-label"
        label="Unit"
        value={known ? current : ''}
        data-testid="unit-select"
        onChange={(event) => {
          const unit = units.find((option) => option.value === event.target.value);
          if (unit && unit.value !== current) onChange(unit);
        }}
      >
        {units.map((unit) => (
          <MenuItem key={unit.value} value={unit.value}>
            {unitLabel(unit.value)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
