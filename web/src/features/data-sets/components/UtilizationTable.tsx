/**
 * One facilitator utilization table (spec 03 §2.12, §3 "Facilitator utilization row"): first and
 * last name (kept in view while the months scroll), then per month July to June the units,
 * sessions and hours, then the year's totals. The scrolling region takes the keyboard focus, so
 * it scrolls with the arrow keys.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UtilizationRow } from '@shared/reports/types';
import { UTILIZATION_MONTHS, type UtilizationMonth } from '@shared/reports/texts';

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

export function UtilizationTable({ title, rows, year }: { title: string; rows: UtilizationRow[]; year: number }) {
  const id = `utilization-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div>
      <Typography id={id} variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={`${title}: scroll sideways for every month`}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Table size="small" aria-labelledby={id} sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2} sx={sticky(FIRST, true)}>
                First
              </TableCell>
              <TableCell rowSpan={2} sx={{ ...sticky(SECOND, true), ...EDGE }}>
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
                  <TableCell key={`${month}-${figure}`} align="right" sx={i === 0 ? { borderLeft: 1, borderColor: 'divider' } : undefined}>
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
                  <TableCell sx={{ ...sticky(SECOND), ...EDGE, whiteSpace: 'normal !important' }}>{row.last}</TableCell>
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
    </div>
  );
}
