/**
 * Shapes of the training calendar calls (spec 01 §3 "Calendar", §7), shared by the calendar
 * group and the web. Dates are New York `YYYY-MM-DD`.
 */

export const CALENDAR_MODES = ['complete', 'my_schedule'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** Availability codes of a day (spec 01 §9): 0 busy, 1 free, 2 partial. */
export const AVAILABILITY = { busy: 0, free: 1, partial: 2 } as const;
export type Availability = (typeof AVAILABILITY)[keyof typeof AVAILABILITY];
/** The click cycle 1 → 0 → 2 → 1 (spec 01 §4). */
export const NEXT_AVAILABILITY: Record<Availability, Availability> = { 1: 0, 0: 2, 2: 1 };

/** The units with a schedule view in the complete calendar ('Unit 4, 5 and 6 Schedule'). */
export const SCHEDULE_UNITS = ['4', '5', '6'] as const;
export type ScheduleUnit = (typeof SCHEDULE_UNITS)[number];

/** The calendar's filter control; saved with POST /api/user/saveFilters type 'calendar'. */
export interface CalendarFilters {
  courses: number[];
  types: number[];
  states: number[];
  facilitators: number[];
  /** A unit schedule, or null. */
  unit: ScheduleUnit | null;
}

export interface CalendarEvent {
  /** 'orientation' or the unit number. */
  event_id: string;
  /** The event (day) id: the roster route's `{eventId}`. */
  unit_id: number;
  title: string;
  start: string;
  /** Last day of the event (inclusive); the web shows it one day later (exclusive end). */
  end: string;
  cohort: {
    id: number;
    name: string;
    city: string;
    state: { code: string };
    postId: number;
    delivery_model: { color: string; text_color: string };
  };
  facilitators: Array<{ name: string }>;
  /** The caller marked the day busy: the event does not open its roster. */
  is_busy: boolean;
}

export interface BusyDay {
  available_date: string;
  available: Availability;
}

export interface CalendarResponse {
  events: CalendarEvent[];
  busy_days: BusyDay[];
  /** With a unit schedule: the facilitators certified to run that unit. */
  certifications: Array<{ id: number; name: string }>;
  mode: CalendarMode;
  /** Whether this account may switch between My Schedule and Complete Calendar. */
  can_switch: boolean;
  /**
   * Not in the spec (issue 32), only with `per_day`: each day's number of events covering it that
   * were not sent (days with none are left out). A day's total is the events sent that cover it
   * plus this, so a unit schedule still tells which days have fewer events than certified
   * facilitators (spec 01 §4).
   */
  more_by_day?: Record<string, number>;
}

/** GET /api/calendar_date: today in New York (`YYYY-MM-DD`), where the calendar opens. */
export interface CalendarDateAnswer {
  start: string;
}

/** GET /api/get-years: the years the calendar can show. */
export interface CalendarYearsAnswer {
  years: number[];
}

/** POST /api/save-busy-days. */
export interface SaveBusyDayAnswer {
  saved: boolean;
  busy_day: BusyDay;
}

/** GET /api/me/calendar-feed: the person's private calendar subscription address (https). */
export interface CalendarFeedAnswer {
  url: string;
}

/** DELETE /api/me/calendar-feed. */
export interface CalendarFeedRevokedAnswer {
  revoked: true;
}
