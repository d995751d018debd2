/** Lambda entry of the `locks` route group. */
import { LOCKS_ROWS } from '../../shared/locks/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('locks', implementations, contracts, LOCKS_ROWS);
