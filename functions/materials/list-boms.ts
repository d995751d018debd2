/**
 * GET /api/boms (spec 03 §7): every course's materials record, last changed first. One Query of
 * the BOM partition: the course's and the authors' names are kept in the record.
 */
import type { RouteImplementation } from '../core/http.ts';
import { listBoms as readBoms } from '../data/content/boms.ts';
import { bomRow } from './bom-row.ts';

export const listBoms: RouteImplementation<'GET /api/boms'> = async () => (await readBoms()).map(bomRow);
