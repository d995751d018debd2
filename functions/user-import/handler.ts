/** Lambda entry of the `user-import` route group. Routes not built yet answer 501 with their path. */
import { createGroupHandler } from '../core/http-handler.ts';

export const handler = createGroupHandler('user-import', {});
