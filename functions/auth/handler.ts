/** Lambda entry of the `auth` route group. */
import { AUTH_ROWS } from '../../shared/auth/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('auth', implementations, contracts, AUTH_ROWS);
