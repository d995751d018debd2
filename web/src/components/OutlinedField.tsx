import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEvent, type ReactNode, useId } from 'react';

export interface OutlinedFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * A labelled outlined text input, the look of MUI's TextField without its Select branch
 * (TextField imports Select, Menu, Popover and Modal: ~15 KB gzip the sign-in pages don't need).
 */
export function OutlinedField({ label, helperText, error, fullWidth, endAdornment, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} endAdornment={endAdornment} aria-describedby={helperText ? helperId : undefined} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
