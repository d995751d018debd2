import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type CalendarMode, NEXT_AVAILABILITY } from '@shared/calendar/types';
import * as MESSAGES from '@shared/texts/general';
import { useMemo, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { useSaveAvailability } from '../api/availability';
import { type CalendarRange, useCalendarData, useCalendarYears } from '../api/calendar';
import { AvailabilityLegend } from '../components/AvailabilityLegend';
import { CalendarActions } from '../components/CalendarActions';
import { CertifiedFacilitatorsNote } from '../components/CertifiedFacilitatorsNote';
import { DayEventsDialog } from '../components/DayEventsDialog';
import { MonthGrid, focusMoreButton } from '../components/MonthGrid';
import { MonthNavigation } from '../components/MonthNavigation';
import { useCalendarFilters } from '../hooks/useCalendarFilters';
import { useCalendarFocus } from '../hooks/useCalendarFocus';
import { effectiveAvailability, storedAvailability } from '../utils/availability';

const sameRange = (a: CalendarRange | null, b: CalendarRange) => a?.start === b.start && a.end === b.end;
const NOTHING_MORE: Readonly<Record<string, number>> = {};

/**
 * /dashboard/calendar (spec 01 §2 "Training calendar"): the month view of cohort events, in the
 * caller's default view until they switch, with their availability in My Schedule.
 */
export default function CalendarPage() {
  const { date, today, goTo } = useCalendarFocus();
  const years = useCalendarYears();
  const { filters, apply: applyFilters, choices: filterChoices, ready: filtersReady, saveError: filterSaveError } = useCalendarFilters();
  const [requestedMode, setRequestedMode] = useState<CalendarMode>();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [showNames, setShowNames] = useState(false);
  const [moreDay, setMoreDay] = useState<string | null>(null);
  const calendar = useCalendarData(range, requestedMode, filters, filtersReady);
  const saveAvailability = useSaveAvailability();

  const data = calendar.data;
  const mode = data?.mode ?? null;
  const stored = useMemo(() => storedAvailability(data?.busy_days ?? []), [data]);
  const availabilityOf = mode === 'my_schedule' ? (day: string) => effectiveAvailability(day, stored) : null;
  const loading = !date || !today || !range || !filtersReady || calendar.isFetching;

  const cycleAvailability = (day: string) => {
    if (!availabilityOf) return;
    const previous = data?.busy_days.find((busyDay) => busyDay.available_date === day);
    saveAvailability.mutate({ day, available: NEXT_AVAILABILITY[availabilityOf(day)], previous });
  };

  const changeMode = (next: CalendarMode) => {
    setRequestedMode(next);
    // Unit schedules belong to the complete view.
    if (next === 'my_schedule' && filters.unit) applyFilters({ ...filters, unit: null });
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Training Calendar
      </Typography>
      <CalendarActions
        showNames={showNames}
        onToggleNames={() => setShowNames((current) => !current)}
        mode={requestedMode ?? mode}
        canSwitch={data?.can_switch ?? false}
        onModeChange={changeMode}
        filters={filters}
        filterChoices={filterChoices}
        onFiltersChange={applyFilters}
      />
      {mode === 'complete' && filters.unit && data && <CertifiedFacilitatorsNote unit={filters.unit} facilitators={data.certifications} />}
      {calendar.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(calendar.error, MESSAGES.internalError)}
        </Alert>
      )}
      {saveAvailability.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(saveAvailability.error, MESSAGES.internalError)}
        </Alert>
      )}
      {filterSaveError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(filterSaveError, MESSAGES.internalError)}
        </Alert>
      )}
      {date && today && <MonthNavigation date={date} today={today} years={years.data ?? []} onNavigate={goTo} />}
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Loading calendar" />}</Box>
      {date && today && (
        <>
          <MonthGrid
            date={date}
            today={today}
            events={data?.events ?? []}
            moreByDay={data?.more_by_day ?? NOTHING_MORE}
            onShowMore={setMoreDay}
            showNames={showNames}
            availabilityOf={availabilityOf}
            onDayClick={cycleAvailability}
            onRangeChange={(next) => setRange((current) => (sameRange(current, next) ? current : next))}
          />
          {availabilityOf && <AvailabilityLegend />}
          <DayEventsDialog
            day={moreDay}
            mode={mode ?? undefined}
            filters={filters}
            showNames={showNames}
            onClose={() => setMoreDay(null)}
            onExited={focusMoreButton}
          />
        </>
      )}
    </Box>
  );
}
