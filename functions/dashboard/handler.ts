/** Lambda entry of the `dashboard` route group. */
import { DASHBOARD_ROWS } from '../../shared/dashboard/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('dashboard', implementations, contracts, DASHBOARD_ROWS);
