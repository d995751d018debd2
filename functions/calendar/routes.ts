/** The built routes of the `calendar` group: the training calendar and its availability. */
import { DASHBOARD_CONTRACTS } from '../../shared/api/contracts/dashboard.ts';
import type { GroupContracts } from '../../shared/api/contracts/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { calendarDate, calendarYears, saveAvailability } from './calendar-basics.ts';
import { calendarData } from './calendar-data.ts';

export const implementations: GroupImplementations = {
  'GET /api/calendar_date': calendarDate,
  'GET /api/get-years': calendarYears,
  'GET /api/calendar_data/{start}/{end}': calendarData,
  'POST /api/save-busy-days': saveAvailability,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'calendar'> = DASHBOARD_CONTRACTS;
