/** Lambda entry of the `materials` route group. */
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('materials', implementations, contracts);
