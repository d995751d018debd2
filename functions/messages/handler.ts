/** Lambda entry of the `messages` route group. */
import { MESSAGES_ROWS } from '../../shared/messages/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('messages', implementations, contracts, MESSAGES_ROWS);
