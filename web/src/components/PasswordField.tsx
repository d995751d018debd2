import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { OutlinedField, type OutlinedFieldProps } from '@/components/OutlinedField';

/**
 * A password input with a show-password toggle. The toggle's accessible name avoids the word
 * "password" so that a label lookup for the field finds the field alone.
 */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label="Show typed text"
            aria-pressed={visible}
            edge="end"
            onClick={() => setVisible((value) => !value)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
