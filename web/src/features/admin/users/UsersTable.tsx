/**
 * The users table (spec 02 §2): Username, Name, Privs ('[blank]' in red when none), Cohorts
 * (first five linking to their rosters, then an ellipsis), Course Bookmark, Created, Modified
 * (sortable), Action (Edit, or Merged). Missing values (null or the text NULL) show blank, an
 * absent who-created/updated TBD; phones as 000-000-0000. Paged with a size changer and a quick
 * jumper to a page (PagedTable), under the count line; on a phone, a card per account with Edit first.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SortOrder, UserListCohort, UserListResponse, UserListRow, UserSortColumn } from '@shared/users/list.types';
import { formatInstant, formatPhone } from '@shared/format';
import { USER_LIST_MESSAGES as M } from '@shared/users/list.texts';
import { visuallyHidden } from '@/components/visually-hidden';
import { rosterPath } from '@/lib/paths';
import type { AdminColumn } from '../components/AdminTable';
import { PagedTable } from '../components/PagedTable';

export const PAGE_SIZES = [10, 20, 50, 100];

/** The text NULL means missing (spec 02 §2). */
export const shown = (value: string | null | undefined) => (value === null || value === undefined || value === 'NULL' ? '' : value);

export function rosterLink(cohort: UserListCohort): string | null {
  if (!cohort.roster) return null;
  const { event_id, unit_id, post_id } = cohort.roster;
  return rosterPath({ cohortId: cohort.id, eventId: event_id, unitId: unit_id, postId: post_id });
}

function Cohorts({ row }: { row: UserListRow }) {
  return (
    <>
      {row.cohorts.map((cohort, i) => {
        const link = rosterLink(cohort);
        return (
          <span key={cohort.id}>
            {i > 0 ? ', ' : ''}
            {link ? (
              <Link component={RouterLink} to={link}>
                {cohort.name}
              </Link>
            ) : (
              cohort.name
            )}
          </span>
        );
      })}
      {row.more_cohorts ? ', …' : ''}
    </>
  );
}

/** A date kept on one line, and who made the change; TBD (spec) carries what it means for screen readers and on hover. */
function Who({ at, name }: { at: string; name: string | null }) {
  const who = shown(name);
  return (
    <>
      <Box sx={{ whiteSpace: 'nowrap' }}>{at ? formatInstant(at) : ''}</Box>
      <Typography variant="caption" color="text.secondary">
        {who || (
          // Relative, so that the hidden words stay inside the table's scroller instead of widening the page.
          <Box component="abbr" title={M.absentWhoMeaning} sx={{ position: 'relative' }}>
            {M.absentWho}
            <Box component="span" sx={visuallyHidden}>
              {` (${M.absentWhoMeaning})`}
            </Box>
          </Box>
        )}
      </Typography>
    </>
  );
}

interface Props {
  answer: UserListResponse | undefined;
  countLine: string;
  filtersSet: string | null;
  /** The answer shown is the previous question's while the new one loads. */
  stale: boolean;
  error: string | null;
  sort: { column: UserSortColumn; order: SortOrder };
  onSort: (column: UserSortColumn, order: SortOrder) => void;
  onPage: (page: number, perPage: number) => void;
  onEdit: (userId: number) => void;
}

/** The columns, Action last (kept in view on a wide screen, first on a phone's card). */
function userColumns(onEdit: (userId: number) => void): AdminColumn<UserListRow, UserSortColumn>[] {
  return [
    { label: 'Username', cell: (row) => shown(row.username) },
    {
      label: 'Name',
      cell: (row) => (
        <>
          <div>{shown(row.name)}</div>
          <Typography variant="caption" color="text.secondary">
            {[shown(row.email), formatPhone(shown(row.phone))].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    {
      label: 'Privs',
      cell: (row) =>
        row.role_names.length ? (
          row.role_names.join(', ')
        ) : (
          <Typography component="span" color="error" variant="body2">
            {M.blankPrivs}
          </Typography>
        ),
    },
    { label: 'Cohorts', cell: (row) => <Cohorts row={row} />, sx: { minWidth: 200 } },
    { label: 'Course Bookmark', cell: (row) => shown(row.course_bookmark) },
    { label: 'Created', cell: (row) => <Who at={row.created_at} name={row.created_by} />, sort: { column: 'created_at', first: 'desc' } },
    { label: 'Modified', cell: (row) => <Who at={row.updated_at} name={row.updated_by} />, sort: { column: 'updated_at', first: 'desc' } },
    {
      label: 'Action',
      action: true,
      cell: (row) =>
        row.merged ? (
          M.merged
        ) : (
          <Button size="small" onClick={() => onEdit(row.id)} aria-label={`Edit ${row.username}`}>
            Edit
          </Button>
        ),
    },
  ];
}

export function UsersTable({ answer, countLine, filtersSet, stale, error, sort, onSort, onPage, onEdit }: Props) {
  return (
    <PagedTable
      page={answer?.users}
      countLine={countLine}
      filtersSet={filtersSet}
      stale={stale}
      countTestId="users-count"
      error={error}
      loadingLabel="Loading accounts"
      label="Users"
      pageSizes={PAGE_SIZES}
      onPage={onPage}
      columns={userColumns(onEdit)}
      rowKey={(row) => row.id}
      sort={{ ...sort, onSort }}
    />
  );
}
