/**
 * An admin list's table that fits its width (issue 34, "Actions in reach"). The tab says what its columns are
 * (label, cell, whether it holds the row's actions, how it sorts) and this table lays them out:
 * - from 900 px (the theme's md) a table; it scrolls sideways inside its container when it must, the last column
 *   holding actions staying in view at its right edge;
 * - under 900 px each row is a card: its actions first, then each other column as "label value". The markup stays
 *   a table (explicit roles, the header row hidden from the eye), so rows, cells and column headers are still read
 *   as such; sortable columns get a "Sort by" bar above the cards.
 */
import Box from '@mui/material/Box';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Key, ReactNode } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';

export type SortOrder = 'asc' | 'desc';

export interface AdminColumn<Row, Sort extends string = string> {
  /** The header's text; on a card, the value's label. Unique within the table. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** The row's actions (Edit, Print, Upload…): first on a card, without a label; kept in view on a wide table when last. */
  action?: boolean;
  /** Sortable: the list's sort column, and the order a first click asks for. */
  sort?: { column: Sort; first: SortOrder };
  /** The cell's and the header's styles on a wide table (min widths, no wrapping…). */
  sx?: SxProps<Theme>;
  align?: 'left' | 'right';
}

export interface AdminTableSort<Sort extends string> {
  column: Sort;
  order: SortOrder;
  onSort: (column: Sort, order: SortOrder) => void;
}

export interface AdminTableProps<Row, Sort extends string = string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly AdminColumn<Row, Sort>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The sorted column and the change of sort, for columns with `sort`. */
  sort?: AdminTableSort<Sort>;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** The test id of the table's container (the scroller on a wide screen). */
  testId?: string;
}

/** Cards below the theme's md breakpoint (900 px), as the roster's compact table. */
export function useStackedTable(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

/** Clicking the sorted column turns its order round; another column starts at its `first`. */
export function nextSort<Sort extends string>(sort: AdminTableSort<Sort>, column: Sort, first: SortOrder): SortOrder {
  if (sort.column !== column) return first;
  return sort.order === first ? (first === 'asc' ? 'desc' : 'asc') : first;
}

export function AdminTable<Row, Sort extends string = string>(props: AdminTableProps<Row, Sort>) {
  return useStackedTable() ? <StackedTable {...props} /> : <WideTable {...props} />;
}

/**
 * The last column, when it holds actions, sticks to the right edge of a table wider than its container, a line at
 * its left where the other columns pass under it.
 */
const STICKY_END = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

function WideTable<Row, Sort extends string>({ label, columns, rows, rowKey, sort, empty, testId }: AdminTableProps<Row, Sort>) {
  const last = columns.length - 1;
  const sx = (column: AdminColumn<Row, Sort>, i: number): SxProps<Theme> =>
    [i === last && column.action ? STICKY_END : {}, ...(Array.isArray(column.sx) ? column.sx : [column.sx])] as SxProps<Theme>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }} data-testid={testId}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, i) => {
              const active = sort !== undefined && column.sort !== undefined && sort.column === column.sort.column;
              return (
                <TableCell key={column.label} align={column.align} sortDirection={active ? sort.order : false} sx={sx(column, i)}>
                  {sort && column.sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.order : column.sort.first}
                      onClick={() => column.sort && sort.onSort(column.sort.column, nextSort(sort, column.sort.column, column.sort.first))}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column, i) => (
                <TableCell key={column.label} align={column.align} sx={sx(column, i)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A card per row: the table's parts laid out as blocks; a value that renders nothing hides its label too. */
const CARDS = {
  display: 'block',
  '& > tbody': { display: 'block' },
  '& > tbody > tr': {
    display: 'block',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    px: 1.5,
    py: 1,
    mb: 1.5,
  },
  '& > tbody > tr > td': { border: 0, px: 0, py: 0.5 },
  '& td[data-action]': { display: 'inline-flex', alignItems: 'center', mr: 1, py: 0, verticalAlign: 'middle' },
  '& td[data-field]': {
    display: 'grid',
    gridTemplateColumns: 'minmax(6.5rem, 35%) minmax(0, 1fr)',
    columnGap: 1,
    overflowWrap: 'anywhere',
  },
  '& td[data-field]:has(> [data-value]:empty)': { display: 'none' },
} as const;

function StackedTable<Row, Sort extends string>({ label, columns, rows, rowKey, sort, empty, testId }: AdminTableProps<Row, Sort>) {
  // The actions first: in the markup too, so the keyboard meets them in the order the eye does.
  const ordered = [...columns.filter((c) => c.action), ...columns.filter((c) => !c.action)];
  const sortable = sort ? columns.filter((c) => c.sort) : [];
  return (
    <Box data-testid={testId} data-layout="cards">
      {sort && sortable.length > 0 ? (
        <Box
          role="group"
          aria-label={`Sort ${label}`}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mb: 1 }}
        >
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            Sort by
          </Typography>
          {sortable.map((column) => {
            const active = sort.column === column.sort?.column;
            return (
              <TableSortLabel
                key={column.label}
                active={active}
                direction={active ? sort.order : column.sort?.first}
                aria-pressed={active}
                onClick={() => column.sort && sort.onSort(column.sort.column, nextSort(sort, column.sort.column, column.sort.first))}
              >
                {column.label}
                {active ? (
                  <Box component="span" sx={visuallyHidden}>
                    {sort.order === 'asc' ? ', ascending' : ', descending'}
                  </Box>
                ) : null}
              </TableSortLabel>
            );
          })}
        </Box>
      ) : null}
      <Table size="small" aria-label={label} role="table" sx={CARDS}>
        <TableHead role="rowgroup" sx={visuallyHidden}>
          <TableRow role="row">
            {ordered.map((column) => {
              const active = sort !== undefined && column.sort !== undefined && sort.column === column.sort.column;
              return (
                <TableCell key={column.label} role="columnheader" sortDirection={active ? sort.order : false}>
                  {column.label}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {rows.map((row) => (
            <TableRow key={rowKey(row)} role="row">
              {ordered.map((column) =>
                column.action ? (
                  <TableCell key={column.label} role="cell" data-action="">
                    {column.cell(row)}
                  </TableCell>
                ) : (
                  <TableCell key={column.label} role="cell" data-field="">
                    <Typography variant="body2" component="div" color="text.secondary" sx={{ fontWeight: 600 }}>
                      {column.label}
                    </Typography>
                    <Box data-value="" sx={{ minWidth: 0 }}>
                      {column.cell(row)}
                    </Box>
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
          {rows.length === 0 && empty ? (
            <TableRow role="row">
              <TableCell role="cell" colSpan={ordered.length}>
                {empty}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}
