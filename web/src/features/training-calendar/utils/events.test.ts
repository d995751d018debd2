import { describe, expect, it } from 'vitest';
import { calendarEvent } from '../test-data';
import { eventLabel, eventRosterPath, toEventInput } from './events';

describe('calendar events', () => {
  it('labels an event with its city and state code, or its cohort name, then the facilitators', () => {
    expect(eventLabel(calendarEvent(), false)).toBe('Unit 4 Albany, NY - Ann Lee, Bo Park');
    expect(eventLabel(calendarEvent({ title: 'Orientation' }), true)).toBe('Orientation NY Albany EDP 2025 #1 - Ann Lee, Bo Park');
    expect(eventLabel(calendarEvent({ facilitators: [] }), false)).toBe('Unit 4 Albany, NY');
  });

  it('leads to the roster with the day id as {eventId} and the unit as {unitId}', () => {
    expect(eventRosterPath(calendarEvent({ event_id: 'orientation', unit_id: 77 }))).toBe(
      '/dashboard/cohort/12/event/77/unit/orientation/cohort/3401',
    );
  });

  it('shows the inclusive last day through an exclusive end one day later, in the delivery model colours', () => {
    expect(toEventInput(calendarEvent({ start: '2026-02-27', end: '2026-02-28' }), false, 3)).toMatchObject({
      start: '2026-02-27',
      end: '2026-03-01',
      allDay: true,
      backgroundColor: '#1565c0',
      textColor: '#ffffff',
      interactive: true,
      extendedProps: { rosterPath: '/dashboard/cohort/12/event/901/unit/4/cohort/3401', order: 3 },
    });
  });

  it('gives a busy event no roster and no keyboard focus', () => {
    expect(toEventInput(calendarEvent({ is_busy: true }), false, 0)).toMatchObject({
      interactive: false,
      classNames: ['calendar-event-busy'],
      extendedProps: { rosterPath: null },
    });
  });
});
