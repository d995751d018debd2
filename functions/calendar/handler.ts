/** Lambda entry of the `calendar` route group. */
import { CALENDAR_ROWS } from '../../shared/calendar/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('calendar', implementations, contracts, CALENDAR_ROWS);
