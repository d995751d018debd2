/** The built routes of the `calendar` group: the training calendar and its availability. */
import { CALENDAR_CONTRACTS } from '../../shared/calendar/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { calendarDate, calendarYears, saveAvailability } from './calendar-basics.ts';
import { calendarData } from './calendar-data.ts';

export const implementations: GroupImplementations<'calendar'> = {
  'GET /api/calendar_date': calendarDate,
  'GET /api/get-years': calendarYears,
  'GET /api/calendar_data/{start}/{end}': calendarData,
  'POST /api/save-busy-days': saveAvailability,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'calendar'> = CALENDAR_CONTRACTS;
