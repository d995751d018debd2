/**
 * Admin tab 15, Certificates (spec 03 §2.7, §4, §5, §7, §9): Export, Filter and search above the
 * certificates (user name, cohort name, created, voided, reason for voiding), 50 a page, sorted by
 * a column. Void (holders of the `certificates` role, active certificates only) asks for the reason
 * in a modal showing the user and cohort; Restore gives a void one back; Print fetches the issued
 * PDF (disabled when void).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CertificateListFilter, CertificateListRow } from '@shared/certificates/list.types';
import { CERTIFICATE_LIST, CERTIFICATE_LIST_TEXT as T, type CertificateSortColumn } from '@shared/certificates/list.texts';
import { DEBOUNCE_MS } from '@shared/constants';
import { formatInstant } from '@shared/format';
import { internalError } from '@shared/texts/http';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { NoticeSnackbar, useNotice } from '@/components/NoticeSnackbar';
import { errorText } from '@/lib/api-client';
import { useDownload } from '@/lib/download';
import { effectiveRoles, rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { AdminColumn } from '../../components/AdminTable';
import { FilterButton, type ListPage, PagedTable, type SortOrder } from '../../components/PagedTable';
import { listQuery, useCertificates, useRestoreCertificate } from '../api/certificates';
import { CertificatesFilter, certificatesFilter } from './CertificatesFilter';
import { VoidDialog } from './VoidDialog';

const COLUMNS: ReadonlyArray<readonly [CertificateSortColumn, string]> = [
  ['user_name', 'User Name'],
  ['cohort_name', 'Cohort Name'],
  ['created_at', 'Created'],
  ['void_at', 'Voided'],
  ['void_reason', 'Reason for Voiding'],
];

/** Who and when, the name under the time. */
function WhenWho({ at, by }: { at: string | null; by: string | null }) {
  return (
    <>
      {at ? formatInstant(at) : ''}
      {by ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {by}
        </Box>
      ) : null}
    </>
  );
}

const CELLS: Record<CertificateSortColumn, (c: CertificateListRow) => ReactNode> = {
  user_name: (c) => c.user_name,
  cohort_name: (c) => c.cohort_name,
  created_at: (c) => <WhenWho at={c.created_at} by={c.created_by_name} />,
  void_at: (c) => <WhenWho at={c.void_at} by={c.void_by_name} />,
  void_reason: (c) => c.void_reason ?? '',
};

