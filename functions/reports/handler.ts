/** Lambda entry of the `reports` route group. */
import { REPORTS_ROWS } from '../../shared/reports/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('reports', implementations, contracts, REPORTS_ROWS);
