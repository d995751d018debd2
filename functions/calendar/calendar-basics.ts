/** The calendar's small calls: its first day, its years, and saving one's availability for a day. */
import type { RouteImplementation } from '../core/http.ts';
import { nyDate } from '../../shared/time.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { saveBusyDay } from '../data/users/preferences.ts';

/** GET /api/calendar_date: where the calendar opens, today in New York. */
export const calendarDate: RouteImplementation<'GET /api/calendar_date'> = async () => ({ start: nyDate() });

/** GET /api/get-years: the years with sessions, and this year, for the year picker. */
export const calendarYears: RouteImplementation<'GET /api/get-years'> = async () => {
  // Archived cohorts' years come from their facets.
  const directory = await cohortDirectory({ since: nyDate(), facets: true });
  const years = new Set<number>([Number(nyDate().slice(0, 4))]);
  for (const cohort of directory.facets()) for (const year of cohort.years) years.add(year);
  return { years: [...years].sort((a, b) => a - b) };
};

/** POST /api/save-busy-days: the caller's own availability for one day. */
export const saveAvailability: RouteImplementation<'POST /api/save-busy-days'> = async ({ auth, body }) => ({
  saved: true,
  busy_day: await saveBusyDay(auth.userId, body.day, body.available),
});
