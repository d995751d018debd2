/** The built routes of the `calendar` group: the training calendar, its availability and the calendar subscription. */
import { CALENDAR_CONTRACTS } from '../../shared/calendar/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { calendarDate, calendarYears, saveAvailability } from './calendar-basics.ts';
import { calendarData } from './calendar-data.ts';
import { calendarFeed, calendarFeedAddress, revokeCalendarFeedAddress } from './calendar-feed.ts';

export const implementations: GroupImplementations<'calendar'> = {
  'GET /api/calendar_date': calendarDate,
  'GET /api/get-years': calendarYears,
  'GET /api/calendar_data/{start}/{end}': calendarData,
  'POST /api/save-busy-days': saveAvailability,
  'GET /api/me/calendar-feed': calendarFeedAddress,
  'DELETE /api/me/calendar-feed': revokeCalendarFeedAddress,
  'GET /api/calendar-feed/{token}': calendarFeed,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'calendar'> = CALENDAR_CONTRACTS;
