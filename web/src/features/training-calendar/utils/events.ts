/** How a calendar event is shown and where it leads (spec 01 §2 "Training calendar"). */
import type { EventInput } from '@fullcalendar/core';
import type { CalendarEvent } from '@shared/calendar/types';
import { addDays } from '@shared/time';
import { rosterPath } from '@/lib/paths';

/** `Unit 4 Albany, NY - Ann Lee, Bo Park`, or with the cohort's name in place of its city. */
export function eventLabel(event: CalendarEvent, showNames: boolean): string {
  const { cohort } = event;
  const place = showNames ? cohort.name : `${cohort.city}, ${cohort.state.code}`;
  const label = `${event.title} ${place}`;
  const facilitators = event.facilitators.map((facilitator) => facilitator.name).join(', ');
  return facilitators ? `${label} - ${facilitators}` : label;
}

/**
 * The roster route of the event's unit. The calendar event names the day id `unit_id` and the
 * unit `event_id`; the roster route takes the day id as `{eventId}` and the unit as `{unitId}`.
 */
export function eventRosterPath(event: CalendarEvent): string {
  const { cohort } = event;
  return rosterPath({ cohortId: cohort.id, eventId: event.unit_id, unitId: String(event.event_id), postId: cohort.postId });
}

export interface CalendarEventProps {
  /** Null for a busy event, which opens nothing. */
  rosterPath: string | null;
  /**
   * The event's place in the server's answer: the grid stacks a day's events in that order, the
   * one `per_day` keeps the first of (FullCalendar's own order puts longer events first).
   */
  order: number;
}

/** The FullCalendar event: all-day, its inclusive end shown as FullCalendar's exclusive end. */
export function toEventInput(event: CalendarEvent, showNames: boolean, order: number): EventInput {
  const extendedProps: CalendarEventProps = { rosterPath: event.is_busy ? null : eventRosterPath(event), order };
  return {
    title: eventLabel(event, showNames),
    start: event.start,
    end: addDays(event.end, 1),
    allDay: true,
    backgroundColor: event.cohort.delivery_model.color,
    borderColor: event.cohort.delivery_model.color,
    textColor: event.cohort.delivery_model.text_color,
    interactive: !event.is_busy,
    classNames: event.is_busy ? ['calendar-event-busy'] : [],
    extendedProps,
  };
}
