/** Lambda entry of the `certificates` route group. */
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('certificates', implementations, contracts);
