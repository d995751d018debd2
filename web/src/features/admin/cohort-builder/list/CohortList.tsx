/**
 * Admin tab 13 "Cohort Builder" list (spec 03 §2.2-2.3): Add New, Filter and Search; the count
 * line 'x of y cohorts' with 'Filters have been set.'; the paged, sortable table (created_at
 * descending, 50 a page). The filter is saved in the browser; Clear removes it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { CohortSortColumn } from '@shared/cohort-builder/list.types';
import { COHORT_LIST_PAGE_SIZE, COHORT_LIST_TEXT as T } from '@shared/cohort-builder/list.texts';
import { DEBOUNCE_MS } from '@shared/constants';
import { errorText } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FilterButton } from '../../components/PagedTable';
import { useListControls } from '../../components/use-list-controls';
import { useCohortList } from '../api/cohort-list';
import { CohortFilterModal } from './CohortFilterModal';
import { CohortTable } from './CohortTable';
import { savedCohortFilter } from './filter-storage';

export interface CohortListProps {
  onAddNew(): void;
  onEdit(cohortId: number): void;
}

const DEFAULT_SORT = { column: 'created_at' as CohortSortColumn, order: 'desc' as const };

export function CohortList({ onAddNew, onEdit }: CohortListProps) {
  const controls = useListControls(savedCohortFilter, DEFAULT_SORT, COHORT_LIST_PAGE_SIZE);
  const { filter, paging, sort } = controls;
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, DEBOUNCE_MS.cohortSearch);

  const list = useCohortList({ ...paging, ...sort, filter, search: settledSearch });
  const answer = list.data;
  const filtersSet = savedCohortFilter.isSet(filter) || settledSearch.trim() !== '';
  const differs = answer !== undefined && answer.cohorts.total !== answer.totalCohorts;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={onAddNew}>
          Add New
        </Button>
        <FilterButton selected={differs} onClick={controls.openFilter} />
        <TextField
          size="small"
          type="search"
          label="Search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            controls.firstPage();
          }}
          sx={{ flex: '1 1 200px', maxWidth: 360 }}
          slotProps={{ htmlInput: { 'aria-label': 'Search cohorts' } }}
        />
      </Box>
      <CohortTable
        answer={answer}
        countLine={answer ? T.countLine(answer.cohorts.total, answer.totalCohorts) : ''}
        filtersSet={filtersSet ? T.filtersSet : null}
        stale={list.isPlaceholderData}
        error={list.error ? errorText(list.error, T.loadFailed) : null}
        sort={sort}
        onSort={controls.setSort}
        onPage={controls.setPage}
        onEdit={onEdit}
      />
      {controls.filterOpen && (
        <CohortFilterModal
          initial={filter}
          onCancel={controls.closeFilter}
          onDone={controls.applyFilter}
          onClear={() => controls.applyFilter({})}
        />
      )}
    </Box>
  );
}
