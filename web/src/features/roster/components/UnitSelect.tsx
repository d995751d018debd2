import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { DeliveredUnitOption, RosterUnitOption } from '@shared/roster/types';
import { notDeliveredUnitLabel } from '@shared/units';
import { unitLabel } from '../utils/roster';

/**
 * The unit drop-down: 'Orientation' / 'Unit n'; choosing one opens that unit's first day. A unit
 * the cohort does not deliver is listed in its place as 'Unit n (n/a)', not to be chosen.
 */
export function UnitSelect({
  units,
  current,
  onChange,
}: {
  units: RosterUnitOption[];
  current: string;
  onChange: (unit: DeliveredUnitOption) => void;
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
          if (unit && !unit.not_delivered && unit.value !== current) onChange(unit);
        }}
      >
        {units.map((unit) => (
          <MenuItem key={unit.value} value={unit.value} disabled={unit.not_delivered}>
            {unit.not_delivered ? notDeliveredUnitLabel(unit.value) : unitLabel(unit.value)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
