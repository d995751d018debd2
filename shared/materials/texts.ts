/**
 * The materials (BOM) import (spec 03 §2.5, §3 "BOM record", §5 "Materials import", §7, §8):
 * its texts, the form's fields, the sheet's columns and the limits, used by the server, the web
 * and the tests. The spec gives only the two messages marked so; the sheet's layout is ours
 * (docs/decisions/materials.md, "Materials (BOM)").
 */

/** The multipart form of POST /api/import_material_status (spec 03 §7). */
export const MATERIAL_FIELDS = { file: 'materials', course: 'course' } as const;

/**
 * The sheet: its first worksheet, a header row, one row per cohort. Headers are found by name
 * whatever their case, spacing or punctuation; `Cohort Name` is for the reader and not checked.
 */
export const MATERIAL_COLUMNS = {
  cohortId: { header: 'Cohort ID', aliases: ['cohort id', 'cohort', 'id', 'cohortid'] },
  cohortName: { header: 'Cohort Name', aliases: ['cohort name', 'name'] },
  status: { header: 'Material Status', aliases: ['material status', 'materials status', 'status', 'materials', 'material'] },
} as const;

/** The downloadable sample (GET /api/download?file=<this>). */
export const MATERIAL_SAMPLE_FILE = 'sample';
export const MATERIAL_SAMPLE_NAME = 'Material Status Sample.xlsx';

export const MATERIAL_LIMITS = {
  /** The file's bytes: a sheet of every cohort of the organisation is well under 1 MB. */
  maxFileBytes: 4 * 1024 * 1024,
  /** Rows below the header (the organisation has about 5,000 cohorts). */
  maxRows: 10_000,
  /**
   * What an xlsx (a zip) may unpack to: ten times the largest sheet the import needs (10,000 rows
   * with names and 100-character statuses unpack to 3.4 MB); 32 MB of sheet keeps the reader near
   * 300 MB of the materials function's 512 (docs/decisions/security.md, "Spreadsheet bombs").
   */
  maxUnpackedBytes: 32 * 1024 * 1024,
  /** The zip's entries, folders included: an Excel workbook of one sheet has about fifteen. */
  maxZipEntries: 500,
  /** Columns read from the left; the header's columns are looked for among them. */
  maxColumns: 256,
  /** Characters of one status (the dashboard's materials filter matches text in it). */
  maxStatusLength: 100,
  /** How many of a refused file's row problems the answer lists. */
  problemsShown: 10,
} as const;

/** The picker's accepted types: the extensions and their media types. */
export const MATERIAL_ACCEPT = '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const MATERIAL_TEXT = {
  /** Spec 03 §5, §8. */
  fileRequired: 'Please attach the file (xlsx) with the material status.',
  /** Spec 03 §8. */
  uploaded: 'file uploaded successfully.',
  /** Not in the spec. */
  courseRequired: 'Please select a course.',
  unknownCourse: 'The selected course does not exist.',
  badForm: 'The import form could not be read. Please try again.',
  tooLarge: `The file is larger than ${MATERIAL_LIMITS.maxFileBytes / (1024 * 1024)} MB, the most one import takes.`,
  notSpreadsheet: (fileName: string) => `${fileName || 'The file'} is not an Excel spreadsheet (.xlsx or .xls). Nothing was imported.`,
  unreadable: (fileName: string) => `${fileName || 'The file'} could not be read as a spreadsheet. Nothing was imported.`,
  unpacksTooLarge: `The spreadsheet unpacks to more than ${MATERIAL_LIMITS.maxUnpackedBytes / (1024 * 1024)} MB, far more than a materials sheet needs. Nothing was imported.`,
  tooManyParts: `The spreadsheet holds more than ${MATERIAL_LIMITS.maxZipEntries} parts, far more than a materials sheet needs. Nothing was imported.`,
  missingColumns: (missing: readonly string[], found: readonly string[]) =>
    `The first row of the sheet must name the column${missing.length === 1 ? '' : 's'} ${missing.join(' and ')}` +
    ` (found: ${found.length ? found.join(', ') : 'nothing'}). Nothing was imported.`,
  noRows: 'The sheet has no cohort rows below its header. Nothing was imported.',
  tooManyRows: `The sheet has more than ${MATERIAL_LIMITS.maxRows.toLocaleString('en-US')} rows. Nothing was imported.`,
  /** The row problems, then how many more there are. */
  rowsRefused: (problems: readonly string[], total: number) =>
    `Nothing was imported: ${plural(total, 'row')} cannot be used. ${problems.join(' ')}` +
    (total > problems.length ? ` …and ${total - problems.length} more.` : ''),
  badCohortId: (row: number, value: string) => `Row ${row}: '${value}' is not a cohort ID.`,
  blankStatus: (row: number) => `Row ${row}: the material status is empty.`,
  statusTooLong: (row: number) => `Row ${row}: the material status is longer than ${MATERIAL_LIMITS.maxStatusLength} characters.`,
  duplicate: (row: number, cohortId: number, first: number) => `Row ${row}: cohort ${cohortId} is already on row ${first}.`,
  noSuchCohort: (row: number, cohortId: number) => `Row ${row}: there is no cohort ${cohortId}.`,
  otherCourse: (row: number, cohortId: number, course: string) => `Row ${row}: cohort ${cohortId} is not a cohort of ${course}.`,
  /** An import that stopped after some of its transactions (more than 99 cohorts): what was applied. */
  partlyApplied: (applied: number, total: number, reason: string) =>
    `The import stopped after ${plural(applied, 'cohort')} of ${total} were updated: ${reason} ` +
    'Import the same file again to finish: cohorts that already have their status are skipped.',
  cohortGone: 'a cohort of the sheet was deleted meanwhile.',
  concurrentImport: 'another import for this course finished meanwhile.',
  busy: 'the cohorts were being changed by someone else.',
  /** Nothing was applied: the same reasons, as a whole message. */
  notApplied: (reason: string) => `Nothing was imported: ${reason} Please import the file again.`,
  fileMissing: 'There is no such file.',
} as const;
