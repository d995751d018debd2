/** Lambda entry of the `users` route group. */
import { USERS_ROWS } from '../../shared/users/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('users', implementations, contracts, USERS_ROWS);
