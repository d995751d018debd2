/** Lambda entry of the `dashboard` route group. */
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('dashboard', implementations, contracts);
