/** Lambda entry of the `portal` route group. */
import { PORTAL_ROWS } from '../../shared/portal/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('portal', implementations, contracts, PORTAL_ROWS);
