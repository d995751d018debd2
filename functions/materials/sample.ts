/**
 * The sample materials file the import form links to (spec 03 §2.5): the sheet's three columns
 * and two example rows, written on request (a few KB) so it always matches MATERIAL_COLUMNS.
 * Written with SheetJS, which this group bundles to read the imports: exceljs' writer would add
 * about 300 KB for one small fixed sheet.
 */
import { utils, write } from '@e965/xlsx';
import { MATERIAL_COLUMNS } from '../../shared/materials/texts.ts';

export const SAMPLE_ROWS: ReadonlyArray<ReadonlyArray<string | number>> = [
  [MATERIAL_COLUMNS.cohortId.header, MATERIAL_COLUMNS.cohortName.header, MATERIAL_COLUMNS.status.header],
  [1001, 'Example cohort (replace with yours)', 'Shipped'],
  [1002, 'Another example cohort', 'Pending'],
];

export function sampleWorkbook(): Uint8Array {
  const sheet = utils.aoa_to_sheet(SAMPLE_ROWS.map((row) => [...row]));
  sheet['!cols'] = [{ wch: 12 }, { wch: 40 }, { wch: 30 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Material Status');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
