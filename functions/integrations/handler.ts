/** Lambda entry of the `integrations` route group. */
import { INTEGRATIONS_ROWS } from '../../shared/integrations/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('integrations', implementations, contracts, INTEGRATIONS_ROWS);
