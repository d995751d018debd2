/** POST /api/user/import-csv (spec 02 §3, §7): the multipart request's fields and the answer. */

export type ImportType = 'courses' | 'cohorts';

/** The form fields (multipart/form-data); `csv_file` is the file part. */
export const IMPORT_FIELDS = {
  file: 'csv_file',
  type: 'type_upload',
  roles: 'roles[]',
  privileges: 'privileges[]',
  cohorts: 'cohorts[]',
  sendCredentials: 'send_credentials',
  sendUpdatedData: 'send_updated_data',
  /** Not in the spec: the file row number of the part's first data row when the web sends a large file in parts. */
  firstRow: 'first_row',
  /**
   * Not in the spec: the import run the part belongs to (8-64 letters, digits, - or _; the web
   * sends a random UUID). Every part of one file carries the same id, so that the server checks
   * repeats across the whole file. Needs `first_row`. Without it the request is its own run.
   */
  runId: 'run_id',
} as const;

/**
 * Sizes (docs/operations.md, CSV import). A request must finish within API Gateway's 29 s, so
 * one request imports at most `maxRequestCost`, where a row costs 1 and a row whose password
 * cell is filled costs `chosenPasswordCost` (it is hashed at full cost); the web sends parts of
 * `partCost`. Measured on a 2-core machine under load: 250 rows took 5-8 s on DynamoDB Local in
 * memory and up to 21.6 s on its disk store, so 250 is the most that stays inside 29 s on the
 * slowest store measured. A file weighs at most `maxFileBytes`: the web checks it before reading
 * the file, the server on every request (a part is never larger than its file); base64-encoded,
 * as API Gateway hands it to Lambda, it stays under Lambda's 6 MB request limit.
 */
export const IMPORT_LIMITS = {
  maxFileBytes: 4_000_000,
  maxRequestCost: 250,
  partCost: 250,
  chosenPasswordCost: 25,
} as const;

/** What a row costs against IMPORT_LIMITS. */
export const importRowCost = (hasChosenPassword: boolean): number => (hasChosenPassword ? IMPORT_LIMITS.chosenPasswordCost : 1);

/** A run id as the server accepts it. */
export const IMPORT_RUN_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The columns the file may have (after `columnName`); username and email are required. */
export const IMPORT_COLUMNS = [
  'username',
  'email',
  'password',
  'first_name',
  'last_name',
  'job_title',
  'phone',
  'school',
  'district',
  'state',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['username', 'email'];

/** A row's cells by column, the password left out (it is never sent back). */
export type ImportCsvData = Partial<Record<Exclude<ImportColumn, 'password'>, string>>;

export interface ImportRowResult {
  /** The row number in the file (the header is row 1). */
  row: number;
  success: boolean;
  csv_data: ImportCsvData;
  message: string;
  user_id?: number;
  /** 'created' or 'updated' when success. */
  action?: 'created' | 'updated';
}

export interface PendingImportUser {
  row: number;
  user_id: number;
  username: string;
  email: string;
  name: string;
  /** The existing accounts it may duplicate. */
  duplicates: Array<{ id: number; name: string; username: string; email: string }>;
}

export interface ImportAnswer {
  response: ImportRowResult[];
  /** The file's columns as read (normalised), in file order; unknown ones are ignored. */
  csv: { columns: string[]; ignored: string[] };
  pendingUsers: PendingImportUser[];
  /** Data rows read (blank lines not counted). */
  totalRows: number;
  /** Rows saved (created or updated). */
  totalSave: number;
  /** Every problem, 'Row n: message', in row order; the web shows the first as a warning. */
  errors: string[];
}
