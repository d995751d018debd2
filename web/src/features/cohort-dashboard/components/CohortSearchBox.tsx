import Autocomplete from '@mui/material/Autocomplete';
import type { CohortSearchResponse } from '@shared/dashboard/types';
import { DEBOUNCE_MS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { SearchInput, twoLineOption } from '@/components/SearchOptions';
import { errorText } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCohortSearch, useCohortSuggestions } from '../api/dashboard';
import { CohortSearchNoticeDialog } from './CohortSearchNoticeDialog';

type CohortHit = CohortSearchResponse['cohorts'][number];

export interface CohortSearchBoxProps {
  /** Enter on a name that matches cohorts: list the cohorts whose name contains it. */
  onSearchName: (name: string) => void;
  /** A cohort chosen from the suggestions. */
  onChooseCohort: (cohort: CohortHit) => void;
  /** The box was cleared: drop what it had applied. */
  onClear: () => void;
}

/**
 * The toolbar's cohort-name search (spec 01 §2): suggestions as you type (debounced), Enter
 * searches the typed name and says 'Cohort not found' when nothing matches.
 */
export function CohortSearchBox({ onSearchName, onChooseCohort, onClear }: CohortSearchBoxProps) {
  const searchCohorts = useCohortSearch();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const term = useDebouncedValue(input.trim(), DEBOUNCE_MS.cohortSearch);
  const suggestions = useCohortSuggestions(term, open);

  async function searchName(name: string) {
    setOpen(false);
    try {
      const hits = await searchCohorts(name);
      if (hits.length === 0) setNotice(MESSAGES.cohortNotFound);
      else onSearchName(name);
    } catch (error) {
      // A refusal's own text (spec 01 §8: a non-empty search message is shown); a failure, what failed.
      setNotice(errorText(error, MESSAGES.internalError));
    }
  }

  return (
    <>
      <Autocomplete<CohortHit, false, false, true>
        freeSolo
        options={suggestions.data ?? []}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason === 'reset') return;
          setInput(value);
          if (reason === 'clear') onClear();
        }}
        onChange={(_event, choice) => {
          if (typeof choice === 'string') {
            const name = choice.trim();
            if (name) void searchName(name);
          } else if (choice) {
            setInput(choice.name);
            onChooseCohort(choice);
          }
        }}
        // Enter is used up here: left to the browser, its keypress would land on the notice dialog's
        // OK button, focused as the dialog opens when the answer is already cached (Enter after a
        // pause), and close 'Cohort not found' before anyone saw it.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        filterOptions={(options) => options}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
        loading={suggestions.isFetching}
        loadingText="Searching…"
        size="small"
        sx={{ width: { xs: '100%', sm: 280 } }}
        renderOption={(props, option) => twoLineOption(props, option.name, `${option.city}, ${option.state}`)}
        renderInput={(params) => <SearchInput params={params} placeholder="Search cohort name" testId="cohort-search" />}
      />
      {notice !== null && <CohortSearchNoticeDialog message={notice} onClose={() => setNotice(null)} />}
    </>
  );
}