export default function CertificatesTab() {
  const { nislData } = useSession();
  const mayVoid = effectiveRoles(rolesOf(nislData)).includes('certificates');
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), DEBOUNCE_MS.userLookup);
  const [filter, setFilter] = useState<CertificateListFilter>(() => certificatesFilter.stored());
  const [filterOpen, setFilterOpen] = useState(false);
  const [sort, setSort] = useState<{ column: CertificateSortColumn; order: SortOrder }>({
    column: CERTIFICATE_LIST.defaultColumn,
    order: CERTIFICATE_LIST.defaultOrder,
  });
  const [paging, setPaging] = useState<{ key: string; page: number; perPage: number }>({
    key: '',
    page: 1,
    perPage: CERTIFICATE_LIST.perPage,
  });
  const key = JSON.stringify([search, filter, sort]);
  const page = paging.key === key ? paging.page : 1;
  const query = { search, filter, column: sort.column, order_by: sort.order, page, per_page: paging.perPage };
  const list = useCertificates(query);
  const restore = useRestoreCertificate();
  const download = useDownload();
  const [voiding, setVoiding] = useState<CertificateListRow | null>(null);
  const [restoring, setRestoring] = useState<CertificateListRow | null>(null);
  const { notice, setNotice, close } = useNotice();

  const answer = list.data;
  const shown: ListPage<CertificateListRow> | undefined = answer && {
    data: answer.certificates,
    total: answer.totalCertificates,
    current_page: answer.page,
    per_page: answer.per_page,
    last_page: Math.max(1, Math.ceil(answer.totalCertificates / answer.per_page)),
  };
  const filtered = certificatesFilter.isSet(filter) || search !== '';

  function confirmRestore() {
    if (!restoring) return;
    restore.mutate(
      { cohortId: restoring.cohort_id, userId: restoring.user_id },
      {
        onSuccess: (done) => setNotice({ severity: 'success', text: done.message }),
        onError: (error) => setNotice({ severity: 'error', text: errorText(error, internalError) }),
        onSettled: () => setRestoring(null),
      },
    );
  }

  const columns: AdminColumn<CertificateListRow, CertificateSortColumn>[] = [
    ...COLUMNS.map(([column, label]) => ({
      label,
      sort: { column, first: column === 'created_at' || column === 'void_at' ? ('desc' as const) : ('asc' as const) },
      cell: CELLS[column],
      sx: column === 'void_reason' ? { maxWidth: 280, overflowWrap: 'anywhere' } : undefined,
    })),
    {
      label: 'Actions',
      action: true,
      cell: (c) => (
        <Stack direction="row" spacing={1}>
          {mayVoid && !c.void_at ? (
            <Button size="small" color="error" onClick={() => setVoiding(c)} aria-label={`Void the certificate of ${c.user_name}`}>
              Void
            </Button>
          ) : null}
          {mayVoid && c.void_at ? (
            <Button size="small" onClick={() => setRestoring(c)} aria-label={`Restore the certificate of ${c.user_name}`}>
              Restore
            </Button>
          ) : null}
          <Button
            size="small"
            disabled={Boolean(c.void_at) || c.id === null || download.running !== null}
            onClick={() => c.id !== null && download.start(`print-${c.id}`, 'GET /api/reissue_certificate/{id}', { params: { id: c.id } })}
            aria-label={`Print the certificate of ${c.user_name}`}
          >
            Print
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader title="Certificates" />
      <CardContent>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="outlined"
              disabled={download.running !== null}
              onClick={() =>
                download.start('export', 'GET /api/export_certificate', {
                  query: (({ page: _p, per_page: _pp, ...rest }) => rest)(listQuery(query)),
                })
              }
            >
              Export
            </Button>
            <FilterButton selected={certificatesFilter.isSet(filter)} onClick={() => setFilterOpen(true)} />
            <TextField
              size="small"
              type="search"
              label="Search"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              sx={{ minWidth: { xs: '100%', sm: 280 } }}
              slotProps={{ htmlInput: { 'aria-label': 'Search by user or cohort name', maxLength: CERTIFICATE_LIST.maxSearchChars } }}
            />
          </Box>
          {download.error ? (
            <Alert severity="error" onClose={download.clearError}>
              {errorText(download.error, internalError)}
            </Alert>
          ) : null}
          <PagedTable
            page={shown}
            countLine={shown && shown.total === 0 ? T.empty : `${shown?.total ?? 0} certificate${shown?.total === 1 ? '' : 's'}`}
            filtersSet={filtered && shown?.total ? 'Filters have been set.' : null}
            stale={list.isPlaceholderData}
            countTestId="certificates-count"
            error={list.error ? errorText(list.error, internalError) : null}
            loadingLabel="Loading certificates"
            label="Certificates"
            columns={columns}
            rowKey={(c) => `${c.cohort_id}-${c.user_id}`}
            sort={{ ...sort, onSort: (column, order) => setSort({ column, order }) }}
            pageSizes={[CERTIFICATE_LIST.perPage, 100]}
            onPage={(p, perPage) => setPaging({ key, page: p, perPage })}
          />
        </Stack>
      </CardContent>
      {filterOpen ? (
        <CertificatesFilter
          value={filter}
          onCancel={() => setFilterOpen(false)}
          onApply={(next) => {
            certificatesFilter.store(next);
            setFilter(next);
            setFilterOpen(false);
          }}
        />
      ) : null}
      {voiding ? (
        <VoidDialog
          certificate={voiding}
          onClose={(message) => {
            setVoiding(null);
            if (message) setNotice({ severity: 'success', text: message });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        text={restoring ? `${T.restoreQuestion} ${restoring.user_name}, ${restoring.cohort_name}` : ''}
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      />
      <NoticeSnackbar notice={notice} onClose={close} />
    </Card>
  );
}
