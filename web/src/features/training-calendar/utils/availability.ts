/**
 * A day's availability in My Schedule (spec 01 §2, §4, §9): the stored busy day, else busy on
 * Saturdays, else free. Clicking moves it along NEXT_AVAILABILITY.
 */
import { AVAILABILITY, type Availability, type BusyDay, type CalendarResponse } from '@shared/calendar/types';
import { weekday } from '@shared/time';

const SATURDAY = 6;

export function effectiveAvailability(date: string, stored: ReadonlyMap<string, Availability>): Availability {
  return stored.get(date) ?? (weekday(date) === SATURDAY ? AVAILABILITY.busy : AVAILABILITY.free);
}

export function storedAvailability(busyDays: readonly BusyDay[]): Map<string, Availability> {
  return new Map(busyDays.map((busyDay) => [busyDay.available_date, busyDay.available]));
}

/** The response with `busyDay` stored (replacing that day's previous value). */
export function withBusyDay(response: CalendarResponse, busyDay: BusyDay): CalendarResponse {
  return { ...response, busy_days: [...withoutDay(response.busy_days, busyDay.available_date), busyDay] };
}

/** The response with the day back as it was: `previous`, or nothing stored. */
export function withRestoredDay(response: CalendarResponse, day: string, previous: BusyDay | undefined): CalendarResponse {
  return previous ? withBusyDay(response, previous) : { ...response, busy_days: withoutDay(response.busy_days, day) };
}

function withoutDay(busyDays: readonly BusyDay[], day: string): BusyDay[] {
  return busyDays.filter((busyDay) => busyDay.available_date !== day);
}
