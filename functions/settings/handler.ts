/** Lambda entry of the `settings` route group. */
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('settings', implementations, contracts);
