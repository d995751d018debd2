/** Lambda entry of the `lookups` route group. */
import { LOOKUPS_ROWS } from '../../shared/lookups/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('lookups', implementations, contracts, LOOKUPS_ROWS);
