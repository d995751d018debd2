import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { monthTitle, sameMonthIn, shiftMonth, yearOf } from '../utils/month';
import { YearSelect } from './YearSelect';

interface MonthNavigationProps {
  date: string;
  today: string;
  years: readonly number[];
  /** A day, or a move from the month the last navigation went to (which a quick second click has not seen drawn yet). */
  onNavigate: (to: string | ((from: string) => string)) => void;
}

/** Previous / next month, Today, the month's title and the year picker. */
export function MonthNavigation({ date, today, years, onNavigate }: MonthNavigationProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <IconButton aria-label="Previous month" onClick={() => onNavigate((from) => shiftMonth(from, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label="Next month" onClick={() => onNavigate((from) => shiftMonth(from, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Button variant="outlined" onClick={() => onNavigate(today)}>
        Today
      </Button>
      <Typography variant="h5" component="h2" sx={{ flexGrow: 1, px: 1 }}>
        {monthTitle(date)}
      </Typography>
      <YearSelect year={yearOf(date)} years={years} onChange={(year) => onNavigate((from) => sameMonthIn(from, year))} />
    </Stack>
  );
}
