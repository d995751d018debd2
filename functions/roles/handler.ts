/** Lambda entry of the `roles` route group. Routes not built yet answer 501 with their path. */
import { createGroupHandler } from '../core/http-handler.ts';

export const handler = createGroupHandler('roles', {});
