/** Lambda entry of the `reports` route group. */
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('reports', implementations, contracts);
