/** Lambda entry of the `support` route group. */
import { SUPPORT_ROWS } from '../../shared/support/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('support', implementations, contracts, SUPPORT_ROWS);
