/** The searched, 50-a-page table of the Merge Log and the Pending Log (spec 02 §9); cards under 900 px (AdminTable). */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { LOG_PAGE_SIZE } from '@shared/accounts/types';
import { DEBOUNCE_MS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type AdminColumn, AdminTable } from './AdminTable';

/**
 * One page of a searched list: the search waits for typing to pause, a new search starts at page 1.
 * `usePage` is the list's query hook (features/admin/api), asked for the search and the page.
 */
export function useSearchedPages<T>(usePage: (search: string, page: number) => UseQueryResult<T>) {
  const [input, setInput] = useState('');
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const search = useDebouncedValue(input.trim(), DEBOUNCE_MS.userLookup);
  const page = paging.search === search ? paging.page : 1;
  const query = usePage(search, page);
  return { input, setInput, page, setPage: (next: number) => setPaging({ search, page: next }), query };
}

function SearchField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 320 }}
    />
  );
}

function LogPagination({ total, page, onPage }: { total: number; page: number; onPage: (page: number) => void }) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      onPageChange={(_event, zeroBased) => onPage(zeroBased + 1)}
      rowsPerPage={LOG_PAGE_SIZE}
      rowsPerPageOptions={[LOG_PAGE_SIZE]}
      showFirstButton
      showLastButton
    />
  );
}

interface SearchedLogProps<T, Row> {
  title: string;
  searchLabel: string;
  columns: readonly AdminColumn<Row>[];
  emptyText: string;
  pages: ReturnType<typeof useSearchedPages<T>>;
  /** How many match the search, over all pages. */
  total: number;
  /** The page's rows. */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Dialogs and notices of the tab. */
  extra?: ReactNode;
}

export function SearchedLog<T, Row>({
  title,
  searchLabel,
  columns,
  emptyText,
  pages,
  total,
  rows,
  rowKey,
  extra,
}: SearchedLogProps<T, Row>) {
  const { input, setInput, page, setPage, query } = pages;
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2}>
          <SearchField label={searchLabel} value={input} onChange={setInput} />
          {query.isError && <Alert severity="error">{errorText(query.error, MESSAGES.internalError)}</Alert>}
          <AdminTable
            label={title}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            empty={query.isSuccess && total === 0 ? emptyText : null}
          />
          <LogPagination total={total} page={page} onPage={setPage} />
        </Stack>
      </CardContent>
      {extra}
    </Card>
  );
}
