/**
 * Admin tab 13 "Cohort Builder" list (spec 03 §2.2-2.3): Add New, Filter and Search; the count
 * line 'x of y cohorts' with 'Filters have been set.'; the paged, sortable table (created_at
 * descending, 50 a page). The filter is saved in the browser; Clear removes it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CohortListFilter, CohortSortColumn, CohortSortOrder } from '@shared/api/types/cohort-list';
import { COHORT_LIST_PAGE_SIZE, COHORT_LIST_TEXT as T } from '@shared/cohort-list';
import { DEBOUNCE_MS } from '@shared/constants';
import { errorText } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCohortList } from '../api/cohort-list';
import { CohortFilterModal } from './CohortFilterModal';
import { CohortTable } from './CohortTable';
import { isCohortFilterSet, storeCohortFilter, storedCohortFilter } from './filter-storage';

export interface CohortListProps {
  onAddNew(): void;
  onEdit(cohortId: number): void;
}

export function CohortList({ onAddNew, onEdit }: CohortListProps) {
  const [filter, setFilter] = useState<CohortListFilter>(storedCohortFilter);
  const [paging, setPaging] = useState({ page: 1, perPage: COHORT_LIST_PAGE_SIZE });
  const [sort, setSort] = useState<{ column: CohortSortColumn; order: CohortSortOrder }>({ column: 'created_at', order: 'desc' });
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, DEBOUNCE_MS.cohortSearch);
  const [filterOpen, setFilterOpen] = useState(false);

  const list = useCohortList({ ...paging, ...sort, filter, search: settledSearch });
  const answer = list.data;
  const filtersSet = isCohortFilterSet(filter) || settledSearch.trim() !== '';
  const differs = answer !== undefined && answer.cohorts.total !== answer.totalCohorts;

  const applyFilter = (next: CohortListFilter) => {
    storeCohortFilter(next);
    setFilter(next);
    setPaging((p) => ({ ...p, page: 1 }));
    setFilterOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={onAddNew}>
          Add New
        </Button>
        <Button
          variant={differs ? 'contained' : 'outlined'}
          color={differs ? 'secondary' : 'primary'}
          aria-pressed={differs}
          onClick={() => setFilterOpen(true)}
        >
          Filter
        </Button>
        <TextField
          size="small"
          type="search"
          label="Search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          sx={{ flex: '1 1 200px', maxWidth: 360 }}
          slotProps={{ htmlInput: { 'aria-label': 'Search cohorts' } }}
        />
      </Box>
      {answer && (
        <Typography data-testid="cohorts-count">
          {T.countLine(answer.cohorts.total, answer.totalCohorts)}
          {filtersSet ? ` ${T.filtersSet}` : ''}
        </Typography>
      )}
      {list.error ? <Alert severity="error">{errorText(list.error, T.loadFailed)}</Alert> : null}
      {!answer && !list.error ? <CircularProgress aria-label="Loading cohorts" /> : null}
      {answer && (
        <CohortTable
          page={answer.cohorts}
          column={sort.column}
          order={sort.order}
          onSort={(column, order) => {
            setSort({ column, order });
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          onPage={(page, perPage) => setPaging({ page, perPage })}
          onEdit={onEdit}
        />
      )}
      {filterOpen && (
        <CohortFilterModal initial={filter} onCancel={() => setFilterOpen(false)} onDone={applyFilter} onClear={() => applyFilter({})} />
      )}
    </Box>
  );
}
