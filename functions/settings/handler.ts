/** Lambda entry of the `settings` route group. */
import { SETTINGS_ROWS } from '../../shared/settings/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('settings', implementations, contracts, SETTINGS_ROWS);
