import Autocomplete from '@mui/material/Autocomplete';
import type { CohortCandidate } from '@shared/cohort-builder/people.types';
import { COHORT_PEOPLE_TEXT, SEARCH_ROLES_OF_LIST, type PeopleList } from '@shared/cohort-builder/people.texts';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { SearchInput, twoLineOption } from '@/components/SearchOptions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCohortPeopleSearch } from '../../api/cohort-people';

interface Props {
  list: PeopleList;
  /** The box's name, e.g. 'Add a facilitator'. */
  placeholder: string;
  /** Who is on the list already: not offered again. */
  exclude: readonly number[];
  onPick: (person: CohortCandidate) => void;
}

/** Search to add a person to one list (spec 03 §5: debounced 1300 ms, from 3 characters; merged and pending accounts never offered). */
export function PeoplePicker({ list, placeholder, exclude, onPick }: Props) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), DEBOUNCE_MS.cohortBuilderPeople);
  // Only what is typed now, once settled: a search for text since cleared (a person just picked) is not sent.
  const enabled = search.length >= SEARCH_MIN_CHARS && search === text.trim();
  const found = useCohortPeopleSearch(
    { users: search, list, roles: [...SEARCH_ROLES_OF_LIST[list]], exclude_users: [...exclude].sort((a, b) => a - b) },
    enabled,
  );
  const options = text.trim().length >= SEARCH_MIN_CHARS ? (found.data ?? []) : [];
  const noOptionsText =
    text.trim().length < SEARCH_MIN_CHARS
      ? MESSAGES.searchMinChars
      : found.isError
        ? COHORT_PEOPLE_TEXT.searchFailed
        : enabled && found.isSuccess && !found.isPlaceholderData
          ? COHORT_PEOPLE_TEXT.userNotFound
          : 'Searching…';

  return (
    <Autocomplete<CohortCandidate>
      fullWidth
      sx={{ maxWidth: { sm: 420 } }}
      size="small"
      options={options}
      value={null}
      inputValue={text}
      filterOptions={(all) => all}
      getOptionLabel={(option) => `${option.first_name} ${option.last_name}`}
      isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
      renderOption={(optionProps, option) =>
        twoLineOption(
          optionProps,
          `${option.first_name} ${option.last_name}${option.status === 'inactive' ? ' (inactive)' : ''}`,
          option.email,
        )
      }
      loading={enabled && found.isFetching}
      noOptionsText={noOptionsText}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_, person) => {
        if (!person) return;
        setText('');
        onPick(person);
      }}
      renderInput={(params) => <SearchInput params={params} placeholder={placeholder} />}
    />
  );
}
