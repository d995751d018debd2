/**
 * One facilitator utilization table (spec 03 §2.12, §3 "Facilitator utilization row"): first and
 * last name (kept in view while the months scroll), then per month July to June the units,
 * sessions and hours, then the year's totals. The scrolling region takes the keyboard focus, so
 * it scrolls with the arrow keys. A page of rows at a time (the answer holds that page only), with
 * the pager under the table when there is more than one.
 *
 * On a phone a month or two fit beside the names, so the scroll is made visible (issue 34): while
 * the table is wider than its box a line above it says so, a shade on the right edge shows that
 * more months follow, and once scrolled a shadow under the sticky names marks where the months
 * pass beneath them.
 */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UtilizationRow } from '@shared/reports/types';
import { UTILIZATION_MONTHS, UTILIZATION_PAGE, type UtilizationMonth } from '@shared/reports/texts';
import { type RefObject, useEffect, useRef, useState } from 'react';

const NAME_WIDTH = { xs: 88, sm: 130 };
const sticky = (left: { xs: number; sm: number }, header = false) => ({
  position: 'sticky',
  left,
  zIndex: header ? 3 : 1,
  bgcolor: 'background.paper',
  minWidth: NAME_WIDTH,
  maxWidth: NAME_WIDTH,
  overflowWrap: 'anywhere',
});
const SECOND = { xs: NAME_WIDTH.xs, sm: NAME_WIDTH.sm };
/** The last sticky column marks where the months scroll under it. */
const EDGE = { borderRight: 1, borderRightColor: 'divider' };
const FIRST = { xs: 0, sm: 0 };

/** "Jul 2026": July to December are in the program year's first calendar year, January to June in the next. */
export function monthLabel(month: UtilizationMonth, year: number): string {
  const index = UTILIZATION_MONTHS.indexOf(month);
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${index < 6 ? year : year + 1}`;
}

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

const FIGURES = ['Units', 'Sessions', 'Hours'] as const;

/** The visible scroll cue's text. */
export const SCROLL_CUE = 'Scroll sideways for every month';

interface ScrollState {
  /** The table is wider than its box. */
  overflows: boolean;
  /** Scrolled away from the start: the months pass under the names. */
  scrolled: boolean;
  /** More months to the right. */
  more: boolean;
}

/** Where the box is scrolled to, followed on scroll and on resize. */
function useScrollState(ref: RefObject<HTMLElement | null>): ScrollState {
  const [state, setState] = useState<ScrollState>({ overflows: false, scrolled: false, more: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const update = () => {
      const room = box.scrollWidth - box.clientWidth;
      const next = { overflows: room > 1, scrolled: box.scrollLeft > 1, more: box.scrollLeft < room - 1 };
      setState((old) => (old.overflows === next.overflows && old.scrolled === next.scrolled && old.more === next.more ? old : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(box);
    if (box.firstElementChild) resized?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
  return state;
}

/** The shown page (from 1) of a table and its rows on every page (absent when the answer is not paged). */
export interface UtilizationPaging {
  page: number;
  total: number | undefined;
  onPage: (page: number) => void;
}

export function UtilizationTable({
  title,
  rows,
  year,
  paging,
}: {
  title: string;
  rows: UtilizationRow[];
  year: number;
  paging: UtilizationPaging;
}) {
  const id = `utilization-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const scroller = useRef<HTMLDivElement>(null);
  const { overflows, scrolled, more } = useScrollState(scroller);
  return (
    <div>
      <Typography id={id} variant="h6" component="h3" sx={{ mt: 2, mb: overflows ? 0 : 1 }}>
        {title}
      </Typography>
      {overflows ? (
        <Typography
          variant="body2"
          data-testid="utilization-scroll-cue"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1, color: 'text.secondary' }}
        >
          {SCROLL_CUE}
          <ArrowForward fontSize="small" aria-hidden />
        </Typography>
      ) : null}
      <Box
        sx={{
          position: 'relative',
          // The shade on the right edge: more months follow.
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 1,
            right: 1,
            bottom: 1,
            width: 24,
            pointerEvents: 'none',
            borderTopRightRadius: 4,
            borderBottomRightRadius: 4,
            background: 'linear-gradient(to right, rgba(0,0,0,0), rgba(0,0,0,0.14))',
            opacity: more ? 1 : 0,
            transition: 'opacity 150ms',
          },
        }}
      >
        <TableContainer
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={`${title}: scroll sideways for every month`}
          data-scrolled={scrolled}
          data-more={more}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            // The months pass under the names: a shadow on the sticky columns' edge.
            '&[data-scrolled="true"] .utilization-edge': { boxShadow: '4px 0 6px -2px rgba(0,0,0,0.25)' },
          }}
        >
          <Table size="small" aria-labelledby={id} sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell rowSpan={2} sx={sticky(FIRST, true)}>
                  First
                </TableCell>
                <TableCell rowSpan={2} className="utilization-edge" sx={{ ...sticky(SECOND, true), ...EDGE }}>
                  Last
                </TableCell>
                {UTILIZATION_MONTHS.map((month) => (
                  <TableCell key={month} colSpan={3} align="center" sx={{ borderLeft: 1, borderColor: 'divider' }}>
                    {monthLabel(month, year)}
                  </TableCell>
                ))}
                <TableCell colSpan={3} align="center" sx={{ borderLeft: 1, borderColor: 'divider' }}>
                  Total
                </TableCell>
              </TableRow>
              <TableRow>
                {[...UTILIZATION_MONTHS, 'total'].flatMap((month) =>
                  FIGURES.map((figure, i) => (
                    <TableCell
                      key={`${month}-${figure}`}
                      align="right"
                      sx={i === 0 ? { borderLeft: 1, borderColor: 'divider' } : undefined}
                    >
                      {figure}
                    </TableCell>
                  )),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={2 + 3 * 13}>No facilitators match the filter.</TableCell>
                </TableRow>
              ) : (
                rows.map((row) => (
                  <TableRow key={row.user_id}>
                    <TableCell component="th" scope="row" sx={{ ...sticky(FIRST), whiteSpace: 'normal !important' }}>
                      {row.first}
                    </TableCell>
                    <TableCell className="utilization-edge" sx={{ ...sticky(SECOND), ...EDGE, whiteSpace: 'normal !important' }}>
                      {row.last}
                    </TableCell>
                    {UTILIZATION_MONTHS.flatMap((month) => [
                      <TableCell key={month} align="right" sx={{ borderLeft: 1, borderColor: 'divider' }}>
                        {number(row[month])}
                      </TableCell>,
                      <TableCell key={`${month}_session`} align="right">
                        {number(row[`${month}_session`])}
                      </TableCell>,
                      <TableCell key={`${month}_hours`} align="right">
                        {number(row[`${month}_hours`])}
                      </TableCell>,
                    ])}
                    <TableCell align="right" sx={{ borderLeft: 1, borderColor: 'divider', fontWeight: 600 }}>
                      {number(row.total_units)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {number(row.total_sessions)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {number(row.total_hours)}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      {paging.total !== undefined && paging.total > UTILIZATION_PAGE.perPage ? (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.page - 1}
          rowsPerPage={UTILIZATION_PAGE.perPage}
          rowsPerPageOptions={[UTILIZATION_PAGE.perPage]}
          onPageChange={(_event, zeroBased) => paging.onPage(zeroBased + 1)}
          showFirstButton
          showLastButton
        />
      ) : null}
    </div>
  );
}
