/**
 * The Cohort Builder table (spec 03 §2.2): Title (the cohort's dashboard page, in a new tab),
 * Course, Delivery, Start, Next, Participants, Created, Modified (all sortable) and Edit. Paged
 * with a size changer and a quick jumper. On a phone the table scrolls sideways with the Title
 * column kept in view.
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
import type { CohortListPage, CohortSortColumn, CohortSortOrder } from '@shared/api/types/cohort-list';
import { COHORT_LIST_PAGE_SIZES } from '@shared/cohort-list';
import { authorshipText, dashboardLink, nextText, startText } from './cohort-cells';

/** The Title column stays in view while the rest scrolls sideways (phones). */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 160 } as const;

const COLUMNS: Array<[CohortSortColumn, string]> = [
  ['course', 'Course'],
  ['delivery_model', 'Delivery'],
  ['start', 'Start'],
  ['next', 'Next'],
  ['participants', 'Participants'],
  ['created_at', 'Created'],
  ['updated_at', 'Modified'],
];

interface Props {
  page: CohortListPage;
  column: CohortSortColumn;
  order: CohortSortOrder;
  onSort: (column: CohortSortColumn, order: CohortSortOrder) => void;
  onPage: (page: number, perPage: number) => void;
  onEdit: (cohortId: number) => void;
}

export function CohortTable({ page, column, order, onSort, onPage, onEdit }: Props) {
  const [jump, setJump] = useState('');
  const header = (key: CohortSortColumn, label: string, sx?: object) => (
    <TableCell key={key} sortDirection={column === key ? order : false} sx={sx}>
      <TableSortLabel
        active={column === key}
        direction={column === key ? order : 'asc'}
        onClick={() => onSort(key, column === key && order === 'asc' ? 'desc' : 'asc')}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const goTo = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= page.last_page) onPage(target, page.per_page);
    setJump('');
  };
  return (
    <Box>
      <TableContainer sx={{ overflowX: 'auto' }} data-testid="cohorts-scroller">
        <Table size="small" aria-label="Cohorts">
          <TableHead>
            <TableRow>
              {header('name', 'Title', STICKY)}
              {COLUMNS.map(([key, label]) => header(key, label))}
              <TableCell>Edit</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.data.map((row) => {
              const link = dashboardLink(row);
              const next = nextText(row.next);
              return (
                <TableRow key={row.id} hover>
                  <TableCell sx={STICKY}>
                    {link ? (
                      <Link href={link} target="_blank" rel="noopener">
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {[`ID ${row.id}`, row.city, row.state].filter(Boolean).join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.course ?? ''}</TableCell>
                  <TableCell>{row.delivery_model ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{startText(row.start)}</TableCell>
                  <TableCell>
                    <div>{next.title}</div>
                    {next.detail ? (
                      <Typography variant="caption" color="text.secondary">
                        {next.detail}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{row.participants}</TableCell>
                  <TableCell>{authorshipText(row.created)}</TableCell>
                  <TableCell>{authorshipText(row.modified)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onEdit(row.id)} aria-label={`Edit ${row.name}`}>
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <TablePagination
          component="div"
          count={page.total}
          page={Math.max(0, Math.min(page.current_page, page.last_page) - 1)}
          rowsPerPage={page.per_page}
          rowsPerPageOptions={[...COHORT_LIST_PAGE_SIZES]}
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
