/** Lambda entry of the `profile` route group. */
import { PROFILE_ROWS } from '../../shared/profile/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { PROFILE_BODY_LIMIT } from './avatar.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('profile', implementations, contracts, PROFILE_ROWS, { bodyLimit: PROFILE_BODY_LIMIT });
