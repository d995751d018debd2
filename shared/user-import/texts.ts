import { passwordTooShort } from '../auth/texts.ts';

/** Admin tab 4, Import from CSV (H5: spec 02 §5, §8). Role, e-mail and taken texts: USER_FORM_TEXT. */
export const IMPORT_TEXT = {
  cohortsRequired: 'The cohorts field is required.',
  privilegesRequired: 'The privileges field is required.',
  csvOnly: 'Only .csv files are accepted.',
  /** Not in the spec. */
  fileRequired: 'Choose a .csv file to import.',
  typeRequired: 'Choose what to import for: courses or cohorts.',
  badForm: 'The import form could not be read. Please try again.',
  firstRowInvalid: 'The first row of a part of a file must be a row number from 2 on.',
  missingColumns: (columns: string[]) =>
    `The file must have the column${columns.length === 1 ? '' : 's'} ${columns.join(' and ')} in its first row.`,
  /** Follows missingColumns: what the first row holds, so that a wrong separator or encoding shows. */
  headerFound: (cells: string[], separator: string) =>
    `Its first row, read as values separated by ${separator}, has ${cells.length === 1 ? '1 value' : `${cells.length} values`}: ${cells
      .slice(0, 12)
      .map((c) => `"${c.length > 40 ? `${c.slice(0, 40)}…` : c}"`)
      .join(', ')}${cells.length > 12 ? ', …' : ''}.`,
  fileTooLarge: (maxBytes: number) =>
    `The file is larger than ${maxBytes / 1_000_000} MB, the most one import takes. Please split it into smaller files.`,
  tooManyRows: (cost: number, max: number, passwordCost: number) =>
    `This request carries ${cost} rows (a row with its own password counts as ${passwordCost}); one request may carry at most ${max}, so that it ends within the 29 seconds a request may take. Import the file through the Import from CSV tab, or send it in parts of at most ${max} rows, each with the header row, the same run_id and its first_row, as the tab does.`,
  runIdInvalid: 'The run_id of an import must be 8 to 64 letters, digits, - or _.',
  runIdNeedsFirstRow: 'A part of an import run needs its first_row: the file row number of its first row.',
  duplicateColumn: (column: string) => `The column ${column} appears more than once in the first row.`,
  noRows: 'The file has no rows to import.',
  unknownCohort: 'The chosen cohort does not exist.',
  cellCount: (found: number, expected: number) => `This row has ${found} values but the first row has ${expected} columns.`,
  usernameRequired: 'The username is empty.',
  sameInFile: (row: number) => `Repeated: row ${row} of this file has the same username or e-mail, so this row was not imported.`,
  passwordTooShort,
  stateNeeded: 'A district or school needs a state.',
  districtNeeded: 'A school needs a district.',
  unknownState: (state: string) => `There is no state ${state}.`,
  unknownDistrict: (district: string, state: string) => `There is no district ${district} in ${state}.`,
  /** An optional cell that cannot be resolved does not stop the row (spec 02 requires only username and e-mail). */
  phoneUnreadable: (phone: string) => `${phone} is not a 10-digit phone number.`,
  keptAsTyped: (cells: readonly string[]) => `Kept as typed (as entered): ${cells.join(', ')}.`,
  leftBlank: (cells: readonly string[]) => `Left blank: ${cells.join(', ')}.`,
  notChanged: (cells: readonly string[]) => `Not changed: ${cells.join(', ')}.`,
  /** A name cell spread over lines (a line break or tab in a spreadsheet cell): imported on one line. */
  namesJoined: (cells: readonly string[]) => `Line breaks in the ${cells.join(' and ')} were replaced by spaces.`,
  created: 'Account created.',
  createdPending: 'Account created as Pending: it may duplicate an existing account (same first name, last name and state).',
  updated: 'Existing account updated.',
  mailFailed: 'The e-mail could not be sent.',
  pendingNotInCohort: 'A Pending account cannot be added to a cohort: it was not added.',
  changedMeanwhile: 'The account or the cohort changed while this row was imported. Import the row again.',
  rowFailed: 'This row could not be saved. Import it again.',
  rowError: (row: number, message: string) => `Row ${row}: ${message}`,
  partFailed: (first: number, last: number, message: string) => `Rows ${first} to ${last} were not imported: ${message}`,
  progress: (done: number, total: number) => `Rows ${done} of ${total}`,
  pendingTitle: 'Possible duplicate accounts created as Pending',
  credentialsSubject: 'Your learning portal account',
  updatedSubject: 'Your learning portal account was updated',
} as const;
