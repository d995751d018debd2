import type { DatesSetArg, DayCellContentArg, DayCellMountArg, EventClickArg, EventContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Availability, CalendarEvent } from '@shared/calendar/types';
import { addDays } from '@shared/time';
import { useEffect, useMemo, useRef } from 'react';
import type { CalendarRange } from '../api/calendar';
import { type CalendarEventProps, toEventInput } from '../utils/events';
import { dayName } from '../utils/month';
import { AVAILABILITY_STYLES } from './availability-styles';

// Stable references: FullCalendar re-reads its options on every render and rebuilds the view
// when an array option changes identity.
const PLUGINS = [dayGridPlugin, interactionPlugin];
const HIDDEN_DAYS = [0];
const EVENT_ORDER: keyof CalendarEventProps = 'order';

/** With `timeZone="UTC"` FullCalendar's dates are the calendar dates themselves. */
const dateOf = (date: Date) => date.toISOString().slice(0, 10);

function visibleRange(arg: DatesSetArg): CalendarRange {
  return { start: dateOf(arg.start), end: addDays(dateOf(arg.end), -1) };
}

function openRoster(arg: EventClickArg) {
  const { rosterPath } = arg.event.extendedProps as CalendarEventProps;
  if (rosterPath) window.open(rosterPath, '_blank');
}

/**
 * FullCalendar names a day cell by its number alone (aria-labelledby), so a day with events is
 * named '10' while it shows '10' and the events (WCAG 2.5.3): the cell is named by what it shows.
 */
function nameDayByContent(arg: DayCellMountArg) {
  arg.el.removeAttribute('aria-labelledby');
}

/** Focuses the "+N more" button of a day (the grid may have drawn it anew since it was pressed). */
export function focusMoreButton(day: string) {
  document.querySelector<HTMLElement>(`[data-more-day="${day}"]`)?.focus();
}

function EventLabel(arg: EventContentArg) {
  return (
    <span className="calendar-event-label" data-testid="calendar-event">
      {arg.event.title}
    </span>
  );
}

interface MonthGridProps {
  /** A day of the month to show. */
  date: string;
  today: string;
  events: readonly CalendarEvent[];
  /** Each day's events not sent (`more_by_day`): a day listed gets a "+N more" button. */
  moreByDay: Readonly<Record<string, number>>;
  onShowMore: (day: string) => void;
  showNames: boolean;
  /** Each day's availability (My Schedule), or null when days carry none. */
  availabilityOf: ((day: string) => Availability) | null;
  onDayClick: (day: string) => void;
  onRangeChange: (range: CalendarRange) => void;
}

/**
 * The month grid (FullCalendar day grid, Monday to Saturday). Events open their roster, in the
 * server's order; a day with more events than sent has a "+N more" button; days are tinted by
 * availability, and each day's number carries `data-testid="calendar-day"`, `data-date` and (My
 * Schedule) `data-availability`.
 */
export function MonthGrid({
  date,
  today,
  events,
  moreByDay,
  onShowMore,
  showNames,
  availabilityOf,
  onDayClick,
  onRangeChange,
}: MonthGridProps) {
  const calendarRef = useRef<FullCalendar>(null);
  const eventInputs = useMemo(() => events.map((event, order) => toEventInput(event, showNames, order)), [events, showNames]);

  useEffect(() => {
    // After React's commit: FullCalendar re-renders its React content with flushSync, which
    // React refuses while it is still committing (navigation clicks commit synchronously).
    queueMicrotask(() => calendarRef.current?.getApi().gotoDate(date));
  }, [date]);

  const dayClassNames = (arg: DayCellContentArg) =>
    availabilityOf ? [AVAILABILITY_STYLES[availabilityOf(dateOf(arg.date))].className] : [];

  const dayContent = (arg: DayCellContentArg) => {
    const day = dateOf(arg.date);
    const more = moreByDay[day] ?? 0;
    const number = (
      <span data-testid="calendar-day" data-date={day} data-availability={availabilityOf?.(day)}>
        {arg.dayNumberText}
      </span>
    );
    if (more === 0) return number;
    const total = more + events.filter((event) => event.start <= day && day <= event.end).length;
    return (
      <span className="calendar-day-top">
        {number}
        {/* fc-more-link: FullCalendar's dateClick ignores a press on its own "more" links, so this
            one does not change the day's availability either. */}
        <Button
          className="fc-more-link calendar-more"
          data-more-day={day}
          size="small"
          aria-label={`+${more} more: show all ${total} events on ${dayName(day)}`}
          onClick={() => onShowMore(day)}
        >
          +{more} more
        </Button>
      </span>
    );
  };

  return (
    <Box sx={[gridStyles, availabilityOf !== null && availabilityGridStyles]}>
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={date}
        timeZone="UTC"
        now={today}
        hiddenDays={HIDDEN_DAYS}
        headerToolbar={false}
        height="auto"
        eventDisplay="block"
        eventOrder={EVENT_ORDER}
        eventOrderStrict
        events={eventInputs}
        eventContent={EventLabel}
        eventClick={openRoster}
        dayCellClassNames={dayClassNames}
        dayCellContent={dayContent}
        dayCellDidMount={nameDayByContent}
        dateClick={availabilityOf ? (arg: DateClickArg) => onDayClick(arg.dateStr) : undefined}
        datesSet={(arg) => onRangeChange(visibleRange(arg))}
      />
    </Box>
  );
}

const gridStyles = {
  '& .fc .fc-daygrid-day-number': { flexGrow: 1, textAlign: 'right' },
  '& .calendar-day-top': {
    display: 'flex',
    flexDirection: 'row-reverse',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
  },
  '& .calendar-more': { minWidth: 0, px: 0.5, py: 0, fontSize: 'inherit', lineHeight: 1.5, textTransform: 'none' },
  '& .calendar-event-label': { display: 'block', whiteSpace: 'normal', px: 0.5 },
  '& .fc-event': { cursor: 'pointer' },
  '& .fc-event.calendar-event-busy': { cursor: 'default' },
} as const;

/** Availability tints replace FullCalendar's today highlight, which would hide them. */
const availabilityGridStyles = {
  '& .fc .fc-daygrid-day': { cursor: 'pointer' },
  '& .fc .fc-day-today .fc-daygrid-day-number': { fontWeight: 700 },
  ...Object.fromEntries(
    Object.values(AVAILABILITY_STYLES).map(({ className, color }) => [`& .fc .fc-daygrid-day.${className}`, { backgroundColor: color }]),
  ),
};
