import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { SearchInput } from '@/components/SearchOptions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { GuestOption } from '@shared/roster/types';
import { useGuestSearch } from '../api/makeups';

interface Props {
  cohortId: number;
  eventId: number;
  adding: boolean;
  /** Adds the chosen person; resolves true when they were added (the field is then cleared). */
  onAdd: (guest: GuestOption | null) => Promise<boolean>;
}

/** Add a make-up guest: search (500 ms debounce, ≥ 3 characters), out-of-state switch, plus button. */
export function AddGuest({ cohortId, eventId, adding, onAdd }: Props) {
  const [text, setText] = useState('');
  const [outState, setOutState] = useState(false);
  const [selected, setSelected] = useState<GuestOption | null>(null);
  const search = useDebouncedValue(text.trim(), DEBOUNCE_MS.guestSearch);
  const enabled = search.length >= SEARCH_MIN_CHARS && (selected === null || search !== selected.name);
  const guests = useGuestSearch({ cohortId, outState, eventId, search }, enabled);
  const options = enabled ? (guests.data ?? []) : selected ? [selected] : [];
  const searched = enabled && guests.isSuccess && !guests.isPlaceholderData;
  const noOptionsText = searched
    ? MESSAGES.noParticipantsWith(search)
    : text.trim().length < SEARCH_MIN_CHARS
      ? MESSAGES.searchMinChars
      : 'Searching…';

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="add-guest">
      <Autocomplete<GuestOption>
        sx={{ width: 340 }}
        size="small"
        options={options}
        value={selected}
        inputValue={text}
        filterOptions={(list) => list}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={({ key, ...optionProps }, option) => (
          <li key={key} {...optionProps}>
            {option.email ? `${option.name} (${option.email})` : option.name}
          </li>
        )}
        loading={enabled && guests.isFetching}
        noOptionsText={noOptionsText}
        onInputChange={(_, value) => setText(value)}
        onChange={(_, value) => setSelected(value)}
        renderInput={(params) => <SearchInput params={params} placeholder="Add a new participant" />}
      />
      <FormControlLabel
        control={<Switch checked={outState} onChange={(event) => setOutState(event.target.checked)} />}
        label="Out of state"
      />
      <Tooltip title="Add participant">
        <span>
          <IconButton
            color="primary"
            aria-label="Add participant"
            disabled={adding}
            onClick={async () => {
              if (await onAdd(selected)) {
                setSelected(null);
                setText('');
              }
            }}
          >
            <AddIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
