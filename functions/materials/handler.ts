/** Lambda entry of the `materials` route group. */
import { MATERIALS_ROWS } from '../../shared/materials/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { MATERIAL_BODY_LIMIT } from './import-material-status.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('materials', implementations, contracts, MATERIALS_ROWS, { bodyLimit: MATERIAL_BODY_LIMIT });
