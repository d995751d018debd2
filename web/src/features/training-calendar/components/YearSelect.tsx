import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';

interface YearSelectProps {
  year: number;
  /** Years that have events; the shown year is always offered too. */
  years: readonly number[];
  onChange: (year: number) => void;
}

export function YearSelect({ year, years, onChange }: YearSelectProps) {
  const labelId = useId();
  const choices = [...new Set([...years, year])].sort((a, b) => a - b);
  return (
    <FormControl size="small" sx={{ minWidth: 110 }}>
      <InputLabel id={labelId}>Year</InputLabel>
      <Select labelId={labelId} label="Year" value={year} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
