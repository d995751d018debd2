/** Lambda entry of the `roster-reports` route group. */
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('roster-reports', implementations, contracts);
