import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CohortInfo, RosterResponse } from '@shared/roster/types';
import { CO_FACILITATOR_NAMES } from '@shared/constants';
import { formatCalendarDate as formatDate, formatClockTime as formatTime } from '@shared/format';
import { TBD, realPeople, shortList } from '../utils/roster';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Typography variant="body2" data-testid={testId}>
      <Box component="strong">{`${label}:`}</Box> {value}
    </Typography>
  );
}

const dateText = (date: string | null) => (date ? formatDate(date) : TBD);

/** Date/Time, From/To or Start/End, then the staff lines (spec 01 §2 "Roster screen"). */
export function RosterDetails({ cohort, roster }: { cohort: CohortInfo; roster: RosterResponse }) {
  const producers = realPeople(roster.producers);
  const advisers = realPeople(roster.advisers.length > 0 ? roster.advisers : cohort.advisers);
  const facilitators = realPeople(roster.facilitators);
  const firstDay = roster.days[0];
  const from = roster.from ?? firstDay?.date ?? null;
  const to = roster.to ?? roster.days.at(-1)?.date ?? null;
  const start = formatTime(firstDay?.startTime ?? null);
  const end = formatTime(firstDay?.endTime ?? null);
  const time = start ? (end ? `${start} – ${end}` : start) : TBD;
  const adviserLabel = cohort.isCoaching ? (advisers.length > 1 ? 'Coaches' : 'Coach') : 'AL Adviser';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 0.5 }} data-testid="roster-details">
      <Box>
        {cohort.isCoaching ? (
          <>
            <Line label="Start" value={dateText(from)} testId="roster-start" />
            <Line label="End" value={dateText(to)} testId="roster-end" />
          </>
        ) : roster.days.length <= 1 ? (
          <>
            <Line label="Date" value={dateText(firstDay?.date ?? null)} testId="roster-date" />
            <Line label="Time" value={time} testId="roster-time" />
          </>
        ) : (
          <>
            <Line label="From" value={dateText(from)} testId="roster-from" />
            <Line label="To" value={dateText(to)} testId="roster-to" />
          </>
        )}
      </Box>
      <Box>
        <Line label="Facilitator" value={facilitators.length > 0 ? shortList(facilitators) : 'UNASSIGNED'} testId="roster-facilitator" />
        {roster.cofacilitators.length > 0 && (
          <Line
            label="Co-Facilitator"
            value={shortList(realPeople(roster.cofacilitators), CO_FACILITATOR_NAMES.shown, CO_FACILITATOR_NAMES.ellipsisFrom)}
            testId="roster-cofacilitator"
          />
        )}
        {producers.length > 0 && <Line label="Producer" value={shortList(producers)} testId="roster-producer" />}
        {advisers.length > 0 && <Line label={adviserLabel} value={shortList(advisers)} testId="roster-adviser" />}
      </Box>
    </Box>
  );
}
