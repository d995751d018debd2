import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PendingLogRow } from '@shared/accounts/types';
import { formatInstant } from '@shared/format';
import { WhenBy } from '../components/WhenBy';
import { SearchedLog, useSearchedPages } from '../components/searched-pages';
import { usePendingUsersPage } from '../api/pending';

const HEADERS = ['Created', 'Username', 'Name', 'Email', 'State', 'May duplicate', 'Created by', 'Status', 'Changed by', 'Deleted by'];

const statusColor = (status: string) => (status === 'Pending' ? 'warning' : status === 'Deleted' ? 'default' : 'success');

/**
 * The status change: the record's updated_at is its time while the status says 'Changed to …'; a
 * deletion afterwards moves updated_at, so then only who changed it is known.
 */
const changed = (row: PendingLogRow) => ({ at: row.status.startsWith('Changed to') ? row.updated_at : null, by: row.who_changed });

/**
 * Admin tab 12, Pending Log (spec 02 §2, §4): accounts created as possible duplicates (same first
 * name, last name and state as an existing one), newest first, searchable, 50 a page, with their
 * status: Pending, Changed to {status} or Deleted, and who changed or deleted it and when.
 */
export default function PendingLogTab() {
  const pages = useSearchedPages(usePendingUsersPage);
  const { query } = pages;
  const rows = query.data?.list ?? [];
  return (
    <SearchedLog
      title="Pending Log"
      searchLabel="Search pending accounts"
      headers={HEADERS}
      emptyText="No pending accounts found."
      pages={pages}
      total={query.data?.totalPending ?? 0}
    >
      {rows.map((row) => (
        <TableRow key={row.user_id}>
          <TableCell>{formatInstant(row.created_at)}</TableCell>
          <TableCell>{row.new_user.username}</TableCell>
          <TableCell>{`${row.new_user.first_name} ${row.new_user.last_name}`}</TableCell>
          <TableCell>{row.new_user.email}</TableCell>
          <TableCell>{row.new_user.state ?? ''}</TableCell>
          <TableCell>{row.duplicated_user.map((u) => `${u.name} (${u.username})`).join(', ')}</TableCell>
          <TableCell>{row.who_create ?? 'TBD'}</TableCell>
          <TableCell>
            <Chip size="small" label={row.status} color={statusColor(row.status)} variant="outlined" />
          </TableCell>
          <TableCell>
            <WhenBy {...changed(row)} />
          </TableCell>
          <TableCell>
            <WhenBy at={row.new_user.deleted_at} by={row.new_user.who_delete} />
          </TableCell>
        </TableRow>
      ))}
    </SearchedLog>
  );
}
