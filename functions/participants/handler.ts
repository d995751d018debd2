/** Lambda entry of the `participants` route group. */
import { PARTICIPANTS_ROWS } from '../../shared/participants/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('participants', implementations, contracts, PARTICIPANTS_ROWS);
