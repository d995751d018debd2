/** Lambda entry of the `roster-reports` route group. */
import { ROSTER_REPORTS_ROWS } from '../../shared/roster-reports/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('roster-reports', implementations, contracts, ROSTER_REPORTS_ROWS);
