/** Pieces of the portal's type-ahead search boxes (MUI Autocomplete), shared by every feature that has one. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import type { HTMLAttributes, Key, ReactNode } from 'react';

/**
 * A result as a name over a quieter second line (an e-mail, a city), for an Autocomplete's
 * renderOption: a function, not a component, because the option's key must sit on the element
 * renderOption returns (React reads keys there, not inside a child component).
 */
export function twoLineOption(optionProps: HTMLAttributes<HTMLLIElement> & { key: Key }, primary: ReactNode, secondary: ReactNode) {
  const { key, ...props } = optionProps;
  return (
    <Box component="li" key={key} {...props}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {primary}
        </Typography>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', display: 'block' }}>
          {secondary}
        </Typography>
      </Box>
    </Box>
  );
}

/** The box one types in: no visible label, so its placeholder names it for screen readers too. */
export function SearchInput({
  params,
  placeholder,
  testId,
  sx,
}: {
  params: AutocompleteRenderInputParams;
  placeholder: string;
  testId?: string;
  sx?: object;
}) {
  return (
    <TextField
      {...params}
      placeholder={placeholder}
      slotProps={{
        ...params.slotProps,
        htmlInput: { ...params.slotProps.htmlInput, 'aria-label': placeholder, ...(testId ? { 'data-testid': testId } : {}) },
      }}
      sx={sx}
    />
  );
}

/** The input's slot props with a spinner while a search is under way (the previous matches stay listed meanwhile). */
export function searchingSlotProps(
  params: AutocompleteRenderInputParams,
  loading: boolean,
  label: string,
): AutocompleteRenderInputParams['slotProps'] {
  return {
    ...params.slotProps,
    input: {
      ...params.slotProps.input,
      endAdornment: (
        <>
          {loading && <CircularProgress color="inherit" size={18} aria-label={label} />}
          {params.slotProps.input.endAdornment}
        </>
      ),
    },
  };
}
