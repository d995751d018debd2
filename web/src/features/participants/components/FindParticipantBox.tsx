import Autocomplete from '@mui/material/Autocomplete';
import type { UserSearchHit } from '@shared/participants/types';
import { SEARCH_MIN_CHARS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SearchInput, twoLineOption } from '@/components/SearchOptions';
import { useUserSearch } from '../api/participants';

const ParticipantDialog = lazy(() => import('./ParticipantDialog'));

/** Someone the caller may open: the server sends their e-mail only then (docs/decisions/security.md, "Find participant"). */
const mayOpen = (hit: UserSearchHit) => 'email' in hit;

/** The spec names no debounce for this box; 300 ms keeps typing from firing a call per key. */
export const FIND_PARTICIPANT_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The top bar's find-participant box (spec 01 §2): type-ahead from 3 characters, then the participant dialog. */
export default function FindParticipantBox() {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const text = input.trim();
  const term = useDebounced(text, FIND_PARTICIPANT_DEBOUNCE_MS);
  const enough = term.length >= SEARCH_MIN_CHARS;
  const search = useUserSearch(term, enough);
  const settled = enough && term === text && !search.isFetching;
  const options = text.length >= SEARCH_MIN_CHARS ? (search.data ?? []) : [];

  return (
    <>
      <Autocomplete<UserSearchHit, false, false, false>
        options={options}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setInput(value);
        }}
        onChange={(_event, hit) => {
          if (!hit || !mayOpen(hit)) return;
          setSelected(hit.key);
          setInput('');
          setOpen(false);
        }}
        open={open && text.length >= SEARCH_MIN_CHARS && !(settled && search.isError)}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        filterOptions={(x) => x}
        getOptionLabel={(hit) => hit.name}
        getOptionKey={(hit) => hit.key}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        getOptionDisabled={(hit) => !mayOpen(hit)}
        loading={!settled}
        loadingText="Searching…"
        noOptionsText={MESSAGES.userNotFound}
        autoHighlight
        clearOnBlur={false}
        forcePopupIcon={false}
        size="small"
        sx={{ width: { xs: 160, sm: 260 } }}
        renderOption={(props, hit) =>
          twoLineOption(props, hit.name, 'email' in hit ? hit.email || hit.username : MESSAGES.notYourParticipant)
        }
        renderInput={(params) => (
          <SearchInput params={params} placeholder="Find participant" sx={{ bgcolor: 'background.paper', borderRadius: 1 }} />
        )}
      />
      {selected !== null && (
        <Suspense fallback={null}>
          <ParticipantDialog userId={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}
