/** Lambda entry of the `roster` route group. */
import { ROSTER_ROWS } from '../../shared/roster/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('roster', implementations, contracts, ROSTER_ROWS);
