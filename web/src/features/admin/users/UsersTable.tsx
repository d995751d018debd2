/**
 * The users table (spec 02 §2): Username, Name, Privs ('[blank]' in red when none), Cohorts
 * (first five linking to their rosters, then an ellipsis), Course Bookmark, Created, Modified
 * (sortable), Action (Edit, or Merged). Missing values (null or the text NULL) show blank, an
 * absent who-created/updated TBD; phones as 000-000-0000. Paged with a size changer and a quick
 * jumper to a page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SortOrder, UserListCohort, UserListPage, UserListRow, UserSortColumn } from '@shared/api/types/users';
import { formatInstant, formatPhone } from '@shared/format';
import { USER_LIST_MESSAGES as M } from '@shared/messages';
import { rosterPath } from '@/lib/paths';

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

function Who({ at, name }: { at: string; name: string | null }) {
  return (
    <>
      <div>{at ? formatInstant(at) : ''}</div>
      <Typography variant="caption" color="text.secondary">
        {shown(name) || M.absentWho}
      </Typography>
    </>
  );
}

interface Props {
  page: UserListPage;
  column: UserSortColumn;
  order: SortOrder;
  onSort: (column: UserSortColumn, order: SortOrder) => void;
  onPage: (page: number, perPage: number) => void;
  onEdit: (userId: number) => void;
}

export function UsersTable({ page, column, order, onSort, onPage, onEdit }: Props) {
  const [jump, setJump] = useState('');
  const sortable = (key: UserSortColumn, label: string) => (
    <TableSortLabel
      active={column === key}
      direction={column === key ? order : 'desc'}
      onClick={() => onSort(key, column === key && order === 'desc' ? 'asc' : 'desc')}
    >
      {label}
    </TableSortLabel>
  );
  const goTo = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= page.last_page) onPage(target, page.per_page);
    setJump('');
  };
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Username</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Privs</TableCell>
              <TableCell>Cohorts</TableCell>
              <TableCell>Course Bookmark</TableCell>
              <TableCell sortDirection={column === 'created_at' ? order : false}>{sortable('created_at', 'Created')}</TableCell>
              <TableCell sortDirection={column === 'updated_at' ? order : false}>{sortable('updated_at', 'Modified')}</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.data.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{shown(row.username)}</TableCell>
                <TableCell>
                  <div>{shown(row.name)}</div>
                  <Typography variant="caption" color="text.secondary">
                    {[shown(row.email), formatPhone(shown(row.phone))].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell>
                  {row.role_names.length ? (
                    row.role_names.join(', ')
                  ) : (
                    <Typography component="span" color="error" variant="body2">
                      {M.blankPrivs}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Cohorts row={row} />
                </TableCell>
                <TableCell>{shown(row.course_bookmark)}</TableCell>
                <TableCell>
                  <Who at={row.created_at} name={row.created_by} />
                </TableCell>
                <TableCell>
                  <Who at={row.updated_at} name={row.updated_by} />
                </TableCell>
                <TableCell>
                  {row.merged ? (
                    M.merged
                  ) : (
                    <Button size="small" onClick={() => onEdit(row.id)} aria-label={`Edit ${row.username}`}>
                      Edit
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <TablePagination
          component="div"
          count={page.total}
          page={Math.max(0, page.current_page - 1)}
          rowsPerPage={page.per_page}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, zeroBased) => onPage(zeroBased + 1, page.per_page)}
          onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
          showFirstButton
          showLastButton
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
