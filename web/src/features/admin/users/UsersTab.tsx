/**
 * Admin tab 1 "Users" (spec 02 §2): Add User, Export, Filter and Search; the accounts-view
 * drop-down (saved on the server, default 3); the count line; the paged, sortable table; the
 * user modal for Add User and Edit, after whose save the list reloads.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { USERS_PAGE_SIZE, type AccountsView, type UserSortColumn } from '@shared/users/list.types';
import { USER_LIST_MESSAGES as M } from '@shared/users/list.texts';
import { DownloadStatus } from '@/components/DownloadStatus';
import { errorText } from '@/lib/api-client';
import { useDownload } from '@/lib/download';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { UserModal } from '../components/user-modal/UserModal';
import { useChooseView, useRefreshUserList, useSavedView, useUserList } from '../api/users';
import { FilterButton } from '../components/PagedTable';
import { useListControls } from '../components/use-list-controls';
import { savedUsersFilter } from './filter-storage';
import { UserFilterModal } from './UserFilterModal';
import { UsersTable } from './UsersTable';

/** Spec 02 §9: search-as-you-type settles after 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

export const VIEW_OPTIONS: Array<[AccountsView, string]> = [
  [1, 'Omit Feedback Diagnostics accounts'],
  [2, 'Only Feedback Diagnostics accounts'],
  [3, 'All accounts, Feedback Diagnostics included'],
];

const DEFAULT_SORT = { column: 'updated_at' as UserSortColumn, order: 'desc' as const };

export default function UsersTab() {
  const refreshList = useRefreshUserList();
  // The view lives in the query cache, not in this tab's state: the admin area unmounts a tab that is left.
  const view = useSavedView().data?.filter ?? null;
  const chooseView = useChooseView();
  const controls = useListControls(savedUsersFilter, DEFAULT_SORT, USERS_PAGE_SIZE);
  const { filter, paging, sort } = controls;
  const [searchOpen, setSearchOpen] = useState(false);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<{ userId: number | null } | null>(null);
  const download = useDownload();

  const list = useUserList(view === null ? null : { ...paging, ...sort, filter, view, search: settledSearch });
  const answer = list.data;
  const filtered = savedUsersFilter.isSet(filter) || settledSearch.trim() !== '';
  const differs = answer !== undefined && answer.users.total !== answer.totalUsers;

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
        <FilterButton selected={differs} onClick={controls.openFilter} />
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
              controls.firstPage();
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
            controls.firstPage();
          }}
          sx={{ maxWidth: 420 }}
        />
      )}
      <DownloadStatus download={download} describeError={() => M.exportFailed} />
      <UsersTable
        answer={answer}
        countLine={answer ? M.countLine(answer.users.total, answer.totalUsers) : ''}
        filtersSet={filtered ? M.filtersSet : null}
        stale={list.isPlaceholderData}
        error={list.error ? errorText(list.error, M.invalidFilter) : null}
        sort={sort}
        onSort={controls.setSort}
        onPage={controls.setPage}
        onEdit={(userId) => setEditing({ userId })}
      />
      {controls.filterOpen && (
        <UserFilterModal
          initial={filter}
          onCancel={controls.closeFilter}
          onDone={controls.applyFilter}
          onClear={() => controls.applyFilter({})}
        />
      )}
      {editing && <UserModal userId={editing.userId} onClose={closeModal} />}
    </Box>
  );
}
