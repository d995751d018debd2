/** Lambda entry of the `roles` route group. */
import { ROLES_ROWS } from '../../shared/roles/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('roles', implementations, contracts, ROLES_ROWS);
