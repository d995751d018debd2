/** Lambda entry of the `users` route group. */
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('users', implementations, contracts);
