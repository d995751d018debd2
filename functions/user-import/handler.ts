/** Lambda entry of the `user-import` route group. */
import { USER_IMPORT_ROWS } from '../../shared/user-import/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { IMPORT_BODY_LIMIT } from './limits.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('user-import', implementations, contracts, USER_IMPORT_ROWS, { bodyLimit: IMPORT_BODY_LIMIT });
