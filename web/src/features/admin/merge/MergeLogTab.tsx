import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MergeLogRow } from '@shared/accounts/types';
import { formatInstant } from '@shared/format';
import { MERGE_TEXT } from '@shared/accounts/texts';
import { useState } from 'react';
import { errorText } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import type { AdminColumn } from '../components/AdminTable';
import { UserModal } from '../components/user-modal/UserModal';
import { useMergeLogPage, useReverseMerge } from '../api/merge';
import { SearchedLog, useSearchedPages } from '../components/searched-pages';

/**
 * Admin tab 11, Merge Log (spec 02 §2, §6): every merge, newest first, searchable, 50 a page.
 * The primary username opens that account in the user modal (the users tab's edit, our "user
 * view") unless the primary is an administrator or senior admin: then it is plain text.
 * Reverse (confirmed) puts back what the merge changed and keeps later edits; the answer names a
 * chosen field whose later edit was kept, or why the reversal was refused.
 */
export default function MergeLogTab() {
  const pages = useSearchedPages(useMergeLogPage);
  const { query } = pages;
  const [opened, setOpened] = useState<number | null>(null);
  const [reversing, setReversing] = useState<MergeLogRow | null>(null);
  const { notice, setNotice, close } = useNotice();
  const reverse = useReverseMerge({
    onSuccess: (answer) => {
      setNotice({ severity: 'success', text: answer.message });
      void query.refetch();
    },
    onError: (error) => setNotice({ severity: 'warning', text: errorText(error, MERGE_TEXT.notReversed) }),
    onSettled: () => setReversing(null),
  });

  const rows = query.data?.logs ?? [];
  const columns: AdminColumn<MergeLogRow>[] = [
    { label: 'Merged', cell: (row) => formatInstant(row.created_at) },
    {
      label: 'Secondary (old) account',
      cell: (row) => `${row.old_account.first_name} ${row.old_account.last_name} (${row.old_cms_id}) ${row.old_account.email}`,
    },
    { label: 'Old username', cell: (row) => row.old_username },
    { label: 'Old state', cell: (row) => row.old_state ?? '' },
    {
      label: 'Primary username',
      cell: (row) =>
        row.primary_link ? (
          <Link component="button" type="button" onClick={() => setOpened(row.primary_account.nisl_id)}>
            {row.primary_account.username}
          </Link>
        ) : (
          row.primary_account.username
        ),
    },
    {
      label: 'Primary account',
      cell: (row) =>
        `${row.primary_account.first_name} ${row.primary_account.last_name} (${row.primary_account.nisl_id}) ${row.primary_account.email}`,
    },
    { label: 'State living', cell: (row) => row.primary_account.state_living ?? '' },
    { label: 'Merged by', cell: (row) => row.who_merged ?? '' },
    {
      label: 'Reverse',
      action: true,
      cell: (row) =>
        row.reversed_at ? (
          <Typography
            variant="body2"
            color="text.secondary"
          >{`Reversed ${formatInstant(row.reversed_at)}${row.who_reversed ? ` by ${row.who_reversed}` : ''}`}</Typography>
        ) : (
          <Button size="small" onClick={() => setReversing(row)} aria-label={`Reverse merge of ${row.old_username}`}>
            Reverse
          </Button>
        ),
    },
  ];
  return (
    <SearchedLog
      title="Merge Log"
      searchLabel="Search merges"
      columns={columns}
      emptyText="No merges found."
      pages={pages}
      total={query.data?.totalLogs ?? 0}
      rows={rows}
      rowKey={(row) => row.id}
      extra={
        <>
          <ConfirmDialog
            open={reversing !== null}
            text={MERGE_TEXT.reverseConfirm}
            confirmColor="error"
            confirmLabel="Reverse"
            busy={reverse.isPending}
            onConfirm={() => reversing && reverse.mutate(reversing.id)}
            onCancel={() => setReversing(null)}
          />
          <NoticeSnackbar notice={notice} onClose={close} />
          {opened !== null && <UserModal userId={opened} onClose={() => setOpened(null)} />}
        </>
      }
    />
  );
}
