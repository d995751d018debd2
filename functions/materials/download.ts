/**
 * GET /api/download?file (spec 03 §7): a materials file. `file` is the sample's name
 * (MATERIAL_SAMPLE_FILE) or a key a BOM record holds (the list's `file_url`); nothing else in the
 * bucket is served, whatever the key says (no other prefix, no `..`): the key must be the current
 * file of its course's record, else 404. Answered 303 to a short-lived presigned GET.
 */
import { MATERIAL_SAMPLE_FILE, MATERIAL_SAMPLE_NAME, MATERIAL_TEXT } from '../../shared/materials/texts.ts';
import { httpError } from '../core/errors.ts';
import { respond, type RouteImplementation } from '../core/http.ts';
import type { FileDownload } from '../../shared/api/contract.ts';
import { courseOfMaterialFileKey, getBom } from '../data/content/boms.ts';
import { deliverFile, downloadUrl } from '../files/delivery.ts';
import { sampleWorkbook } from './sample.ts';
import { SPREADSHEET_TYPES } from './sheet.ts';

export const download: RouteImplementation<'GET /api/download'> = async ({ query }) => {
  const file = query.file;
  if (file === MATERIAL_SAMPLE_FILE)
    return deliverFile({ name: MATERIAL_SAMPLE_NAME, contentType: SPREADSHEET_TYPES.xlsx, body: sampleWorkbook() });
  const courseId = courseOfMaterialFileKey(file);
  const bom = courseId === undefined ? undefined : await getBom(courseId);
  if (!bom || bom.file_key !== file) throw httpError(404, MATERIAL_TEXT.fileMissing);
  return respond<FileDownload>(303, undefined, { location: await downloadUrl(bom.file_key, bom.file_name) });
};
