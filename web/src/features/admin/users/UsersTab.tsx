/**
 * Admin tab 1 "Users" (spec 02 §2): Add User, Export, Filter and Search; the accounts-view
 * drop-down (saved on the server, default 3); the count line; the paged, sortable table; the
 * user modal for Add User and Edit, after whose save the list reloads.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { USERS_PAGE_SIZE, type AccountsView, type SortOrder, type UserListFilter, type UserSortColumn } from '@shared/api/types/users';
import { USER_LIST_MESSAGES as M } from '@shared/messages';
import { DownloadStatus } from '@/components/DownloadStatus';
import { errorText } from '@/lib/api-client';
import { useDownload } from '@/lib/download';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { UserModal } from '../user-modal/UserModal';
import { useChooseView, useRefreshUserList, useSavedView, useUserList } from '../api/users';
import { isFilterSet, storedFilter, storeFilter } from './filter-storage';
import { UserFilterModal } from './UserFilterModal';
import { UsersTable } from './UsersTable';

/** Spec 02 §9: search-as-you-type settles after 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

export const VIEW_OPTIONS: Array<[AccountsView, string]> = [
  [1, 'Omit Feedback Diagnostics accounts'],
  [2, 'Only Feedback Diagnostics accounts'],
  [3, 'All accounts, Feedback Diagnostics included'],
];

export default function UsersTab() {
  const refreshList = useRefreshUserList();
  // The view lives in the query cache, not in this tab's state: the admin area unmounts a tab that is left.
  const view = useSavedView().data?.filter ?? null;
  const chooseView = useChooseView();
  const [filter, setFilter] = useState<UserListFilter>(storedFilter);
  const [paging, setPaging] = useState({ page: 1, perPage: USERS_PAGE_SIZE });
  const [sort, setSort] = useState<{ column: UserSortColumn; order: SortOrder }>({ column: 'updated_at', order: 'desc' });
  const [searchOpen, setSearchOpen] = useState(false);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filterOpen, setFilterOpen] = useState(false);
  const [editing, setEditing] = useState<{ userId: number | null } | null>(null);
  const download = useDownload();

  const list = useUserList(view === null ? null : { ...paging, ...sort, filter, view, search: settledSearch });
  const answer = list.data;
  const filtered = isFilterSet(filter) || settledSearch.trim() !== '';
  const differs = answer !== undefined && answer.users.total !== answer.totalUsers;

  const applyFilter = (next: UserListFilter) => {
    storeFilter(next);
    setFilter(next);
    setPaging((p) => ({ ...p, page: 1 }));
    setFilterOpen(false);
  };
  const closeModal = (changed: boolean) => {
    setEditing(null);
    if (changed) refreshList();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={() => setEditing({ userId: null })}>
          Add User
        </Button>
        <Button
          variant="outlined"
          disabled={download.running !== null || view === null}
          onClick={() =>
            void download.start('Accounts', 'GET /api/export-csv', {
              query: { filter: JSON.stringify(filter), filterDiagnosticsUsers: view ?? 3, search: settledSearch.trim() || undefined },
            })
          }
        >
          Export
        </Button>
        <Button
          variant={differs ? 'contained' : 'outlined'}
          color={differs ? 'secondary' : 'primary'}
          aria-pressed={differs}
          onClick={() => setFilterOpen(true)}
        >
          Filter
        </Button>
        <Button variant={searchOpen ? 'contained' : 'outlined'} onClick={() => setSearchOpen((open) => !open)}>
          Search
        </Button>
        {view !== null && (
          <TextField
            select
            size="small"
            label="Accounts"
            value={view}
            onChange={(event) => {
              chooseView(Number(event.target.value) as AccountsView);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            sx={{ minWidth: 300 }}
          >
            {VIEW_OPTIONS.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {`${value}. ${label}`}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {searchOpen && (
        <TextField
          size="small"
          autoFocus
          label="Search by name, username or email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          sx={{ maxWidth: 420 }}
        />
      )}
      <DownloadStatus download={download} describeError={() => M.exportFailed} />
      {answer && (
        <Typography data-testid="users-count">
          {M.countLine(answer.users.total, answer.totalUsers)}
          {filtered ? ` ${M.filtersSet}` : ''}
        </Typography>
      )}
      {list.error ? <Alert severity="error">{errorText(list.error, M.invalidFilter)}</Alert> : null}
      {!answer && !list.error ? <CircularProgress aria-label="Loading accounts" /> : null}
      {answer && (
        <UsersTable
          page={answer.users}
          column={sort.column}
          order={sort.order}
          onSort={(column, order) => {
            setSort({ column, order });
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          onPage={(page, perPage) => setPaging({ page, perPage })}
          onEdit={(userId) => setEditing({ userId })}
        />
      )}
      {filterOpen && (
        <UserFilterModal initial={filter} onCancel={() => setFilterOpen(false)} onDone={applyFilter} onClear={() => applyFilter({})} />
      )}
      {editing && <UserModal userId={editing.userId} onClose={closeModal} />}
    </Box>
  );
}
