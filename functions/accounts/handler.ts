/** Lambda entry of the `accounts` route group. */
import { ACCOUNTS_ROWS } from '../../shared/accounts/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('accounts', implementations, contracts, ACCOUNTS_ROWS);
