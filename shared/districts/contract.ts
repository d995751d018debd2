import * as z from 'zod/mini';
import { DISTRICT_TEXT } from './texts.ts';
import { DISTRICT_CRITERIA } from './types.ts';
import type { DistrictChangeCount, DistrictChangeResult, DistrictsToChange } from './types.ts';
import { answer, whenMissing, type Contract, type FileDownload } from '../api/contract.ts';

const criterion = z.enum(DISTRICT_CRITERIA, { error: 'type must be state or school.' });
const value = z
  .string({ error: whenMissing(DISTRICT_TEXT.selectState) })
  .check(z.trim(), z.minLength(1, { error: DISTRICT_TEXT.selectState }), z.maxLength(200));
/** null or absent: 'You must select a District.' */
const districtId = z.number({ error: DISTRICT_TEXT.selectDistrict }).check(z.int(), z.positive({ error: DISTRICT_TEXT.selectDistrict }));

export const districtCriterionValues = z.object({ value, district_id: districtId });

export const DISTRICT_CONTRACTS = {
  'GET /api/verifyDistrictsToChange': { query: z.object({ type: criterion, value }), answer: answer<DistrictsToChange>() },
  'POST /api/verifyUsersToChangeDistrict': {
    body: z.object({ type: criterion, values: districtCriterionValues }),
    answer: answer<DistrictChangeCount>(),
  },
  'POST /api/saveChangeDistrict': {
    body: z.object({ values: z.object({ type: criterion, value, district_id: districtId }) }),
    answer: answer<DistrictChangeResult>(),
  },
  'GET /api/export_district_changes_report': { answer: answer<FileDownload>() },
} satisfies Record<string, Contract>;
