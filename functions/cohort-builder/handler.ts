/** Lambda entry of the `cohort-builder` route group. */
import { COHORT_BUILDER_ROWS } from '../../shared/cohort-builder/routes.ts';
import { createGroupHandler } from '../core/http-handler.ts';
import { contracts, implementations } from './routes.ts';

export const handler = createGroupHandler('cohort-builder', implementations, contracts, COHORT_BUILDER_ROWS);
