import Chip from '@mui/material/Chip';
import type { PendingLogRow } from '@shared/accounts/types';
import { formatInstant } from '@shared/format';
import type { AdminColumn } from '../components/AdminTable';
import { WhenBy } from '../components/WhenBy';
import { SearchedLog, useSearchedPages } from '../components/searched-pages';
import { usePendingUsersPage } from '../api/pending';

const statusColor = (status: string) => (status === 'Pending' ? 'warning' : status === 'Deleted' ? 'default' : 'success');

/**
 * The status change: the record's updated_at is its time while the status says 'Changed to …'; a
 * deletion afterwards moves updated_at, so then only who changed it is known.
 */
const changed = (row: PendingLogRow) => ({ at: row.status.startsWith('Changed to') ? row.updated_at : null, by: row.who_changed });

const COLUMNS: AdminColumn<PendingLogRow>[] = [
  { label: 'Created', cell: (row) => formatInstant(row.created_at) },
  { label: 'Username', cell: (row) => row.new_user.username },
  { label: 'Name', cell: (row) => `${row.new_user.first_name} ${row.new_user.last_name}` },
  { label: 'Email', cell: (row) => row.new_user.email },
  { label: 'State', cell: (row) => row.new_user.state ?? '' },
  { label: 'May duplicate', cell: (row) => row.duplicated_user.map((u) => `${u.name} (${u.username})`).join(', ') },
  { label: 'Created by', cell: (row) => row.who_create ?? 'TBD' },
  { label: 'Status', cell: (row) => <Chip size="small" label={row.status} color={statusColor(row.status)} variant="outlined" /> },
  { label: 'Changed by', cell: (row) => <WhenBy {...changed(row)} /> },
  { label: 'Deleted by', cell: (row) => <WhenBy at={row.new_user.deleted_at} by={row.new_user.who_delete} /> },
];

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
      columns={COLUMNS}
      emptyText="No pending accounts found."
      pages={pages}
      total={query.data?.totalPending ?? 0}
      rows={rows}
      rowKey={(row) => row.user_id}
    />
  );
}
