/** Lambda entry of the `districts` route group. */
import { DISTRICTS_ROWS } from '../../shared/districts/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('districts', implementations, contracts, DISTRICTS_ROWS);
