/**
 * The Cohort Builder table (spec 03 §2.2): Title (the cohort's dashboard page, in a new tab),
 * Course, Delivery, Start, Next, Participants, Created, Modified (all sortable) and Edit, under the
 * count line. Paged with a size changer and a quick jumper (PagedTable). On a phone the table
 * scrolls sideways with the Title column kept in view.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CohortListResponse, CohortListRow, CohortSortColumn, CohortSortOrder } from '@shared/cohort-builder/list.types';
import { COHORT_LIST_PAGE_SIZES } from '@shared/cohort-builder/list.texts';
import { PagedTable, SortableHeader } from '../../components/PagedTable';
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
  answer: CohortListResponse | undefined;
  countLine: string;
  filtersSet: string | null;
  /** The answer shown is the previous question's while the new one loads. */
  stale: boolean;
  error: string | null;
  sort: { column: CohortSortColumn; order: CohortSortOrder };
  onSort: (column: CohortSortColumn, order: CohortSortOrder) => void;
  onPage: (page: number, perPage: number) => void;
  onEdit: (cohortId: number) => void;
}

function CohortRow({ row, onEdit }: { row: CohortListRow; onEdit: (cohortId: number) => void }) {
  const link = dashboardLink(row);
  const next = nextText(row.next);
  return (
    <TableRow hover>
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
}

export function CohortTable({ answer, countLine, filtersSet, stale, error, sort, onSort, onPage, onEdit }: Props) {
  const header = (column: CohortSortColumn, label: string, sx?: object) => (
    <SortableHeader key={column} column={column} label={label} sort={sort} first="asc" onSort={onSort} sx={sx} />
  );
  return (
    <PagedTable
      page={answer?.cohorts}
      countLine={countLine}
      filtersSet={filtersSet}
      stale={stale}
      countTestId="cohorts-count"
      error={error}
      loadingLabel="Loading cohorts"
      label="Cohorts"
      scrollerTestId="cohorts-scroller"
      pageSizes={COHORT_LIST_PAGE_SIZES}
      onPage={onPage}
      head={
        <>
          {header('name', 'Title', STICKY)}
          {COLUMNS.map(([column, label]) => header(column, label))}
          <TableCell>Edit</TableCell>
        </>
      }
      row={(row) => <CohortRow key={row.id} row={row} onEdit={onEdit} />}
    />
  );
}
