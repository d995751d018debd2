/**
 * An admin list's paged table (Users, spec 02 §2; Cohort Builder, spec 03 §2.2): the count line 'x of y …' with
 * the filters-set text, the load error or spinner, the table (AdminTable: its columns fit the width, cards with the
 * row's actions first under 900 px), the pager with a page size changer that wraps, and a 'Go to page' quick jumper
 * (Enter or leaving it). The Filter button that shows itself selected is FilterButton.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type AdminColumn, AdminTable, type AdminTableSort } from './AdminTable';

export type { SortOrder } from './AdminTable';

/** One page of a list as the list routes answer it. */
export interface ListPage<Row> {
  data: Row[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

interface Props<Row, Sort extends string = string> {
  /** The page, once the list has answered. */
  page: ListPage<Row> | undefined;
  /** The count line ('x of y …'), shown with the page. */
  countLine: string;
  /** 'Filters have been set.' (or the list's wording) when a filter or search is active; null otherwise. */
  filtersSet: string | null;
  /**
   * True while `page` is the previous question's answer and the new one is loading (keepPreviousData): the count
   * line keeps the filters-set text it had, so it never claims a filter the numbers beside it do not reflect yet.
   */
  stale?: boolean;
  countTestId: string;
  /** The load error's text, or null. */
  error: string | null;
  loadingLabel: string;
  /** The table's accessible name. */
  label: string;
  columns: readonly AdminColumn<Row, Sort>[];
  rowKey: (row: Row) => string | number;
  /** The sorted column and the change of sort, for sortable columns. */
  sort?: AdminTableSort<Sort>;
  pageSizes: readonly number[];
  onPage: (page: number, perPage: number) => void;
  scrollerTestId?: string;
}

export function PagedTable<Row, Sort extends string = string>({
  page,
  countLine,
  filtersSet,
  stale = false,
  countTestId,
  error,
  loadingLabel,
  ...table
}: Props<Row, Sort>) {
  const [shownNote, setShownNote] = useState(filtersSet);
  // Derived while rendering (React's pattern for state that follows a prop), so no frame shows a mismatch.
  if (!stale && shownNote !== filtersSet) setShownNote(filtersSet);
  return (
    <>
      {page && (
        <Typography data-testid={countTestId} aria-busy={stale}>
          {countLine}
          {shownNote ? ` ${shownNote}` : ''}
        </Typography>
      )}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!page && !error ? <CircularProgress aria-label={loadingLabel} /> : null}
      {page && <TableWithPager page={page} {...table} />}
    </>
  );
}

function TableWithPager<Row, Sort extends string>({
  page,
  label,
  columns,
  rowKey,
  sort,
  pageSizes,
  onPage,
  scrollerTestId,
}: Omit<Props<Row, Sort>, 'countLine' | 'filtersSet' | 'stale' | 'countTestId' | 'error' | 'loadingLabel'> & { page: ListPage<Row> }) {
  const [jump, setJump] = useState('');
  const goTo = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= page.last_page) onPage(target, page.per_page);
    setJump('');
  };
  return (
    <Box>
      <AdminTable label={label} columns={columns} rows={page.data} rowKey={rowKey} sort={sort} testId={scrollerTestId} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <TablePagination
          component="div"
          count={page.total}
          page={Math.max(0, Math.min(page.current_page, page.last_page) - 1)}
          rowsPerPage={page.per_page}
          rowsPerPageOptions={[...pageSizes]}
          onPageChange={(_, zeroBased) => onPage(zeroBased + 1, page.per_page)}
          onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
          showFirstButton
          showLastButton
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
        />
        <TextField
          size="small"
          label="Go to page"
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') goTo();
          }}
          onBlur={() => jump && goTo()}
          sx={{ width: 120 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Go to page' } }}
        />
      </Box>
    </Box>
  );
}

/** The list's Filter button, shown selected (contained, secondary, pressed) while the filtered count differs from the total (spec 03 §2.3). */
export function FilterButton({ selected, onClick }: { selected: boolean; onClick: () => void }) {
  return (
    <Button
      variant={selected ? 'contained' : 'outlined'}
      color={selected ? 'secondary' : 'primary'}
      aria-pressed={selected}
      onClick={onClick}
    >
      Filter
    </Button>
  );
}
