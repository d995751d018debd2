/**
 * The Cohort Builder table (spec 03 §2.2): Title (the cohort's dashboard page, in a new tab),
 * Course, Delivery, Start, Next, Participants, Created, Modified (all sortable) and Edit, under the
 * count line. Paged with a size changer and a quick jumper (PagedTable). On a wide screen Edit stays
 * in view at the table's right edge; on a phone each cohort is a card with Edit first.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CohortListResponse, CohortListRow, CohortSortColumn, CohortSortOrder } from '@shared/cohort-builder/list.types';
import { COHORT_LIST_PAGE_SIZES } from '@shared/cohort-builder/list.texts';
import type { AdminColumn } from '../../components/AdminTable';
import { PagedTable } from '../../components/PagedTable';
import { authorshipText, dashboardLink, nextText, startText } from './cohort-cells';

/** The columns, Edit last (kept in view on a wide screen, first on a phone's card); all but Edit sortable, ascending first. */
function cohortColumns(onEdit: (cohortId: number) => void): AdminColumn<CohortListRow, CohortSortColumn>[] {
  const sorted = (column: CohortSortColumn) => ({ column, first: 'asc' as const });
  return [
    {
      label: 'Title',
      sort: sorted('name'),
      sx: { minWidth: 160 },
      cell: (row) => {
        const link = dashboardLink(row);
        return (
          <>
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
          </>
        );
      },
    },
    { label: 'Course', sort: sorted('course'), cell: (row) => row.course ?? '' },
    { label: 'Delivery', sort: sorted('delivery_model'), cell: (row) => row.delivery_model ?? '' },
    { label: 'Start', sort: sorted('start'), sx: { whiteSpace: 'nowrap' }, cell: (row) => startText(row.start) },
    {
      label: 'Next',
      sort: sorted('next'),
      cell: (row) => {
        const next = nextText(row.next);
        return (
          <>
            <div>{next.title}</div>
            {next.detail ? (
              <Typography variant="caption" color="text.secondary">
                {next.detail}
              </Typography>
            ) : null}
          </>
        );
      },
    },
    { label: 'Participants', sort: sorted('participants'), align: 'right', cell: (row) => row.participants },
    { label: 'Created', sort: sorted('created_at'), cell: (row) => authorshipText(row.created) },
    { label: 'Modified', sort: sorted('updated_at'), cell: (row) => authorshipText(row.modified) },
    {
      label: 'Edit',
      action: true,
      cell: (row) => (
        <Button size="small" onClick={() => onEdit(row.id)} aria-label={`Edit ${row.name}`}>
          Edit
        </Button>
      ),
    },
  ];
}

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

export function CohortTable({ answer, countLine, filtersSet, stale, error, sort, onSort, onPage, onEdit }: Props) {
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
      columns={cohortColumns(onEdit)}
      rowKey={(row) => row.id}
      sort={{ ...sort, onSort }}
    />
  );
}
