/**
 * The sample materials file the import form links to (spec 03 §2.5): the sheet's three columns
 * and two example rows, written on request (a few KB) so it always matches MATERIAL_COLUMNS.
 */
import { MATERIAL_COLUMNS } from '../../shared/materials.ts';
import { writeWorkbook, type XlsxSheet } from '../files/xlsx.ts';

export const SAMPLE_SHEET: XlsxSheet = {
  name: 'Material Status',
  columns: [
    { header: MATERIAL_COLUMNS.cohortId.header, key: 'id', width: 12 },
    { header: MATERIAL_COLUMNS.cohortName.header, key: 'name', width: 40 },
    { header: MATERIAL_COLUMNS.status.header, key: 'status', width: 30 },
  ],
  rows: [
    { id: 1001, name: 'Example cohort (replace with yours)', status: 'Shipped' },
    { id: 1002, name: 'Another example cohort', status: 'Pending' },
  ],
};

export const sampleWorkbook = () => writeWorkbook([SAMPLE_SHEET]);
