/** Lambda entry of the `certificates` route group. */
import { CERTIFICATES_ROWS } from '../../shared/certificates/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';
import { TEMPLATE_BODY_LIMIT } from './templates.ts';

export const handler = createGroupHandler('certificates', implementations, contracts, CERTIFICATES_ROWS, {
  bodyLimit: TEMPLATE_BODY_LIMIT,
});
