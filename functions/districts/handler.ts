/** Lambda entry of the `districts` route group. */
import { createGroupHandler } from '../core/http-handler.ts';
import { implementations } from './routes.ts';

export const handler = createGroupHandler('districts', implementations);
